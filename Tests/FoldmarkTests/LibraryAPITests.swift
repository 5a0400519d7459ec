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

    /// The editing example of `Content/library.md`, step by step: what it prints is the text block the page
    /// shows after it.
    @Test func theEditingExampleOfTheLibraryPagePrintsWhatThePageSays() throws {
        var document = Document.parse(
            "## Install\n\nRun the installer.\n\n## Usage\n\nRun it.\n\n## Old notes\n\nOut of date.")
        var lines: [String] = []
        let faq = Section(level: 2, id: "faq", title: SectionTitle(text: "FAQ"), body: "<p>Ask away.</p>\n")
        try document.insert(faq)
        try document.moveSection(withID: "usage", under: "install", at: 0, relevel: true)
        lines.append("removed: " + (try document.removeSection(withID: "old-notes")).title.text)
        try document.setFold(.closed, forSectionWithID: "faq")
        func show(_ sections: [Section], depth: Int = 0) {
            for section in sections {
                lines.append(
                    String(repeating: "  ", count: depth) + "\(section.id) (h\(section.level), \(section.fold))")
                show(section.children, depth: depth + 1)
            }
        }
        show(document.sections)
        lines.append(
            "inserted: " + (try document.insert(Section(level: 2, id: "faq", title: SectionTitle(text: "Again")))))
        #expect(throws: OutlineEditError.moveIntoOwnSubtree("install")) {
            try document.moveSection(withID: "install", under: "usage")
        }
        lines.append(OutlineEditError.moveIntoOwnSubtree("install").description)
        #expect(throws: OutlineEditError.sectionNotFound("nope")) {
            try document.setFold(.open, forSectionWithID: "nope")
        }
        lines.append(OutlineEditError.sectionNotFound("nope").description)

        let page = try String(
            contentsOf: testsFolder.appendingPathComponent("../../Content/library.md").standardizedFileURL,
            encoding: .utf8)
        let editing = try #require(page.range(of: "## Editing the tree"))
        let block = try #require(page.range(of: "```text\n", range: editing.upperBound..<page.endIndex))
        let end = try #require(page.range(of: "```", range: block.upperBound..<page.endIndex))
        #expect(lines.joined(separator: "\n") + "\n" == page[block.upperBound..<end.lowerBound])
    }
}
