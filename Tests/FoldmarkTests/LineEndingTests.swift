import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// `\r\n` is one `Character` in Swift; line numbers must count it, `\r` and `\n` as cmark-gfm does.
@Suite struct LineEndingTests {
    @Test func aCRLFLineInsideLFFrontMatterShiftsNoLineNumber() {
        let text = "---\ntitle: T\r\norder: 1\nopen_level: many\n---\n# Heading\n"
        let (metadata, markdown, problems) = FrontMatter.read(SourceText(text, path: "p.md"))
        #expect(metadata.title == "T")
        #expect(metadata.order == 1)
        #expect(problems.map { "\($0.location)" } == ["p.md:4:13"])
        let document = Document.parse(markdown)
        #expect(document.sections.first?.position?.line == 6)
    }

    /// The same lines whichever line breaks end them, and whether or not the text has a carriage return at all
    /// (texts without one are split at line feeds alone).
    @Test func sourceLinesSplitAtEveryKindOfLineBreak() {
        let cases: [(String, [String])] = [
            ("", [""]),
            ("one", ["one"]),
            ("one\n", ["one", ""]),
            ("one\ntwo\n\nfour é", ["one", "two", "", "four é"]),
            ("\n\n", ["", "", ""]),
            ("one\r\ntwo\rthree\nfour", ["one", "two", "three", "four"]),
            ("one\r\r\ntwo\r", ["one", "", "two", ""]),
        ]
        for (text, expected) in cases {
            let lines = SourceLines(text)
            let found = (1...(expected.count + 1)).map { lines.line($0).map(String.init) }
            #expect(found == expected.map(Optional.some) + [nil], "\(text.debugDescription)")
            #expect(lines.line(0) == nil)
        }
    }

    @Test func crlfAndCRFrontMatterIsRead() {
        for ending in ["\r\n", "\r"] {
            let text = ["---", "title: T", "draft: true", "---", "", "# H", ""].joined(separator: ending)
            let (metadata, markdown, problems) = FrontMatter.read(SourceText(text, path: "p.md"))
            #expect(problems.isEmpty, "\(ending.debugDescription)")
            #expect(metadata.title == "T", "\(ending.debugDescription)")
            #expect(metadata.draft == true, "\(ending.debugDescription)")
            #expect(Document.parse(markdown).sections.first?.position?.line == 6, "\(ending.debugDescription)")
        }
    }

    @Test func frontMatterEndingTheFileAndUnclosedFrontMatter() {
        #expect(FrontMatter.split("---\na: 1\n---").yaml == "a: 1")
        #expect(FrontMatter.split("---\na: 1\n").unclosed)
        #expect(FrontMatter.split("---").yaml == nil)
        #expect(FrontMatter.split("--- \na: 1\n---\n").yaml == nil)
        #expect(FrontMatter.split("---\na: é\u{301}\r\n...\r\nrest").markdown == "\n\n\nrest")
    }

    @Test func autolinkColumnsOnCRLinesAndBeforeCombiningMarks() {
        // The second line of the paragraph ends the first with a lone CR.
        let document = Document.parse(
            SourceText("Text first\rsee <https://x.example> here\n", path: "a.md"),
            options: ParseOptions(collectLinks: true))
        #expect(document.links.map { "\($0.location)" } == ["a.md:2:5"])
        // A combining mark right after the URL makes one Character with its last letter; bytes still match.
        #expect(
            MarkdownParser.autolinkColumn(in: "ab https://x.example\u{301}", column: 40, url: "https://x.example") == 4)
    }
}
