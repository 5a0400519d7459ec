import Foundation
import Testing

@testable import FoldmarkCore

/// The editing and rendering calls library users make: moving with re-levelling, and a report's default title.
@Suite struct LibraryAPITests {
    private static let markdown = "# Guide\n\n## Install\n\n### Linux\n\n#### Debian\n\n## Use\n\ntext\n"

    private func levels(_ document: Document) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: document.allSections.map { ($0.id, $0.level) })
    }

    @Test func aMovedSectionKeepsItsLevelsUnlessAskedToRelevel() throws {
        var document = Document.parse(Self.markdown)
        try document.moveSection(withID: "install", under: "use")
        #expect(levels(document)["install"] == 2)
        #expect(document.path(ofSectionWithID: "install") == [0, 0, 0])
    }

    @Test func aMovedSectionIsReleveledWithItsWholeSubtree() throws {
        var document = Document.parse(Self.markdown)
        try document.moveSection(withID: "install", under: "use", relevel: true)
        #expect(levels(document) == ["guide": 1, "use": 2, "install": 3, "linux": 4, "debian": 5])
        #expect(dump(document) == "# guide\n  ## use\n    ### install\n      #### linux\n        ##### debian")
    }

    @Test func releveledLevelsStopAtSix() throws {
        var document = Document.parse("# A\n\n## B\n\n### C\n\n#### D\n\n##### E\n\n###### F\n\n## G\n\n### H\n")
        try document.moveSection(withID: "g", under: "f", relevel: true)
        #expect(levels(document)["g"] == 6)
        #expect(levels(document)["h"] == 6)
    }

    @Test func aSectionMovedToTheTopTakesTheTopLevel() throws {
        var document = Document.parse(Self.markdown)
        try document.moveSection(withID: "linux", relevel: true)
        #expect(levels(document)["linux"] == 1)
        #expect(levels(document)["debian"] == 2)
    }

    @Test func anInsertedSectionCanBeReleveled() throws {
        var document = Document.parse(Self.markdown)
        let section = Section(level: 1, id: "faq", title: SectionTitle(text: "FAQ"))
        try document.insert(section, under: "install", relevel: true)
        #expect(levels(document)["faq"] == 3)
    }

    @Test func insertedSectionsWithClashingIDsGetUniqueOnes() throws {
        var document = Document.parse(Self.markdown)
        let child = Section(level: 3, id: "linux", title: SectionTitle(text: "Linux"))
        let twin = Section(level: 3, id: "linux", title: SectionTitle(text: "Linux again"))
        let section = Section(level: 2, id: "install", title: SectionTitle(text: "Install"), children: [child, twin])
        let id = try document.insert(section)
        #expect(id == "install-1")
        #expect(document.sections.last?.children.map(\.id) == ["linux-1", "linux-2"])
        #expect(Set(document.allSections.map(\.id)).count == document.allSections.count)
    }

    @Test func aThemeOfYourOwnWithoutAFolder() throws {
        let theme = try Theme(overriding: ["report.mustache": "<title>{{title}}</title>\n{{{content}}}", "x.txt": "no"])
        let html = try HTMLRenderer(theme: theme).renderReport(Document.parse("# A & B\n\ntext\n"))
        #expect(html.hasPrefix("<title>A &amp; B</title>\n<h1"))
        #expect(theme.file(named: "x.txt") == nil)
        #expect(theme.sources == ["report.mustache": "report.mustache"])
        let error = try #require(throws: FoldmarkError.self) { try Theme(overriding: ["page.mustache": "a\n{{#x}}"]) }
        #expect(error.diagnostics.first?.location.file == "page.mustache")
        #expect(error.diagnostics.first?.code == DiagnosticCode.templateSyntax.rawValue)
    }

    @Test func aReportHasADefaultTitle() throws {
        let renderer = HTMLRenderer()
        #expect(try renderer.renderReport(Document.parse(Self.markdown)).contains("<title>Guide</title>"))
        #expect(try renderer.renderReport(Document.parse("no heading\n")).contains("<title>Document</title>"))
        #expect(try renderer.renderReport(Document.parse("# A\n"), title: "B").contains("<title>B</title>"))
    }
}
