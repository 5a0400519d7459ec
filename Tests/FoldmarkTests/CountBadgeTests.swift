import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Count badges: `badges: children | items | none` and `{badge=…}`, in the summary after the heading.
@Suite struct CountBadgeTests {
    private static let markdown =
        "# F\n\n## Following\n\n- Ann\n- Bob\n  - Cy\n\n## Table {badge=items}\n\n| a |\n|---|\n| 1 |\n| 2 |\n\n"
        + "### Sub\n\nx\n\n### Beta {badge=beta}\n\ny\n\n### Quiet {badge=none}\n\n- z\n"

    private func fragment(_ badges: CountBadges) throws -> String {
        var policy = FoldPolicy()
        policy.badges = badges
        let renderer = HTMLRenderer(policy: policy)
        let document = Document.parse(Self.markdown)
        let html = try renderer.renderFragment(document)
        #expect(try renderer.renderFragmentWithTemplates(document) == html, "the template and the fast path agree")
        return html
    }

    private func badges(_ html: String) -> [String] {
        html.components(separatedBy: "<span class=\"fm-badge\">").dropFirst().map {
            String($0.prefix { $0 != "<" })
        }
    }

    @Test func offByDefault() throws {
        #expect(FoldPolicy().badges == .none)
        #expect(badges(try fragment(.none)) == ["2", "beta"])
        #expect(
            !(try HTMLRenderer().renderFragment(Document.parse("## A\n\n- x\n\n### B\n\ny\n")).contains("fm-badge")))
    }

    @Test func childrenCountsSubsectionsInTheSummaryAfterTheHeading() throws {
        let html = try fragment(.children)
        #expect(
            html.contains(
                "<summary class=\"fm-summary\"><h2 class=\"fm-heading\">Table<a class=\"fm-permalink\" href=\"#table\" "
                    + "aria-hidden=\"true\" tabindex=\"-1\"></a><span class=\"fm-badge\">2</span></h2></summary>")
        )
        // Following has no subsections, Table counts its rows (its own badge=items), Beta shows its own text,
        // Quiet none; the level-1 title is a plain heading, without a badge.
        #expect(badges(html) == ["2", "beta"])
    }

    @Test func itemsCountsListItemsAndTableRowsButNotHeaderRows() throws {
        #expect(badges(try fragment(.items)) == ["3", "2", "beta"])
        #expect(CountBadges.items(in: "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n") == 1)
        #expect(CountBadges.items(in: "<p>a <li> b</p>") == 1)
        #expect(CountBadges.items(in: "<link><track>") == 0)
    }

    @Test func aBadgeTextIsEscaped() throws {
        let html = try HTMLRenderer().renderFragment(Document.parse("## A {badge='1<2&3'}\n\nx\n"))
        #expect(html.contains("<span class=\"fm-badge\">1&lt;2&amp;3</span>"))
    }

    @Test func theSiteAndFrontMatterChooseBadges() throws {
        try TemporaryFolder.with(prefix: "foldmark-badges") { site in
            try FileTree.write(
                [
                    "foldmark.yml": "title: T\nbadges: children\n",
                    "Content/index.md": "# T\n\n## A\n\n### B\n\nx\n",
                    "Content/items.md": "---\nbadges: items\n---\n# T\n\n## A\n\n- x\n- y\n",
                ], in: site)
            _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: site.path))
            let index = try String(contentsOf: site.appendingPathComponent("_site/index.html"), encoding: .utf8)
            let items = try String(contentsOf: site.appendingPathComponent("_site/items/index.html"), encoding: .utf8)
            #expect(index.contains("<span class=\"fm-badge\">1</span></h2></summary>"))
            #expect(items.contains("<span class=\"fm-badge\">2</span></h2></summary>"))
        }
    }
}
