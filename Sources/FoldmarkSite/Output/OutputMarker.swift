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
        if bytes.elementsEqual(stagingText.utf8) { return .staging }
        // Split by bytes: a site's marker lists thousands of names, and this runs on every build.
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.elementsEqual("files:".utf8) }) else { return .legacy }
        var files = Set<String>(minimumCapacity: lines.count - start)
        for line in lines[(start + 1)...] where !line.isEmpty {
            let name = String(decoding: line, as: UTF8.self)
            files.insert(line.contains(UInt8(ascii: "%")) ? decode(name) : name)
        }
        return .site(files)
    }

    /// Writes this marker into `folder`, replacing (never writing through) any file there.
    func write(in folder: String) throws {
        let text: String
        switch self {
        case .site(let files): text = Self.siteHeader + Self.list(files)
        case .staging, .legacy: text = Self.stagingText
        }
        try FileIO.write(text, to: folder + "/" + Self.name, reusing: nil)
    }

    /// `files`, one a line, sorted by their UTF-8 bytes (the order of their characters' code points), so the same
    /// files give the same marker.
    private static func list(_ files: Set<String>) -> String {
        var names = files.map(encode)
        ByteOrder.sort(&names)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count + 1 })
        for name in names {
            bytes.append(contentsOf: name.utf8)
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func encode(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == 0x0A || $0 == 0x0D }) else { return name }
        return name.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A")
            .replacingOccurrences(of: "\r", with: "%0D")
    }

    private static func decode(_ line: String) -> String {
        line.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
