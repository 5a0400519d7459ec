import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// `foldmark diff`'s library side: matching sections between versions and showing what changed.
@Suite struct SectionDiffTests {
    static func diff(_ old: String, _ new: String) -> SectionDiff {
        SectionDiff(
            old: DiffSection.entries(of: Document.parse(old)), new: DiffSection.entries(of: Document.parse(new)))
    }

    static func kinds(_ diff: SectionDiff) -> [String: [SectionDiff.Kind]] {
        var result: [String: [SectionDiff.Kind]] = [:]
        for change in diff.changes { result[change.shown.title] = change.kinds }
        return result
    }

    @Test func renamedSectionIsMatchedByTitleSimilarity() {
        let diff = Self.diff(
            "## Install\n\nRun it.\n\n## Use\n\nText.\n", "## Installation\n\nRun it.\n\n## Use\n\nText.\n")
        #expect(Self.kinds(diff) == ["Installation": [.renamed], "Use": [.unchanged]])
        #expect(diff.changes.first?.old?.id == "install")
    }

    @Test func explicitIDsMatchWhateverTheTitle() {
        let diff = Self.diff("## Start {#begin}\n\nA.\n", "## Completely different {#begin}\n\nA.\n")
        #expect(Self.kinds(diff) == ["Completely different": [.renamed]])
    }

    @Test func movedSectionKeepsItsMatch() {
        let old = "## A\n\nx\n\n### Colours\n\nPick.\n\n## B\n\ny\n"
        let new = "## A\n\nx\n\n## B\n\ny\n\n### Colours\n\nPick.\n"
        let diff = Self.diff(old, new)
        #expect(Self.kinds(diff)["Colours"] == [.moved])
        #expect(Self.kinds(diff)["A"] == [.unchanged])
        let report = DiffReport(diff: diff, oldName: "a", newName: "b")
        #expect(report.markdown().contains("**Moved**: Colours — moved from under “A”"))
    }

    @Test func splitSectionIsChangedPlusAdded() {
        let old = "## Troubleshooting\n\nRead the logs. Restart the service.\n"
        let new = "## Troubleshooting\n\nRead the logs.\n\n## Restarting\n\nRestart the service.\n"
        let diff = Self.diff(old, new)
        #expect(Self.kinds(diff) == ["Troubleshooting": [.changed], "Restarting": [.added]])
        let words = diff.changes[0].words?.runs ?? []
        #expect(words.map(\.kind) == [.same, .removed])
        #expect(words.last?.text == "Restart the service.")
    }

    @Test func removedSectionsShowWhereTheyWere() {
        let diff = Self.diff("## A\n\n1\n\n## Gone\n\n2\n\n## C\n\n3\n", "## A\n\n1\n\n## C\n\n3\n")
        #expect(diff.changes.map(\.shown.title) == ["A", "Gone", "C"])
        #expect(diff.changes[1].kinds == [.removed])
    }

    @Test func htmlFoldsUnchangedAndOpensChangedSections() throws {
        let diff = Self.diff("## Same\n\nx\n\n## Edited\n\nold words\n", "## Same\n\nx\n\n## Edited\n\nnew words\n")
        let report = DiffReport(diff: diff, oldName: "old.md", newName: "new.md", baseURL: "https://example.org/docs")
        let sections = report.document(title: "Changes").allSections
        let policy = FoldPolicy()
        #expect(sections.first { $0.id == "same" }.map { policy.state(of: $0) } == .closed)
        #expect(sections.first { $0.id == "edited" }.map { policy.state(of: $0) } == .open)
        let html = try report.html()
        #expect(html.contains("<del class=\"fm-diff-removed\">old</del> <ins class=\"fm-diff-added\">new</ins> words"))
        // For a single file, the base URL is the new page's own URL.
        #expect(html.contains("href=\"https://example.org/docs#edited\""))
    }

    @Test func titlesAndTextAreEscaped() throws {
        let diff = Self.diff("## A\n\nx\n", "## A &lt;script&gt;\n\n`</script><img src=x>`\n")
        let html = try DiffReport(diff: diff, oldName: "<b>", newName: "n").html()
        let content = try #require(html.components(separatedBy: "<main class=\"fm-document\">").last)
            .components(separatedBy: "</main>")[0]
        #expect(!content.contains("<script"))
        #expect(!content.contains("<img"))
        #expect(!content.contains("<b>"))
    }

