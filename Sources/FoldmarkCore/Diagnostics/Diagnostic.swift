/// One problem found in the input: where, how bad, a stable code, and a message for people.
///
/// Every command reports problems as `Diagnostic` values and prints them with ``DiagnosticFormatter``.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// The input cannot be used as it is; the command fails.
        case error
        /// The output was produced, but probably not as the author meant.
        case warning
        /// Extra information attached to another diagnostic.
        case note
    }

    /// How serious the problem is.
    public var severity: Severity
    /// Where the problem is.
    public var location: SourceLocation
    /// A short, stable identifier such as `invalid-utf8`, for filtering and for tools.
    public var code: String
    /// The message, one line, without a trailing period.
    public var message: String
    /// What the author probably meant, such as the id of a near-miss anchor, when there is a likely guess.
    public var suggestion: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, at location: SourceLocation, code: String, _ message: String, suggestion: String? = nil
    ) {
        self.severity = severity
        self.location = location
        self.code = code
        self.message = message
        self.suggestion = suggestion
    }

    /// The message with its suggestion: `link to missing anchor '#setup' (did you mean '#set-up'?)`.
    public var fullMessage: String {
        suggestion.map { "\(message) (did you mean '\($0)'?)" } ?? message
    }

    /// The compiler-style line: `path:line:column: severity: message [code]`.
    public var description: String {
        "\(location): \(severity.rawValue): \(fullMessage) [\(code)]"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of the diagnostics is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
