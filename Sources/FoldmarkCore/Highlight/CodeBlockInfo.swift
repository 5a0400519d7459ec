/// What a fenced code block's info string asks for: its language, line numbers, marked lines.
///
/// Accepted forms (after the language, the first word; words in any order):
/// - marked lines `{2,4-6}` (Docusaurus, also glued to the language: `js{2}`) or `hl_lines="2 4-6"` (MkDocs);
/// - line numbers `linenums`, `linenums="5"`, `showLineNumbers`, `showLineNumbers=5` (5 is the first number).
/// Other words (`ignore`, `title="…"`) are left alone.
struct CodeBlockInfo: Equatable {
    /// The language as written (the `language-…` class), without a glued `{…}`.
    var language: String
    /// Number the lines, starting at this number; `nil` for no numbers.
    var firstLineNumber: Int?
    /// The 1-based line numbers to mark.
    var markedLines: Set<Int> = []

    /// The largest line number a range may reach: ranges past it are cut there, so `{1-999999999}` costs nothing.
    static let maximumLine = 100_000

    init(_ info: String) {
        // The common case, a language alone (`swift`): nothing else to read.
        if !info.utf8.contains(where: Self.endsLanguage) {
            language = info
            return
        }
        var rest = Substring(info)
        let word = rest.prefix { $0 != " " && $0 != "\t" }
        rest = rest.dropFirst(word.count)
        if let brace = word.firstIndex(of: "{") {
            language = String(word[..<brace])
            rest = word[brace...] + " " + rest
        } else {
            language = String(word)
        }
        for word in Self.words(rest) {
            if word.hasPrefix("{"), word.hasSuffix("}") {
                markedLines.formUnion(Self.lines(word.dropFirst().dropLast(), separators: ","))
            } else if let value = Self.value(of: "hl_lines", in: word) {
                markedLines.formUnion(Self.lines(value, separators: " ,"))
            } else if word == "linenums" || word == "showLineNumbers" {
                firstLineNumber = 1
            } else if let value = Self.value(of: "linenums", in: word) ?? Self.value(of: "showLineNumbers", in: word) {
                firstLineNumber = Int(value).map { min(max($0, 0), Self.maximumLine) } ?? 1
            }
        }
    }

    /// Whether `byte` ends the language: a space, a tab or a `{`.
    private static func endsLanguage(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "{")
    }

    /// The words of `text`, where a quoted value (`hl_lines="2 3"`) stays one word.
    private static func words(_ text: Substring) -> [Substring] {
        var words: [Substring] = []
        var start: Substring.Index?
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { quoted.toggle() }
            if (character == " " || character == "\t") && !quoted {
                if let begun = start { words.append(text[begun..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = text.index(after: index)
        }
        if let begun = start { words.append(text[begun...]) }
        return words
    }

    /// The value of `key=value` or `key="value"`.
    private static func value(of key: String, in word: Substring) -> Substring? {
        guard word.hasPrefix(key + "=") else { return nil }
        var value = word.dropFirst(key.count + 1)
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
        return value
    }

    /// `2,4-6` as line numbers; what is not a number or range is skipped.
    private static func lines(_ text: Substring, separators: String) -> Set<Int> {
        var lines: Set<Int> = []
        for part in text.split(whereSeparator: { separators.contains($0) }) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
            if bounds.count == 1, let line = Int(bounds[0]), line >= 1, line <= maximumLine {
                lines.insert(line)
            } else if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low >= 1, low <= high,
                low <= maximumLine
            {
                lines.formUnion(low...min(high, maximumLine))
            }
        }
        return lines
    }
}
