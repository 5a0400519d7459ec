import Foundation
import Foldmark

/// A Markdown input named on the command line: a path, or `-` (or nothing) for standard input.
struct InputFile {
    /// The path, or `nil` for standard input.
    var path: String?

    init(_ argument: String?) {
        path = argument == "-" ? nil : argument
    }

    /// Reads and cleans the input; throws a ``FoldmarkError`` naming the path when it cannot be read or is not
    /// text (a binary file).
    func read() throws -> SourceText {
        let source: SourceText
        if let path {
            source = SourceText(bytes: try FileIO.read(path, allowsPipes: true), path: path)
        } else {
            if StandardStreams.inputClosed { throw SystemError.io("<stdin>", "cannot read standard input", EBADF) }
            source = SourceText(bytes: try FileIO.readStandardInput(), path: "<stdin>")
        }
        if source.diagnostics.containsErrors { throw FoldmarkError(source.diagnostics) }
        return source
    }

    /// The title for a page with no level-1 heading: the file name without its extension.
    var fallbackTitle: String {
        guard let path else { return "Untitled" }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return name.isEmpty ? "Untitled" : name
    }

    /// The folder that relative links and images are resolved against.
    var baseDirectory: String {
        guard let path else { return FileManager.default.currentDirectoryPath }
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
