/// Turns a fenced code block into highlighted HTML: the entry point the Markdown parser calls.
enum SyntaxHighlighter {
    /// The HTML for a code block with info string `info` and literal `code`, in the same
    /// `<pre><code class="language-…">` wrapper cmark-gfm writes, or `nil` when the language is missing or unknown
    /// (cmark-gfm's own output is then kept, byte for byte).
    static func codeBlockHTML(code: UnsafeBufferPointer<UInt8>, info: String) -> String? {
        let parsed = CodeBlockInfo(info)
        guard let language = Languages.language(named: parsed.language) else { return nil }
        var writer = HighlightWriter(expectedBytes: code.count)
        var lexer = Lexer(language, code)
        lexer.run(into: &writer)
        let numbered = parsed.firstLineNumber != nil
        var head = Array("<pre><code class=\"language-".utf8)
        head += Array(HTMLEscaping.escape(parsed.language).utf8)
        if numbered { head += Array(" hl-numbered".utf8) }
        head += Array("\"".utf8)
        if let first = parsed.firstLineNumber, first != 1 {
            head += Array(" style=\"counter-reset: hl-line \(first - 1)\"".utf8)
        }
        head += Array(">".utf8)
        let tail = Array("</code></pre>\n".utf8)
        let lines = numbered || !parsed.markedLines.isEmpty
        let room = writer.htmlCapacity(code, lines: lines)
        let capacity = head.count + room + tail.count
        func write(to base: UnsafeMutablePointer<UInt8>) -> Int {
            base.initialize(from: head, count: head.count)
            let body = writer.html(
                code, lines: lines, marked: parsed.markedLines, to: base + head.count, capacity: room)
            (base + head.count + body).initialize(from: tail, count: tail.count)
            return head.count + body + tail.count
        }
        // Written in place into the string, which checks its bytes once: quickly when they are all ASCII, as the
        // code's are when its own are (the highlighter adds only ASCII). The body is megabytes for a large block,
        // and is copied only into the page.
        if ByteWord.firstNonASCII(in: code, from: 0) == nil {
            return String(unsafeUninitializedCapacity: capacity) { write(to: $0.baseAddress!) }
        }
        // Otherwise Swift would check every byte slowly: made into bytes first, then a string in pieces (UTF8Chunks).
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = write(to: buffer.baseAddress!)
        }
        return bytes.withUnsafeBufferPointer { UTF8Chunks.string(decoding: $0) }
    }

    /// The kind of each byte of `code` in `language`, or `nil` for an unknown language: for tests and the oracle.
    static func kinds(of code: String, language name: String) -> [TokenKind]? {
        guard let language = Languages.language(named: name) else { return nil }
        var text = code
        return text.withUTF8 { bytes in
            var writer = HighlightWriter()
            var lexer = Lexer(language, bytes)
            lexer.run(into: &writer)
            var kinds: [TokenKind] = []
            kinds.reserveCapacity(bytes.count)
            for (kind, end) in writer.runs { kinds += repeatElement(kind, count: end - kinds.count) }
            return kinds
        }
    }
}
