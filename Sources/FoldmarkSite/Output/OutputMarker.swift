import FoldmarkCore
import Foundation

/// The `.foldmark-site` file in a folder Foldmark writes: it marks the folder as Foldmark's and lists the files
/// Foldmark wrote there, the only ones a later build removes or replaces.
///
/// A file name is written one per line, with `%`, line feed and carriage return percent-encoded.
enum OutputMarker: Equatable {
    /// A finished site, with the files Foldmark wrote (relative paths, the marker itself not included).
    case site(Set<String>)
    /// A staging folder a build is still writing: everything in it is Foldmark's.
    case staging
    /// A marker from a version that wrote no list: Foldmark's, but which files are is not known.
    case legacy

    static let name = ".foldmark-site"
    private static let siteHeader = """
        This folder was written by 'foldmark build'. A build replaces or removes only the files listed below and \
        keeps everything else.
        files:

        """
    private static let stagingText = "This folder is being written by 'foldmark build'.\n"

    /// The marker in `folder`, or `nil` when it has none.
    static func read(in folder: String) -> OutputMarker? {
        guard let bytes = try? FileIO.read(folder + "/" + name) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        if text == stagingText { return .staging }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "files:") else { return .legacy }
        return .site(Set(lines[(start + 1)...].filter { !$0.isEmpty }.map { decode(String($0)) }))
    }

    /// Writes this marker into `folder`, replacing (never writing through) any file there.
    func write(in folder: String) throws {
        let text: String
        switch self {
        case .site(let files): text = Self.siteHeader + files.sorted().map { Self.encode($0) + "\n" }.joined()
        case .staging, .legacy: text = Self.stagingText
        }
        try FileIO.write(text, to: folder + "/" + Self.name, reusing: nil)
    }

    private static func encode(_ name: String) -> String {
        name.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A")
            .replacingOccurrences(of: "\r", with: "%0D")
    }

    private static func decode(_ line: String) -> String {
        line.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
