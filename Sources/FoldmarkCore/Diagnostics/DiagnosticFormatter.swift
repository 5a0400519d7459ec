import Foundation

/// Prints diagnostics for people or for machines.
///
/// - ``Format/human``: `path:line:column: error: message [code]`, then the source line and a caret under the
///   column, in colour when asked. A message over 300 bytes (one that quotes a very long link) is cut in the
///   middle (``ShortMessage``), and a long source line to a window around the column (``SourceExcerpt``).
/// - ``Format/json``: one JSON document, `{"version": 1, "diagnostics": [...], "errors": N, "warnings": N}`;
///   each diagnostic has `file`, `line`, `column`, `severity`, `code`, `message` and `suggestion`.
/// - ``Format/github``: GitHub Actions workflow commands, `::error file=…,line=…,col=…,title=…::message`, which
///   show each problem on the pull request's diff.
public struct DiagnosticFormatter: Sendable {
    /// The output formats.
    public enum Format: String, Sendable, CaseIterable {
        /// Compiler-style lines with source excerpts, for people.
        case human
        /// One JSON document with a versioned schema, for tools.
        case json
        /// GitHub Actions workflow commands, for annotations on pull requests.
        case github
    }

    /// The format to write.
    public var format: Format
    /// Use ANSI colours (human format only).
    public var color: Bool
    /// The text of a source line, for the human format's excerpt; `nil` leaves the excerpt out.
    public var sourceLine: @Sendable (_ file: String, _ line: Int) -> String?
    /// How many warnings with the same file and code the human and GitHub formats show; the rest become one note
    /// ("and N more"). `nil` shows all. JSON always lists every diagnostic.
    public var warningLimit: Int? = 10

    /// Creates a formatter.
    public init(
        format: Format, color: Bool = false, sourceLine: @escaping @Sendable (String, Int) -> String? = { _, _ in nil }
    ) {
        self.format = format
        self.color = color
        self.sourceLine = sourceLine
    }

    /// Diagnostics in a stable order: by file, line and column, then as found.
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { first, second in
            let a = first.element.location
            let b = second.element.location
            return (a.file ?? "", a.line ?? 0, a.column ?? 0, first.offset) < (
                b.file ?? "", b.line ?? 0, b.column ?? 0, second.offset
            )
        }.map(\.element)
    }

    /// The text to print for `diagnostics`, sorted; "" when there are none (except in JSON, which always prints).
    public func format(_ diagnostics: [Diagnostic]) -> String {
        let diagnostics = Self.sorted(diagnostics)
        switch format {
        case .human: return Self.capped(diagnostics, limit: warningLimit).map(human).joined()
        case .github: return Self.capped(diagnostics, limit: warningLimit).map(github).joined()
        case .json: return json(diagnostics)
        }
    }

    /// The count of `diagnostics` for people: `3 errors and 1 warning in 2 files` (notes are not counted; a
    /// diagnostic with no file counts no file).
    public static func total(_ diagnostics: [Diagnostic]) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let problems = diagnostics.filter { $0.severity != .note }
        let errors = problems.filter { $0.severity == .error }.count
        let files = Set(problems.compactMap(\.location.file)).count
        return count(errors, "error") + " and " + count(problems.count - errors, "warning") + " in "
            + count(files, "file")
    }

    /// `diagnostics` (sorted) with at most `limit` warnings per file and code: where the next one would be, a
    /// note says how many more there are. Errors and notes are all kept.
    public static func capped(_ diagnostics: [Diagnostic], limit: Int?) -> [Diagnostic] {
        guard let limit else { return diagnostics }
        struct Key: Hashable {
            var file: String?
            var code: String
        }
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .warning {
            counts[Key(file: diagnostic.location.file, code: diagnostic.code), default: 0] += 1
        }
        guard counts.values.contains(where: { $0 > limit }) else { return diagnostics }
        var seen: [Key: Int] = [:]
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard diagnostic.severity == .warning else {
                result.append(diagnostic)
                continue
            }
            let key = Key(file: diagnostic.location.file, code: diagnostic.code)
            let index = seen[key, default: 0]
            seen[key] = index + 1
            if index < limit {
                result.append(diagnostic)
            } else if index == limit {
                let more = counts[key, default: 0] - limit
                result.append(
                    Diagnostic(
                        .note, at: diagnostic.location, code: diagnostic.code,
                        "and \(more) more warning\(more == 1 ? "" : "s") like this in this file, "
                            + "from here on (not shown)"
                    ))
            }
        }
        return result
    }

    private func human(_ diagnostic: Diagnostic) -> String {
        let (bold, reset, tint) = color ? ("\u{1B}[1m", "\u{1B}[0m", Self.tint(diagnostic.severity)) : ("", "", "")
        var text = "\(bold)\(diagnostic.location):\(reset) \(tint)\(diagnostic.severity.rawValue):\(reset) "
        text += "\(bold)\(ShortMessage.shortened(diagnostic.fullMessage))\(reset) [\(diagnostic.code)]\n"
        if let file = diagnostic.location.file, let line = diagnostic.location.line, let source = sourceLine(file, line)
        {
            let excerpt = SourceExcerpt(line: source, column: diagnostic.location.column)
            text += excerpt.text + "\n"
            if let caret = excerpt.caretPrefix {
                text += caret + (color ? "\u{1B}[32m^\u{1B}[0m" : "^") + "\n"
            }
        }
        return text
    }

    private static func tint(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;36m"
        }
    }

    private func github(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
        var properties: [String] = []
        if let file = diagnostic.location.file { properties.append("file=" + Self.escapeProperty(file)) }
        if let line = diagnostic.location.line { properties.append("line=\(line)") }
        if let column = diagnostic.location.column { properties.append("col=\(column)") }
        properties.append("title=" + Self.escapeProperty(diagnostic.code))
        let message = Self.escapeData(ShortMessage.shortened(diagnostic.fullMessage))
        return "::\(command) \(properties.joined(separator: ","))::\(message)\n"
    }

    /// Escaping for a workflow command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escaping for a workflow command's property value.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    private struct Report: Encodable {
        struct Entry: Encodable {
            var file: String?
            var line: Int?
            var column: Int?
            var severity: String
            var code: String
            var message: String
            var suggestion: String?

            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(file, forKey: .file)
                try container.encode(line, forKey: .line)
                try container.encode(column, forKey: .column)
                try container.encode(severity, forKey: .severity)
                try container.encode(code, forKey: .code)
                try container.encode(message, forKey: .message)
                try container.encode(suggestion, forKey: .suggestion)
            }

            enum CodingKeys: String, CodingKey { case file, line, column, severity, code, message, suggestion }
        }

        var version = 1
        var diagnostics: [Entry]
        var errors: Int
        var warnings: Int
    }

    private func json(_ diagnostics: [Diagnostic]) -> String {
        let report = Report(
            diagnostics: diagnostics.map {
                Report.Entry(
                    file: $0.location.file, line: $0.location.line, column: $0.location.column,
                    severity: $0.severity.rawValue, code: $0.code, message: $0.message, suggestion: $0.suggestion)
            },
            errors: diagnostics.filter { $0.severity == .error }.count,
            warnings: diagnostics.filter { $0.severity == .warning }.count)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