    @Test func markdownStopsAtItsLimitWithANote() {
        let old = (0..<400).map { "## Section \($0)\n\nold text \($0)\n" }.joined(separator: "\n")
        let new = (0..<400).map { "## Section \($0)\n\nnew text \($0)\n" }.joined(separator: "\n")
        let report = DiffReport(diff: Self.diff(old, new), oldName: "a", newName: "b")
        let markdown = report.markdown(limit: 20_000)
        #expect(markdown.utf8.count <= 20_000)
        #expect(markdown.contains("changes are not shown: the comment is limited to 19 KiB."))
        #expect(!report.markdown().contains("not shown"))
    }

    @Test func hugeSectionsAreNotComparedWordByWord() {
        let old = (0..<15_000).map { "a\($0)" }.joined(separator: " ")
        let new = (0..<15_000).map { "b\($0)" }.joined(separator: " ")
        let words = WordDiff(old: old, new: new)
        #expect(words.wholeText)
        #expect(words.runs.map(\.kind) == [.removed, .added])
        #expect(!WordDiff(old: "a b c", new: "a c").wholeText)
    }

    @Test func jsonListsOnlyChangesWithSortedKeys() throws {
        let diff = Self.diff("## A\n\nx\n\n## B\n\ny\n", "## A\n\nx\n\n## B\n\nz\n\n## C\n\nw\n")
        let text = try DiffReport(diff: diff, oldName: "o", newName: "n").jsonText()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.map { $0["id"] as? String } == ["b", "c"])
        #expect(changes.map { $0["kinds"] as? [String] } == [["changed"], ["added"]])
        #expect((object["summary"] as? [String: Int])?["unchanged"] == 1)
        #expect(object["version"] as? Int == 1)
    }

    @Test func sitesComparePageByPage() throws {
        try withTemporaryFolder { folder in
            func site(_ name: String, _ pages: [String: String]) throws -> String {
                let content = folder.appendingPathComponent("\(name)/Content")
                try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
                for (path, text) in pages { try Data(text.utf8).write(to: content.appendingPathComponent(path)) }
                return folder.appendingPathComponent(name).path
            }
            let old = try site(
                "old",
                [
                    "index.md": "# Home\n\nWelcome.\n", "gone.md": "# Gone\n\nBye.\n",
                    "guide.md": "# Guide\n\n## Step\n\nOne.\n",
                ])
            let new = try site(
                "new",
                [
                    "index.md": "# Home\n\nWelcome.\n", "new.md": "# New page\n\nHello.\n",
                    "guide.md": "# Guide\n\n## Step\n\nTwo.\n",
                ])
            let diff = SectionDiff(old: try DiffInput.load(old).sections, new: try DiffInput.load(new).sections)
            let pageKinds = Dictionary(
                uniqueKeysWithValues: diff.changes.filter { $0.shown.isPage }.map { ($0.shown.page, $0.kinds) })
            #expect(pageKinds["gone.md"] == [.removed])
            #expect(pageKinds["new.md"] == [.added])
            #expect(pageKinds["index.md"] == [.unchanged])
            let step = try #require(diff.changes.first { $0.shown.id == "step" })
            #expect(step.kinds == [.changed])
            let report = DiffReport(diff: diff, oldName: "old", newName: "new", baseURL: "https://example.org/")
            #expect(report.link(to: step.shown) == "https://example.org/guide/#step")
            // The same inputs give the same bytes.
            let again = SectionDiff(old: try DiffInput.load(old).sections, new: try DiffInput.load(new).sections)
            #expect(
                try DiffReport(diff: again, oldName: "old", newName: "new").html()
                    == (try DiffReport(diff: diff, oldName: "old", newName: "new").html()))
        }
    }

    @Test func outlineJSONComparesStructure() throws {
        try withTemporaryFolder { folder in
            func outline(_ name: String, _ markdown: String) throws -> String {
                let summary = OutlineSummary(Document.parse(markdown), policy: FoldPolicy())
                let file = folder.appendingPathComponent(name)
                try JSONEncoder().encode(summary).write(to: file)
                return file.path
            }
            let old = try outline("old.json", "## A\n\nx\n\n## Colours\n\ny\n")
            let new = try outline("new.json", "## A\n\nchanged text is not seen\n\n## Colors\n\ny\n")
            let diff = SectionDiff(old: try DiffInput.load(old).sections, new: try DiffInput.load(new).sections)
            #expect(Self.kinds(diff) == ["A": [.unchanged], "Colors": [.renamed]])
            try Data("{}".utf8).write(to: folder.appendingPathComponent("bad.json"))
            #expect(throws: FoldmarkError.self) { try DiffInput.load(folder.appendingPathComponent("bad.json").path) }
        }
    }
}
