import Foundation
import Testing

@testable import FoldmarkCore

/// `outline --json`: every entry has a kind, and callouts sit among their section's children.
@Suite struct OutlineKindTests {
    @Test func calloutsAreEntriesOfKindCalloutNestedAsInThePage() throws {
        let markdown = "> [!TIP]\n> a\n\n## Part\n\n> [!WARNING]- Careful\n> > [!NOTE]+ Inner\n> > b\n\n### Sub\n\nx\n"
        let summary = OutlineSummary(Document.parse(markdown))
        #expect(summary.sections.map(\.kind) == ["callout", "section"])
        #expect(summary.sections[0].type == "tip" && summary.sections[0].folds == false)
        let part = summary.sections[1]
        #expect(part.type == nil)
        #expect(part.children.map(\.id) == ["careful", "sub"])
        #expect(part.children.map(\.kind) == ["callout", "section"])
        let careful = part.children[0]
        #expect(careful.level == 3 && careful.line == 6 && careful.folds && !careful.open)
        #expect(careful.children.map(\.id) == ["inner"])
        #expect(careful.children[0].level == 4 && careful.children[0].open)
    }

    @Test func theJSONHasAKindOnEveryEntryAndATypeOnlyOnCallouts() throws {
        let summary = OutlineSummary(Document.parse("## A\n\n> [!CAUTION]- Hot\n> x\n"))
        let json = String(decoding: try JSONEncoder().encode(summary), as: UTF8.self)
        #expect(json.contains("\"kind\":\"section\""))
        #expect(json.contains("\"kind\":\"callout\""))
        #expect(json.contains("\"type\":\"caution\""))
        #expect(json.components(separatedBy: "\"type\"").count == 2)
    }
}
