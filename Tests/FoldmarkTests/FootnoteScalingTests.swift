import Testing

@testable import FoldmarkCore

/// Footnotes scale linearly: finding the ids of the footnotes section once searched with Foundation's
/// `range(of:)` on a `Substring`, which copied the rest of the section at every match (3,000 footnotes took
/// seconds, 30,000 never finished); the ids now come from the tree (``FootnoteIDs``). In ``ScalingTests``, which is serialized, so the timings do not compete.
extension ScalingTests {
    /// n paragraphs each citing its own footnote, a level-2 heading every hundred paragraphs, then the n
    /// definitions.
    static func footnotes(_ n: Int) -> String {
        var text = "# Notes\n\n"
        for index in 0..<n {
            if index % 100 == 0 { text += "## Part \(index)\n\n" }
            text += "Paragraph \(index) cites a note[^n\(index)].\n\n"
        }
        for index in 0..<n { text += "[^n\(index)]: Note \(index), with [a link](#part-0).\n\n" }
        return text
    }

    @Test func manyFootnotes() throws {
        try expectNearLinear("footnotes", small: 1_000, Self.footnotes)
    }

    @Test func thirtyThousandFootnotesAreAllThere() throws {
        let document = Document.parse(Self.footnotes(30_000))
        let html = try HTMLRenderer().renderFragment(document)
        #expect(html.contains("id=\"fn-n29999\""))
        #expect(html.contains("href=\"#fnref-n0\""))
        // The footnote ids are reserved: no heading may take one.
        #expect(!document.allSections.contains { $0.id.hasPrefix("fn") })
    }
}
