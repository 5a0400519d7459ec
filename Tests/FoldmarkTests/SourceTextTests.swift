import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

@Suite struct SourceTextTests {
    @Test func validTextPassesUnchanged() {
        let source = SourceText(bytes: Array("# Tïtle © 2026\n\ttab\r\n".utf8), path: "a.md")
        #expect(source.text == "# Tïtle © 2026\n\ttab\r\n")
        #expect(source.diagnostics.isEmpty)
    }

    @Test func invalidUTF8AndNULAreReplacedAndReported() {
        let bytes: [UInt8] = Array("ok\nab".utf8) + [0xFF] + Array("c\nx".utf8) + [0] + Array("y\u{7}".utf8)
        let source = SourceText(bytes: bytes, path: "bad.md")
        #expect(source.text == "ok\nab\u{FFFD}c\nx\u{FFFD}y\u{FFFD}")
        #expect(
            source.diagnostics.map(\.description) == [
                "bad.md:2:3: warning: invalid UTF-8 replaced with U+FFFD [invalid-utf8]",
                "bad.md:3:2: warning: NUL character replaced with U+FFFD [nul-character]",
                "bad.md:3:4: warning: control character U+0007 replaced with U+FFFD [control-character]",
            ])
    }

    @Test func c1ControlsAreReplacedButLatinOneLettersAreNot() {
        let source = SourceText("a\u{85}b é\u{A0}")
        #expect(source.text == "a\u{FFFD}b é\u{A0}")
        #expect(source.diagnostics.count == 1)
    }

    @Test func replacedCharactersReachTheDocumentDiagnostics() {
        let document = Document.parse(SourceText(bytes: [0x23, 0x20, 0xC3, 0x0A], path: "t.md"))
        #expect(document.sections[0].title.text == "\u{FFFD}")
        #expect(document.diagnostics.map(\.code) == ["invalid-utf8"])
    }

    /// A forged marker in the input is replaced before parsing, so it cannot cut the document.
    @Test func markerLookalikesCannotSplitSections() throws {
        let document = Document.parse("## A\n\n<\u{1}S text &#1; &lt;&#x1;S\n")
        #expect(document.sections.count == 1)
        #expect(document.sections[0].body.contains("text"))
    }
}
