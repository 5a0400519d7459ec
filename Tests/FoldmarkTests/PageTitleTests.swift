import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// A page's title: front matter `title`, else the first level-1 heading, else the first heading of any level,
/// else the file name; the same rule for `render` and `build`.
@Suite struct PageTitleTests {
    @Test func theFirstLevelOneHeadingElseTheFirstHeadingOfAnyLevel() {
        #expect(Document.parse("## a\n# The *Title*\n# Other\n").headingTitle == "The Title")
        #expect(Document.parse("intro\n\n## Only *h2*\n\n### h3\n").headingTitle == "Only h2")
        #expect(Document.parse("### Deep\n\n## Later\n").headingTitle == "Deep")
        // A heading with no text names nothing.
        #expect(Document.parse("##\n\n## Named\n").headingTitle == "Named")
        #expect(Document.parse("#\n\n## Named\n").headingTitle == "Named")
        #expect(Document.parse("just text\n").headingTitle == nil)
        // Headings inside block quotes and lists open no section and name no page.
        #expect(Document.parse("> # Quoted\n\ntext\n").headingTitle == nil)
    }

    @Test func theReportUsesTheRule() throws {
        let report = try ReportBuilder.build(
            SourceText("## Ownership\n\ntext\n"), fallbackTitle: "ch04-01", baseDirectory: "/",
            options: ReportOptions())
        #expect(report.html.contains("<title>Ownership</title>"))
        let untitled = try ReportBuilder.build(
            SourceText("text\n"), fallbackTitle: "ch04-01", baseDirectory: "/", options: ReportOptions())
        #expect(untitled.html.contains("<title>ch04-01</title>"))
    }

    @Test func aSitePageIsTitledByItsFirstHeadingWhenItHasNoLevelOne() throws {
        try TemporaryFolder.with { folder in
            try FileTree.write(
                [
                    "Content/index.md": "# Home\n",
                    "Content/ch04-01-what-is-ownership.md": "## What Is Ownership?\n\ntext\n",
                    "Content/titled.md": "---\ntitle: From front matter\n---\n## Heading\n",
                    "Content/plain.md": "no heading\n",
                ], in: folder)
            let outline = try SiteBuilder.outline(SiteBuildOptions(siteFolder: folder.path))
            let titles = Dictionary(
                uniqueKeysWithValues: outline.pages.map { (($0.path as NSString).lastPathComponent, $0.title) })
            #expect(titles["ch04-01-what-is-ownership.md"] == "What Is Ownership?")
            #expect(titles["titled.md"] == "From front matter")
            #expect(titles["plain.md"] == "Plain")
        }
    }
}
