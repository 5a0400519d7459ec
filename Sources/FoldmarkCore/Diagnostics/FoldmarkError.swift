/// An error that stops an operation, carrying the diagnostics that explain it.
///
/// Thrown by the library's file-reading and rendering entry points; its `description` is ready to print.
public struct FoldmarkError: Error, Sendable, CustomStringConvertible {
    /// What kind of thing is wrong, which decides the command line's exit status.
    public enum Kind: Sendable, Hashable {
        /// The input: a page, a template, a file that cannot be read or written (exit status 1).
        case input
        /// The configuration (`foldmark.yml` or an option such as `--base-url`): nothing was read or built
        /// (exit status 2, as for bad usage).
        case configuration
    }

    /// The problems that caused the failure; at least one is an error.
    public var diagnostics: [Diagnostic]
    /// What kind of thing is wrong.
    public var kind: Kind

    /// Creates an error from the diagnostics that explain it.
    public init(_ diagnostics: [Diagnostic], kind: Kind = .input) {
        self.diagnostics = diagnostics
        self.kind = kind
    }

    /// Creates an error with one diagnostic.
    public init(at location: SourceLocation, code: String, _ message: String) {
        self.diagnostics = [Diagnostic(.error, at: location, code: code, message)]
        self.kind = .input
    }

    /// Every diagnostic, one per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
