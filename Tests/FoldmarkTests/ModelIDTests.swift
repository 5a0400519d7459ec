import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The ids of a document are in its model: headings inside containers, footnotes and their references, callouts,
/// and (in unsafe mode) raw HTML. Only raw HTML is read for ids; everything else Foldmark hands out itself.
@Suite struct ModelIDTests {
    private static let markdown = """
        > ### Quoted before
        Text with a note[^a], again[^a], and[^Note&c].

        # Title

        - ### In a list {#kept-as-text}

        > [!NOTE]- A callout
        > Inside.

        ## Part

        Cites [^a] a third time and [^é].

        [^a]: The note.
        [^Note&c]: Another, citing [^é].
        [^é]: Accented.
        [^unused]: Never cited.

        """

    /// Every id the rendered fragment defines, decoded: what check once read from the HTML.
    private func renderedIDs(_ document: Document) throws -> Set<String> {
        Set(RawHTMLIDs.ids(in: Array(try HTMLRenderer().renderFragment(document).utf8)))
    }

    @Test func nestedHeadingsAreInTheModel() {
        let document = Document.parse(SourceText(Self.markdown, path: "page.md"))
        #expect(
            document.preambleNestedHeadings == [
                NestedHeading(
                    id: "quoted-before", level: 3, title: "Quoted before",
                    position: SourceLocation(file: "page.md", line: 1, column: 3))
            ])
        let title = document.sections[0]
        #expect(title.nestedHeadings.map(\.id) == ["in-a-list-kept-as-text"])
        #expect(title.nestedHeadings.map(\.level) == [3])
        #expect(title.nestedHeadings.first?.position?.line == 6)
        #expect(title.children[0].nestedHeadings.isEmpty)
    }

    @Test func footnoteIDsComeFromTheTreeAndMatchTheHTML() throws {
        let document = Document.parse(Self.markdown)
        #expect(
            document.footnoteIDs == [
                "fn-a", "fnref-a", "fnref-a-2", "fnref-a-3", "fn-Note&c", "fnref-Note&c",
                "fn-%C3%A9", "fnref-%C3%A9", "fnref-%C3%A9-2",
            ])
        #expect(Set(document.anchorIDs) == (try renderedIDs(document)))
        #expect(document.anchorIDs.count == Set(document.anchorIDs).count)
    }

    @Test func anchorIDsAreEveryIDTheFragmentDefines() throws {
        let markdown = Self.markdown + "\n## Raw\n\n<div id=\"raw-block\">\n\nx <span id=\"raw&amp;inline\">y</span>\n"
        let safe = Document.parse(markdown)
        #expect(Set(safe.anchorIDs) == (try renderedIDs(safe)))
        #expect(!safe.anchorIDs.contains("raw-block"))
        let unsafe = Document.parse(markdown, options: ParseOptions(unsafeHTML: true))
        #expect(Set(unsafe.anchorIDs) == (try renderedIDs(unsafe)))
        #expect(unsafe.sections[0].children[1].rawHTMLIDs == ["raw-block", "raw&inline"])
        #expect(unsafe.anchorIDs.contains(unsafe.allBlocks[0].id))
    }

    @Test func rawHTMLIDsInsideFootnotesAreReserved() {
        let document = Document.parse(
            "Note[^1].\n\n## Anchor\n\n[^1]: See <a id=\"anchor\"></a>.\n", options: ParseOptions(unsafeHTML: true))
        #expect(document.footnoteIDs == ["fn-1", "fnref-1", "anchor"])
        #expect(document.sections.map(\.id) == ["anchor-1"])
    }

    /// A link to `#x` inside a footnote once reserved `x` for the footnotes, and the heading `x` became `x-1`.
    @Test func aLinkInAFootnoteDoesNotRenameTheHeadingItNames() throws {
        let document = Document.parse("# x\n\nText[^1].\n\n[^1]: See [x](#x).\n")
        #expect(document.sections.map(\.id) == ["x"])
        #expect(document.diagnostics.isEmpty)
        let html = try HTMLRenderer().renderFragment(document)
        #expect(html.contains("<details id=\"x\"") || html.contains("<h1 id=\"x\""))
        let explicit = Document.parse("## Setup {#x}\n\nText[^1].\n\n[^1]: See [x](#x).\n")
        #expect(explicit.sections.map(\.id) == ["x"])
        #expect(explicit.diagnostics.isEmpty)
    }

    @Test func footnoteLabelsAreEscapedAsCmarkEscapesURLs() throws {
        var labels: [String] = []
        // Lower-case letters are left out: cmark-gfm matches labels case-insensitively, so `ka` would be `kA`.
        let excluded = Set("[]^\\\"'abcdefghijklmnopqrstuvwxyz".utf8)
        for byte in UInt8(ascii: "!")...UInt8(ascii: "~") where !excluded.contains(byte) {
            labels.append("k" + String(UnicodeScalar(byte)))
        }
        var markdown = labels.map { "Cite[^\($0)].\n\n" }.joined()
        markdown += labels.map { "[^\($0)]: Note.\n\n" }.joined()
        let document = Document.parse(markdown)
        #expect(document.footnoteIDs.count == labels.count * 2)
        #expect(Set(document.anchorIDs) == (try renderedIDs(document)))
        #expect(FootnoteIDs.escapeAsHref("a'b&c d/é") == "a'b&c%20d/%C3%A9")
    }

    /// cmark-gfm gives no access to a definition's label: it is read from the definition's line, which may start
    /// with a block quote's or a list item's markers, and may hold brackets after the label.
    @Test func footnoteLabelsAreReadInsideContainers() throws {
        let markdown = """
            One[^q], two[^l].

            > [^q]: Quoted [^not-a-label]: text.

            - item

              [^l]: In a list item.

            """
        let document = Document.parse(markdown)
        #expect(document.footnoteIDs == ["fn-q", "fnref-q", "fn-l", "fnref-l"])
        #expect(Set(document.anchorIDs) == (try renderedIDs(document)))
    }

    @Test func checkFindsAnchorsFromTheModel() throws {
        let files = [
            "Content/index.md": """
            # Home

            > ## Quoted

            Links: [quoted](#quoted), [note](#fn-1), [ref](#fnref-1), [raw](#raw), [missing](#nowhere)[^1].

            <a id="raw"></a>

            [^1]: A note.

            """,
            "foldmark.yml": "unsafe_html: true\n",
        ]
        try DiscoverySite.withSite(files) { site in
            let result = try DiscoverySite.check(site)
            let anchors = result.diagnostics.filter { $0.code == "broken-anchor" }
            #expect(anchors.map(\.message) == ["link to missing anchor '#nowhere'"])
        }
    }
}
