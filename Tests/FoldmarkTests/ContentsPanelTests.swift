import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The contents panel: in every report and site page, from the section tree; `--toc` / `toc: false` (the site's
/// `foldmark.yml`, `defaults` and front matter) turn it off; a report with many sections opens on it.
@Suite struct ContentsPanelTests {
    private func report(_ markdown: String, contents: Bool = true) throws -> String {
        try HTMLRenderer().renderReport(Document.parse(markdown), contents: contents)
    }

    @Test func aReportListsItsSectionsUnderItsTitle() throws {
        let html = try report("# Title\n\n## A & B\n\n### B\n\n## C\n")
        #expect(html.contains("<nav class=\"fm-toc\" aria-label=\"Contents\">"))
        #expect(html.contains("(3 sections)"))
        #expect(
            html.contains(
                "<li><a href=\"#a--b\">A &amp; B</a>\n<ol>\n<li><a href=\"#b\">B</a></li>\n</ol>\n</li>\n"
                    + "<li><a href=\"#c\">C</a></li>\n</ol>"))
        // Three sections: the panel starts folded.
        #expect(html.contains("<details class=\"fm-toc-panel\">"))
        #expect(!html.contains("Title</a>"))
    }

    @Test func aReportWithManySectionsOpensOnItsContents() throws {
        let markdown = (1...40).map { "## Check \($0)\n\nok\n" }.joined(separator: "\n")
        let html = try report(markdown)
        #expect(html.contains("<details class=\"fm-toc-panel\" open>"))
        #expect(html.contains("(40 sections)"))
        #expect(ContentsList.count(for: Document.parse(markdown)) == 40)
    }

    @Test func aReportWithoutContentsOrHeadingsHasNoPanel() throws {
        #expect(!(try report("## A\n\n## B\n", contents: false)).contains("class=\"fm-toc\""))
        #expect(!(try report("Just text.\n")).contains("class=\"fm-toc\""))
        #expect(!(try report("# Only a title\n")).contains("class=\"fm-toc\""))
    }

    @Test func siteConfigAndFrontMatterTurnItOff() throws {
        let files = [
            "Content/index.md": "# Home\n\n## One\n",
            "Content/plain.md": "---\ntoc: false\n---\n# Plain\n\n## One\n",
            "Content/back.md": "---\ntoc: true\n---\n# Back\n\n## One\n",
        ]
        try DiscoverySite.withSite(files) { site in
            _ = try DiscoverySite.build(site)
            #expect(try DiscoverySite.text(site, "index.html").contains("class=\"fm-toc\""))
            #expect(!(try DiscoverySite.text(site, "plain/index.html")).contains("class=\"fm-toc\""))
        }
        var off = files
        off["foldmark.yml"] = "toc: false\n"
        try DiscoverySite.withSite(off) { site in
            _ = try DiscoverySite.build(site)
            #expect(!(try DiscoverySite.text(site, "index.html")).contains("class=\"fm-toc\""))
            #expect(try DiscoverySite.text(site, "back/index.html").contains("class=\"fm-toc\""))
        }
        var defaults = files
        defaults["foldmark.yml"] = "defaults:\n  toc: false\n"
        try DiscoverySite.withSite(defaults) { site in
            _ = try DiscoverySite.build(site)
            #expect(!(try DiscoverySite.text(site, "index.html")).contains("class=\"fm-toc\""))
        }
    }

    @Test func tocIsAKnownKeyWithABooleanValue() {
        let (config, diagnostics) = SiteConfig.parse("toc: false\n", file: nil)
        #expect(diagnostics.isEmpty)
        #expect(config.toc == false)
        let (_, wrong) = SiteConfig.parse("toc: sometimes\n", file: nil)
        #expect(wrong.map(\.code) == ["yaml-type"])
    }
}
