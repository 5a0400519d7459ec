import Foldmark

/// The line that ends the report of a `build` or `check` with more than one problem, so that a failure on a
/// large site says how big it is: `Total: 3000 errors and 3000 warnings in 3000 files`.
enum ProblemTotal {
    /// Writes the total of `diagnostics` to standard error when there are at least two errors and warnings and
    /// the report is for people (the JSON report has its own counts; GitHub annotations are counted by GitHub).
    static func report(_ diagnostics: [Diagnostic], format: DiagnosticFormatter.Format) {
        guard format == .human, diagnostics.filter({ $0.severity != .note }).count > 1 else { return }
        Console.writeError("Total: " + DiagnosticFormatter.total(diagnostics) + "\n")
    }
}
