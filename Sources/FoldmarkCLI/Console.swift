import Foundation
import Foldmark

/// Writes to standard output and standard error.
enum Console {
    /// Prints diagnostics to standard error, one per line, in the compiler style.
    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let text = diagnostics.map { $0.description + "\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes `text` to standard output.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
