import ArgumentParser
import Foldmark

/// The one place that decides `foldmark`'s exit status.
///
/// 0: success. 1: the input has errors (a page, a template, a broken link under `check`, a file that cannot be
/// read or written). 2: bad usage or configuration (a wrong option, a bad `foldmark.yml`). Nothing else.
enum ExitStatus {
    /// Everything went well.
    static let success: Int32 = 0
    /// The input has errors.
    static let problems: Int32 = 1
    /// Bad usage or configuration.
    static let usage: Int32 = 2

    /// The status for an error the library threw.
    static func of(_ error: FoldmarkError) -> Int32 {
        switch error.kind {
        case .input: problems
        case .configuration: usage
        }
    }

    /// The status for an error ArgumentParser reported: its usage errors (64) become 2, as documented.
    static func of(argumentParserCode code: ExitCode) -> Int32 {
        code == .validationFailure ? usage : code.rawValue
    }

    /// Reports `error`'s diagnostics in `format` (only its errors when `onlyErrors`) and returns the exit code
    /// to throw, so that every command ends a failed run the same way.
    static func reporting(
        _ error: FoldmarkError, format: DiagnosticFormatter.Format = .human, onlyErrors: Bool = false
    ) -> ExitCode {
        Console.report(
            onlyErrors ? error.diagnostics.filter { $0.severity == .error } : error.diagnostics, format: format)
        return ExitCode(of(error))
    }
}
