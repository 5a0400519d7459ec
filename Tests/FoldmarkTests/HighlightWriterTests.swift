import Testing

@testable import FoldmarkCore

/// The highlighter writes into one buffer sized beforehand: the size is a true bound, however many escapes, runs,
/// lines and marks the code has, and the tags are the documented classes.
@Suite struct HighlightWriterTests {
    @Test func everyOpenTagIsItsDocumentedClass() {
        for kind in TokenKind.allCases {
            #expect(HighlightWriter.openTagText(kind) == (kind.className.map { "<span class=\"\($0)\">" } ?? ""))
        }
    }

    @Test(arguments: [
        ("diff", "+\"\"\n-<<\n\n\n+&\n"), ("json", "{\"\":\"\\\"\",\"a\":[1,2,\"<&>\"]}\n\n"),
        ("python", String(repeating: "\"\"\"\n", count: 20)), ("html", "<a href=\"&amp;\">&lt;</a>\n\n"),
    ])
    func theBoundHoldsWithLineSpansAndMarks(language: String, code: String) throws {
        let compiled = try #require(Languages.language(named: language))
        var text = code
        text.withUTF8 { bytes in
            var writer = HighlightWriter()
            var lexer = Lexer(compiled, bytes)
            lexer.run(into: &writer)
            let newlines = bytes.filter { $0 == UInt8(ascii: "\n") }.count
            for lines in [false, true] {
                let capacity = writer.htmlCapacity(bytes, lines: lines)
                let out = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                    count = writer.html(
                        bytes, lines: lines, marked: Set(1...(newlines + 1)), to: buffer.baseAddress!,
                        capacity: capacity)
                }
                let bound = HighlightWriter.htmlBound(
                    bytes: bytes.count, newlines: newlines, runs: writer.runCount, lines: lines)
                #expect(out.count <= bound && capacity >= bound)
                // Every line is in its span, marked, when asked.
                let html = String(decoding: out, as: UTF8.self)
                let marks = html.components(separatedBy: "<span class=\"hl-line hl-mark\">").count - 1
                #expect(marks == (lines ? newlines : 0))
            }
        }
    }
}
