import Foundation
import Foldmark

/// Writes to standard output and standard error.
enum Console {
    /// Prints diagnostics to standard error, one per line, in the compiler style, ordered by file and position.
    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let ordered = diagnostics.enumerated().sorted { first, second in
            let a = first.element.location
            let b = second.element.location
            return (a.file ?? "", a.line ?? 0, a.column ?? 0, first.offset) < (b.file ?? "", b.line ?? 0, b.column ?? 0, second.offset)
        }
        let text = ordered.map { $0.element.description + "\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes `text` to standard output.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
