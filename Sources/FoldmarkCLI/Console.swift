import Foundation
import Foldmark

/// Writes to standard output and standard error.
enum Console {
    /// Prints diagnostics: the human format to standard error (in colour on a terminal, unless `NO_COLOR` is
    /// set), the JSON and GitHub formats to standard output.
    static func report(_ diagnostics: [Diagnostic], format: DiagnosticFormatter.Format = .human) {
        guard !diagnostics.isEmpty || format == .json else { return }
        let formatter = DiagnosticFormatter(format: format, color: useColor, sourceLine: SourceLines.shared.line)
        let text = formatter.format(diagnostics)
        if format == .human {
            writeError(text)
        } else {
            write(text)
        }
    }

    /// Writes `text` to standard output. When it cannot (the reader has gone, or standard output was closed),
    /// the command ends at once with status 1: quietly when the reader has gone, as `foldmark … | head` does,
    /// else with one line on standard error.
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Writes `bytes` to standard output, as ``write(_:)`` writes text.
    static func write(bytes: UnsafeRawBufferPointer) {
        let code = StandardStreams.write(bytes, to: 1)
        guard code != 0 else { return }
        if code != EPIPE {
            writeError(SystemError.io("<stdout>", "cannot write standard output", code).description + "\n")
        }
        exit(ExitStatus.problems)
    }

    /// Writes `text` to standard error; when standard error is closed or gone, the text is lost and nothing else.
    static func writeError(_ text: String) {
        var text = text
        _ = text.withUTF8 { StandardStreams.write(UnsafeRawBufferPointer($0), to: 2) }
    }

    /// Writes `value` to standard output as pretty-printed JSON with sorted keys.
    static func writeJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        write(String(decoding: try encoder.encode(value), as: UTF8.self) + "\n")
    }

    /// Whether standard error is a terminal that wants colour.
    static var useColor: Bool {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return !noColor && isatty(2) == 1
    }
}

/// Source lines for the excerpts under human-format diagnostics, read once per file.
final class SourceLines: @unchecked Sendable {
    static let shared = SourceLines()
    private var files: [String: [Substring]] = [:]
    private let lock = NSLock()

    @Sendable func line(_ file: String, _ number: Int) -> String? {
        lock.withLock {
            if files[file] == nil {
                guard let bytes = try? FileIO.read(file) else { return nil }
                let text = SourceText(bytes: bytes).text
                // Lines end at \r\n, \r or \n, as cmark-gfm counts them; walk bytes ("\r\n" is one Character).
                var lines: [Substring] = []
                let utf8 = text.utf8
                var start = utf8.startIndex
                var index = utf8.startIndex
                while index < utf8.endIndex {
                    let byte = utf8[index]
                    index = utf8.index(after: index)
                    guard byte == 0x0A || byte == 0x0D else { continue }
                    lines.append(text[start..<utf8.index(before: index)])
                    if byte == 0x0D, index < utf8.endIndex, utf8[index] == 0x0A { index = utf8.index(after: index) }
                    start = index
                }
                lines.append(text[start...])
                files[file] = lines
            }
            guard let lines = files[file], number >= 1, number <= lines.count else { return nil }
            return String(lines[number - 1])
        }
    }
}
