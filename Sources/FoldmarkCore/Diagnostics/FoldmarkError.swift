/// An error that stops an operation, carrying the diagnostics that explain it.
///
/// Thrown by the library's file-reading and rendering entry points; its `description` is ready to print.
public struct FoldmarkError: Error, Sendable, CustomStringConvertible {
    /// The problems that caused the failure; at least one is an error.
    public var diagnostics: [Diagnostic]

    /// Creates an error from the diagnostics that explain it.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Creates an error with one diagnostic.
    public init(at location: SourceLocation, code: String, _ message: String) {
        self.diagnostics = [Diagnostic(.error, at: location, code: code, message)]
    }

    /// Every diagnostic, one per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
