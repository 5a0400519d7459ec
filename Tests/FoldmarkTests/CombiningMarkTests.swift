import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// A combining mark joins the character before it into one `Character`; the parser's searches work on bytes.
@Suite struct CombiningMarkTests {
    @Test func nestedHeadingsStartingWithACombiningMarkGetTheirIDs() throws {
        let document = Document.parse("> ## \u{301}x\n\n## A\n\n- ### \u{300}y 🎉\n")
        let html = try HTMLRenderer(theme: .builtIn, policy: FoldPolicy()).renderFragment(document)
        #expect(!html.unicodeScalars.contains("\u{1}"))
        #expect(html.contains("<h2 id=\"\u{301}x\">\u{301}x</h2>"))
        #expect(html.contains("<h3 id=\"\u{300}y-\">\u{300}y 🎉</h3>"))
    }

    @Test func nestedHeadingIDsFillByBytes() {
        let html = "<h2>" + NestedHeadingIDs.marker + "\u{301}a</h2>\r\n<h3>" + NestedHeadingIDs.marker + "b</h3>"
        #expect(
            NestedHeadingIDs.fill(html, ids: ["one", "two"]) == "<h2 id=\"one\">\u{301}a</h2>\r\n<h3 id=\"two\">b</h3>")
    }
}
