import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

@Suite struct OutlineTests {
    @Test func headingClosesSectionsOfSameOrDeeperLevel() {
        let tree = outline("# A\n## B\n### C\n## D\n# E\n### F\n")
        #expect(tree == "# a\n  ## b\n    ### c\n  ## d\n# e\n  ### f")
    }

    @Test func skippedLevelsNestDirectly() {
        let document = Document.parse("# Top\n### Deep\n## Mid\n")
        #expect(dump(document) == "# top\n  ### deep\n  ## mid")
        #expect(document.sections[0].children[0].level == 3)
    }

    @Test func preambleHoldsBlocksBeforeTheFirstHeading() {
        let document = Document.parse("Intro.\n\n- item\n\n## First\n\nBody.\n")
        #expect(document.preamble == "<p>Intro.</p>\n<ul>\n<li>item</li>\n</ul>\n")
        #expect(document.sections[0].body == "<p>Body.</p>\n")
    }

    @Test func documentWithoutHeadingsIsAllPreamble() {
        let document = Document.parse("Just *text*.\n")
        #expect(document.sections.isEmpty)
        #expect(document.preamble == "<p>Just <em>text</em>.</p>\n")
    }

    @Test func headingsInsideContainersDoNotOpenSections() {
        let document = Document.parse("## Real\n\n> ## Quoted\n\n- ## Listed\n\n## Next\n")
        #expect(dump(document) == "## real\n## next")
        #expect(document.sections[0].body.contains("<h2 id=\"quoted\">Quoted</h2>"))
        #expect(document.sections[0].body.contains("<h2 id=\"listed\">Listed</h2>"))
    }

    @Test func headingsInsideContainersGetIDsInDocumentOrder() {
        let document = Document.parse("> # Top\n\n# Top\n\n- ## Top\n\n[^1]\n\n[^1]: note\n    # In a footnote\n")
        #expect(document.preamble == "<blockquote>\n<h1 id=\"top\">Top</h1>\n</blockquote>\n")
        #expect(document.sections.map(\.id) == ["top-1"])
        #expect(document.sections[0].body.hasPrefix("<ul>\n<li>\n<h2 id=\"top-2\">Top</h2>\n</li>\n</ul>\n"))
        #expect(document.footnotes.contains("<h1>In a footnote</h1>"))
    }

    @Test func setextHeadingsOpenSections() {
        let document = Document.parse("Title\n=====\n\nPart\n----\n\ntext\n")
        #expect(dump(document) == "# title\n  ## part")
        #expect(document.sections[0].children[0].body == "<p>text</p>\n")
    }

    @Test func emptyHeadingStillGetsASection() {
        let document = Document.parse("## \n\nbody\n\n##\n")
        #expect(dump(document) == "## section\n## section-1")
        #expect(document.sections[0].title.text == "")
        #expect(document.sections[0].body == "<p>body</p>\n")
    }

    /// Documents parsed with and without link collection (two different walks over the tree) are the same.
    @Test func bothTreeWalksFindTheSameHeadings() throws {
        let markdown =
            try fixture("Everything.md") + "\n> - > ## Deep [x](y.md)\n\n1. ### In list\n\n[^n]\n\n[^n]: > ## Noted\n"
        var withLinks = Document.parse(markdown, options: ParseOptions(collectLinks: true))
        #expect(!withLinks.links.isEmpty)
        withLinks.links = []
        #expect(withLinks == Document.parse(markdown))
        #expect(withLinks.allSections.contains { $0.body.contains("<h2 id=\"deep-x\">Deep") })
    }

    @Test func bodyStopsAtTheFirstChild() {
        let document = Document.parse("## A\n\none\n\n### B\n\ntwo\n")
        #expect(document.sections[0].body == "<p>one</p>\n")
        #expect(document.sections[0].children[0].body == "<p>two</p>\n")
    }

    @Test func titleKeepsInlineHTMLAndPlainText() {
        let section = Document.parse("## Use `swift build` with *care*\n").sections[0]
        #expect(section.title.html == "Use <code>swift build</code> with <em>care</em>")
        #expect(section.title.text == "Use swift build with care")
    }

    @Test func sectionsRecordTheirSourcePosition() {
        let document = Document.parse(SourceText("intro\n\n## A\n\ntext\n\n  ### B\n", path: "doc.md"))
        #expect(document.sections[0].position == SourceLocation(file: "doc.md", line: 3, column: 1))
        #expect(document.sections[0].children[0].position == SourceLocation(file: "doc.md", line: 7, column: 3))
    }

    @Test func footnotesStayAtTheEndOfTheDocument() {
        let document = Document.parse("## A\n\nNote[^1].\n\n[^1]: Here.\n\n## B\n\ntext\n")
        #expect(document.sections.map(\.id) == ["a", "b"])
        #expect(!document.sections[1].body.contains("footnotes"))
        #expect(document.footnotes.hasPrefix("<section class=\"footnotes\" data-footnotes>"))
        #expect(document.footnotes.contains("id=\"fn-1\""))
    }

    @Test func firstLevelOneHeadingIsTheTitle() {
        #expect(Document.parse("## a\n# The *Title*\n# Other\n").firstLevelOneTitle == "The Title")
        #expect(Document.parse("## only h2\n").firstLevelOneTitle == nil)
    }

    /// The walk goes in document order, a parent before its children, and stops at the first section found.
    @Test func firstSectionWalksInDocumentOrderAndStops() {
        let document = Document.parse("# A\n## B\n### C\n## D\n# E\n## F\n")
        var asked: [String] = []
        let found = document.firstSection { section in
            asked.append(section.title.text)
            return section.level == 2 && asked.count > 2
        }
        #expect(found?.title.text == "D")
        #expect(asked == ["A", "B", "C", "D"])
        #expect(document.firstSection(where: { $0.title.text == "F" })?.level == 2)
        #expect(document.firstSection(where: { $0.level == 4 }) == nil)
        #expect(Document.parse("text\n").firstSection(where: { _ in true }) == nil)
    }
}
