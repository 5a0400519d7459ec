import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

@Suite struct EditingTests {
    private let sample = "## A\na\n### A1 {closed}\nx\n#### A1a\ny\n## B\nb\n## C {open}\nc\n"

    @Test func findsSectionsByID() throws {
        let document = Document.parse(sample)
        #expect(document.section(withID: "a1a")?.body == "<p>y</p>\n")
        #expect(document.path(ofSectionWithID: "a1a") == [0, 0, 0])
        #expect(document.section(withID: "missing") == nil)
    }

    @Test func moveCarriesStateAndSubtree() throws {
        var document = Document.parse(sample)
        try document.moveSection(withID: "a1", under: "c", at: 0)
        #expect(dump(document) == "## a\n## b\n## c\n  ### a1\n    #### a1a")
        let moved = try #require(document.section(withID: "a1"))
        #expect(moved.fold == .closed)
        #expect(moved.children.map(\.id) == ["a1a"])
    }

    @Test func moveToTheTopLevelAndReorder() throws {
        var document = Document.parse(sample)
        try document.moveSection(withID: "c", at: 0)
        try document.moveSection(withID: "a1a")
        #expect(dump(document) == "## c\n## a\n  ### a1\n## b\n#### a1a")
    }

    @Test func moveIntoOwnSubtreeIsRefused() {
        var document = Document.parse(sample)
        #expect(throws: OutlineEditError.moveIntoOwnSubtree("a")) {
            try document.moveSection(withID: "a", under: "a1a")
        }
        #expect(dump(document) == dump(Document.parse(sample)))
    }

    @Test func insertAndRemove() throws {
        var document = Document.parse(sample)
        let new = Section(level: 3, id: "new", title: SectionTitle(text: "New <one>"), body: "<p>n</p>\n", fold: .open)
        try document.insert(new, under: "b")
        #expect(document.section(withID: "new")?.title.html == "New &lt;one&gt;")
        let removed = try document.removeSection(withID: "a")
        #expect(removed.children.first?.id == "a1")
        #expect(dump(document) == "## b\n  ### new\n## c")
    }

    @Test func editsThatBreakTheTreeThrow() {
        var document = Document.parse(sample)
        #expect(throws: OutlineEditError.sectionNotFound("nope")) { try document.removeSection(withID: "nope") }
        #expect(throws: OutlineEditError.indexOutOfRange(9)) {
            try document.insert(Section(level: 2, id: "z", title: SectionTitle(text: "Z")), at: 9)
        }
    }

    @Test func setFoldChangesOneSection() throws {
        var document = Document.parse(sample)
        try document.setFold(.nofold, forSectionWithID: "a1a")
        #expect(document.section(withID: "a1a")?.fold == .nofold)
        #expect(document.section(withID: "a1")?.fold == .closed)
    }
}
