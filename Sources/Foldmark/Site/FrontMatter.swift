/// YAML front matter between `---` lines at the very start of a Markdown file.
enum FrontMatter {
    /// Splits `text` into its front matter and its Markdown.
    ///
    /// The Markdown keeps the front matter's lines as empty lines, so line numbers in it are the file's own.
    /// Returns `nil` for the YAML when the file has no front matter.
    static func split(_ text: String) -> (yaml: String?, markdown: String, unclosed: Bool) {
        guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n") else { return (nil, text, false) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var closing: Int?
        for index in 1..<lines.count {
            let line = lines[index].hasSuffix("\r") ? lines[index].dropLast() : lines[index]
            if line == "---" || line == "..." {
                closing = index
                break
            }
        }
        guard let closing else { return (nil, text, true) }
        let yaml = lines[1..<closing].joined(separator: "\n")
        for index in 0...closing { lines[index] = "" }
        return (yaml, lines.joined(separator: "\n"), false)
    }

    /// Reads the front matter of `source`: the page's metadata, the Markdown to parse, and any problems.
    static func read(_ source: SourceText) -> (metadata: PageMetadata, markdown: SourceText, diagnostics: [Diagnostic]) {
        let (yaml, markdown, unclosed) = split(source.text)
        var cleaned = source
        cleaned.text = markdown
        if unclosed {
            let problem = Diagnostic(
                .error, at: SourceLocation(file: source.path, line: 1, column: 1), code: "front-matter",
                "front matter is never closed: add a line with '---' after it")
            return (PageMetadata(), cleaned, [problem])
        }
        guard let yaml else { return (PageMetadata(), cleaned, []) }
        var fields = YAMLFields(yaml, file: source.path, lineOffset: 1)
        let metadata = PageMetadata(&fields)
        return (metadata, cleaned, fields.diagnostics)
    }
}
