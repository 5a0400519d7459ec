import FoldmarkCore

/// YAML front matter between `---` lines at the very start of a Markdown file: the one reader that every command
/// (`build`, `check`, `render`, `outline`) uses.
public enum FrontMatter {
    /// Splits `text` into its front matter and its Markdown.
    ///
    /// The Markdown keeps the front matter's lines as empty lines (each ended by `\n`), so line numbers in it are
    /// the file's own. Lines end at `\r\n`, `\r` or `\n`, as in cmark-gfm; the text is walked as UTF-8
    /// bytes, because Swift reads `\r\n` as one `Character`. Returns `nil` for the YAML when the file has no front
    /// matter; the YAML's lines are joined with `\n`.
    static func split(_ text: String) -> (yaml: String?, markdown: String, unclosed: Bool) {
        // Most pages have none: their text is not copied to be scanned.
        guard text.utf8.starts(with: "---".utf8) else { return (nil, text, false) }
        let bytes = Array(text.utf8)
        // Each line as (start of its content, end of its content, end including its line ending).
        var lines: [(start: Int, end: Int, next: Int)] = []
        var start = 0
        var index = 0
        func isDelimiter(_ line: (start: Int, end: Int, next: Int), _ allowed: [String]) -> Bool {
            let content = bytes[line.start..<line.end]
            return allowed.contains { Array($0.utf8)[...] == content }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                var next = index + 1
                if byte == UInt8(ascii: "\r"), next < bytes.count, bytes[next] == UInt8(ascii: "\n") { next += 1 }
                lines.append((start, index, next))
                // Stop at the closing line: the rest is Markdown, never looked at here.
                if lines.count == 1 {
                    guard isDelimiter(lines[0], ["---"]) else { return (nil, text, false) }
                } else if isDelimiter(lines[lines.count - 1], ["---", "..."]) {
                    return finish(bytes, lines, closingEnd: next)
                }
                start = next
                index = next
            } else {
                index += 1
            }
        }
        // The last line has no line ending: a closing line there still counts.
        if lines.count >= 1, start < bytes.count, isDelimiter((start, bytes.count, bytes.count), ["---", "..."]) {
            lines.append((start, bytes.count, bytes.count))
            return finish(bytes, lines, closingEnd: bytes.count)
        }
        return lines.isEmpty ? (nil, text, false) : (nil, text, true)
    }

    /// The YAML between the first and the last of `lines`, and the text with those lines emptied.
    private static func finish(_ bytes: [UInt8], _ lines: [(start: Int, end: Int, next: Int)], closingEnd: Int) -> (
        yaml: String?, markdown: String, unclosed: Bool
    ) {
        let yaml = lines.dropFirst().dropLast().map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
            .joined(separator: "\n")
        var markdown: [UInt8] = []
        markdown.reserveCapacity(bytes.count - closingEnd + lines.count * 2)
        // Each front matter line becomes an empty line ended by `\n`: keeping a lone `\r` there would join the next
        // line's `\n` into one `\r\n` and shift every line number after it.
        markdown += repeatElement(UInt8(ascii: "\n"), count: lines.count)
        markdown += bytes[closingEnd...]
        return (yaml, String(decoding: markdown, as: UTF8.self), false)
    }

    /// Reads the front matter of `source`: the page's metadata, the Markdown to parse, and any problems.
    ///
    /// The Markdown keeps the front matter's lines as empty lines, so a heading on line 7 of the file is on line 7
    /// of the Markdown. Wrong types and a front matter that is never closed are errors; unknown keys are warnings.
    public static func read(_ source: SourceText) -> (
        metadata: PageMetadata, markdown: SourceText, diagnostics: [Diagnostic]
    ) {
        let (yaml, markdown, unclosed) = split(source.text)
        let cleaned = source.replacingText(with: markdown)
        if unclosed {
            let problem = Diagnostic(
                .error, at: SourceLocation(file: source.path, line: 1, column: 1), code: .frontMatter,
                "front matter is never closed: add a line with '---' after it")
            return (PageMetadata(), cleaned, [problem])
        }
        guard let yaml else { return (PageMetadata(), cleaned, []) }
        var fields = YAMLFields(yaml, file: source.path, lineOffset: 1)
        let metadata = PageMetadata(&fields)
        return (metadata, cleaned, fields.diagnostics)
    }
}
