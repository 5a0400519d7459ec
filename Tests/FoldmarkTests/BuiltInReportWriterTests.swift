import Testing

@testable import FoldmarkCore

/// The compiled report writer must produce exactly what the built-in `report.mustache` produces through Mustache.
@Suite struct BuiltInReportWriterTests {
    /// A report whose text values need escaping, with a contents list of `headings` sections.
    static func report(headings: Int) -> ReportView {
        let markdown = (0..<headings).map { "## Part \"\($0)\" <b>\n\ntext \($0)\n" }.joined(separator: "\n")
        return ReportView(
            content: "<p>body &amp; more</p>", title: "T <1> & \"2\"", language: "en\"x", remember: true,
            sectioned: false, css: "body { color: red; }", script: "console.log(1 < 2);", searchIndex: nil,
            toc: TocView(document: Document.parse("# Top\n\n" + markdown)))
    }

    /// Variations, each setting the values one branch of the template depends on.
    static let variations: [@Sendable (inout ReportView) -> Void] = [
        { _ in },
        { $0.remember = false },
        { $0.sectioned = true },
        { $0.searchIndex = "window.FoldmarkSearchIndex={};" },
        { $0.toc = nil },
        { $0 = report(headings: ContentsList.openingCount + 1) },
        {
            $0.searchIndex = ""
            $0.content = ""
            $0.script = ""
        },
    ]

    @Test(arguments: variations.indices)
    func matchesTheTemplate(_ variation: Int) throws {
        var report = Self.report(headings: 2)
        Self.variations[variation](&report)
        let theme = Theme.builtIn
        let written = try BuiltInReportWriter.render(report, theme: theme)
        #expect(written == (try theme.render("report", report, compiledPartials: false)))
        #expect(Array(written.utf8) == Array((try theme.render("report", report)).utf8))
    }

    /// The renderer writes a report with the compiled writer only while `report.mustache` is the built-in one, and
    /// a partial that is overridden still goes through its template.
    @Test func overriddenTemplatesAreUsed() throws {
        let document = Document.parse("# A\n\n## B\n\ntext\n")
        let own = try Theme(overriding: ["report.mustache": "<r>{{title}}</r>\n"])
        #expect(try HTMLRenderer(theme: own).renderReport(document) == "<r>A</r>\n")
        let ownList = try Theme(overriding: ["toc-list.mustache": "<own>{{#entries}}{{title}};{{/entries}}</own>\n"])
        let report = try HTMLRenderer(theme: ownList).renderReport(document)
        #expect(report.contains("<own>B;</own>\n"))
        #expect(!report.contains("<ol>"))
    }
}
