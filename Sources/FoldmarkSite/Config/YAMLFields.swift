import FoldmarkCore
import Yams

/// The top-level keys of a YAML mapping, read with their source positions so that every problem can name the
/// file, line and column.
///
/// Used for `foldmark.yml` and for front matter. Reading a key with the wrong type records an error and returns
/// `nil`; ``reportUnknownKeys(known:)`` warns about keys nobody asked for, with a did-you-mean.
struct YAMLFields {
    struct Entry {
        var key: String
        var value: Node
        var location: SourceLocation
    }

    private(set) var entries: [Entry] = []
    private(set) var diagnostics: [Diagnostic] = []
    let file: String?
    /// Added to YAML line numbers: front matter starts on line 2 of its file.
    let lineOffset: Int

    /// Parses `text`; a syntax error or a document that is not a mapping becomes an error diagnostic.
    init(_ text: String, file: String?, lineOffset: Int = 0) {
        self.file = file
        self.lineOffset = lineOffset
        let root: Node?
        do {
            // Told the encoding: the default reads the whole environment on every call, and prints a line on
            // standard output when YAMS_DEFAULT_ENCODING is set. Swift strings are UTF-8.
            root = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch let error as YamlError {
            diagnostics.append(Self.diagnostic(for: error, file: file, lineOffset: lineOffset))
            return
        } catch {
            diagnostics.append(Diagnostic(.error, at: SourceLocation(file: file), code: .yamlSyntax, "\(error)"))
            return
        }
        guard let root else { return }
        guard case .mapping(let mapping) = root else {
            diagnostics.append(
                Diagnostic(.error, at: location(of: root), code: .yamlType, "expected a mapping of keys to values"))
            return
        }
        for (key, value) in mapping {
            guard let name = key.string else { continue }
            entries.append(Entry(key: name, value: value, location: location(of: key)))
        }
    }

    func location(of node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: file) }
        return SourceLocation(file: file, line: mark.line + lineOffset, column: mark.column)
    }

    /// The entry for `key`; a null value (`~`, `null` or nothing) counts as no entry.
    private func entry(_ key: String) -> Entry? {
        guard let entry = entries.first(where: { $0.key == key }) else { return nil }
        if case .scalar(let scalar) = entry.value, scalar.style == .plain, entry.value.null != nil { return nil }
        return entry
    }

    private mutating func typeError(_ entry: Entry, _ expected: String) {
        diagnostics.append(
            Diagnostic(.error, at: location(of: entry.value), code: .yamlType, "'\(entry.key)' must be \(expected)"))
    }

    /// Where the value of `key` is, for messages about it.
    func valueLocation(_ key: String) -> SourceLocation {
        entries.first { $0.key == key }.map { location(of: $0.value) } ?? SourceLocation(file: file)
    }

    /// A scalar read as text.
    mutating func string(_ key: String) -> String? {
        guard let entry = entry(key) else { return nil }
        guard case .scalar(let scalar) = entry.value else {
            typeError(entry, "text")
            return nil
        }
        return rejectingControls(scalar.string, entry, at: entry.value)
    }

    /// `text`, or `nil` with an error when it holds a control character (which YAML's `\x01` or `\u0085` escapes
    /// can write): settings reach HTML, URLs and `sitemap.xml`.
    private mutating func rejectingControls(_ text: String, _ entry: Entry, at node: Node) -> String? {
        guard let control = ControlCharacterScrubber.firstControl(in: text) else { return text }
        diagnostics.append(
            Diagnostic(
                .error, at: location(of: node), code: .controlCharacter,
                "'\(entry.key)' must not contain control characters (it has \(control))"))
        return nil
    }

    mutating func int(_ key: String, in range: ClosedRange<Int>? = nil) -> Int? {
        guard let entry = entry(key) else { return nil }
        guard let value = entry.value.int, range?.contains(value) ?? true else {
            typeError(
                entry, range.map { "a whole number from \($0.lowerBound) to \($0.upperBound)" } ?? "a whole number")
            return nil
        }
        return value
    }

    mutating func bool(_ key: String) -> Bool? {
        guard let entry = entry(key) else { return nil }
        guard let value = entry.value.bool else {
            typeError(entry, "true or false")
            return nil
        }
        return value
    }

    /// `true` or `false`; or, as MkDocs Material writes front matter's `search`, a mapping whose `exclude` is
    /// `true` or `false`, read as its opposite (its other keys are Material's own and left alone).
    mutating func boolOrExclusion(_ key: String) -> Bool? {
        guard let entry = entry(key) else { return nil }
        if let value = entry.value.bool { return value }
        if case .mapping = entry.value, let exclude = entry.value["exclude"]?.bool { return !exclude }
        typeError(entry, "true or false")
        return nil
    }

    mutating func stringList(_ key: String) -> [String]? {
        guard let entry = entry(key) else { return nil }
        guard case .sequence(let sequence) = entry.value else {
            typeError(entry, "a list")
            return nil
        }
        var result: [String] = []
        for item in sequence {
            guard case .scalar(let scalar) = item else {
                typeError(entry, "a list of text values")
                return nil
            }
            guard let text = rejectingControls(scalar.string, entry, at: item) else { return nil }
            result.append(text)
        }
        return result
    }

    /// A level range written `2-6`, or a single level.
    mutating func levels(_ key: String) -> ClosedRange<Int>? {
        guard let entry = entry(key) else { return nil }
        guard let text = entry.value.string, let range = FoldPolicy.parseLevels(text) else {
            typeError(entry, "a level range such as 2-6")
            return nil
        }
        return range
    }

    /// The value of `key` as Yams parsed it, for values with a shape of their own (MkDocs' `nav`).
    func node(_ key: String) -> Node? {
        entry(key)?.value
    }

    /// A nested mapping, read the same way.
    mutating func mapping(_ key: String) -> YAMLFields? {
        guard let entry = entry(key) else { return nil }
        guard case .mapping(let mapping) = entry.value else {
            typeError(entry, "a mapping of keys to values")
            return nil
        }
        var nested = YAMLFields(file: file, lineOffset: lineOffset)
        for (key, value) in mapping {
            guard let name = key.string else { continue }
            nested.entries.append(Entry(key: name, value: value, location: location(of: key)))
        }
        return nested
    }

    private init(file: String?, lineOffset: Int) {
        self.file = file
        self.lineOffset = lineOffset
    }

    /// Warns about each key not in `known`, suggesting the closest known key.
    mutating func reportUnknownKeys(known: [String]) {
        for entry in entries where !known.contains(entry.key) {
            var message = "unknown key '\(entry.key)'"
            if let suggestion = Suggestion.closest(to: entry.key, in: known) {
                message += " (did you mean '\(suggestion)'?)"
            }
            diagnostics.append(Diagnostic(.warning, at: entry.location, code: .unknownKey, message))
        }
    }

    mutating func append(_ other: [Diagnostic]) {
        diagnostics += other
    }

    private static func diagnostic(for error: YamlError, file: String?, lineOffset: Int) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(file: file, line: mark.line + lineOffset, column: mark.column)
        }
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return Diagnostic(.error, at: at(mark), code: .yamlSyntax, "invalid YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return Diagnostic(
                .error, at: at(context.mark), code: .yamlSyntax, "duplicate keys: \(duplicates.joined(separator: ", "))"
            )
        default:
            return Diagnostic(.error, at: SourceLocation(file: file), code: .yamlSyntax, "invalid YAML: \(error)")
        }
    }
}
