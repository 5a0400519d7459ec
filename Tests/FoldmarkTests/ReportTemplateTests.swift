import Testing

@testable import FoldmarkCore

/// The report's `head` and contents list come from the compiled partials, with the same bytes as the templates;
/// a `report.mustache` written for the values as they were before the partials still works.
@Suite struct ReportTemplateTests {
    static let documents = [
        "# Report\n\ntext\n", "## One\n\n### Two\n\n## Three & \"four\"\n",
        (1...8).map { "## Part \($0)\n\n### Sub \($0)\n" }.joined(),
    ].map { Document.parse($0) }

    @Test(arguments: documents.indices)
    func theCompiledPartialsMatchTheTemplates(_ index: Int) throws {
        let document = Self.documents[index]
        for (search, contents) in [(nil, true), ("var index = 1;", false), ("var index = 1;", true)] {
            let view = ReportView(
                content: try HTMLRenderer().renderFragment(document), title: "A <b>", language: "en",
                remember: contents, sectioned: search == nil, css: "body{}", script: "go()", searchIndex: search,
                toc: contents ? TocView(document: document) : nil)
            let compiled = try Theme.builtIn.render("report", view)
            #expect(compiled == (try Theme.builtIn.render("report", view, compiledPartials: false)))
            #expect(compiled.contains("<title>A &lt;b&gt;</title>\n"))
        }
    }

    @Test(arguments: documents.indices)
    func aReportTemplateWrittenForTheOldValuesStillWorks(_ index: Int) throws {
        let legacy = try Theme(overriding: ["report.mustache": try fixture("legacy-theme/report.mustache")])
        for search in [nil, "var index = 2;"] {
            let document = Self.documents[index]
            let old = try HTMLRenderer(theme: legacy).renderReport(document, title: "T", searchIndex: search)
            #expect(old == (try HTMLRenderer().renderReport(document, title: "T", searchIndex: search)))
        }
    }
}
