import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// `empty_sections: plain | hide | fold`: what a section with no body and no subsections becomes.
@Suite struct EmptySectionsTests {
    private static let markdown = "# R\n\n## Full\n\ntext\n\n## Empty\n\n## Parent\n\n### Child\n"

    private func fragment(_ empty: EmptySections) throws -> String {
        var policy = FoldPolicy()
        policy.emptySections = empty
        return try HTMLRenderer(policy: policy).renderFragment(Document.parse(Self.markdown))
    }

    private static let full = """
        <details id="full" class="fm-section fm-level-2" open>
        <summary class="fm-summary"><h2 class="fm-heading">Full<a class="fm-permalink" href="#full" \
        aria-hidden="true" tabindex="-1"></a></h2></summary>
        <p>text</p>
        </details>

        """

    @Test func plainIsTheDefaultAndKeepsAPlainHeading() throws {
        #expect(FoldPolicy().emptySections == .plain)
        let html = try fragment(.plain)
        #expect(try HTMLRenderer().renderFragment(Document.parse(Self.markdown)) == html)
        #expect(
            html.contains(
                "<h2 id=\"empty\" class=\"fm-heading\">Empty<a class=\"fm-permalink\" href=\"#empty\" "
                    + "aria-hidden=\"true\" tabindex=\"-1\"></a></h2>\n"))
        #expect(html.contains("<h3 id=\"child\" class=\"fm-heading\">"))
    }

    @Test func hideDropsEmptySectionsAndParentsLeftEmpty() throws {
        #expect(
            try fragment(.hide) == """
                <h1 id="r" class="fm-heading">R<a class="fm-permalink" href="#r" \
                aria-hidden="true" tabindex="-1"></a></h1>

                """ + Self.full)
    }

    @Test func foldMakesAnEmptySectionAnEmptyDetails() throws {
        let html = try fragment(.fold)
        #expect(
            html.contains(
                "<details id=\"empty\" class=\"fm-section fm-level-2\" open>\n<summary class=\"fm-summary\">"
                    + "<h2 class=\"fm-heading\">Empty<a class=\"fm-permalink\" href=\"#empty\" "
                    + "aria-hidden=\"true\" tabindex=\"-1\"></a></h2></summary>\n</details>\n"))
        #expect(html.contains("<details id=\"child\" class=\"fm-section fm-level-3\">\n"))
    }

    @Test func theSiteSettingAndFrontMatterChooseThePolicyAndHiddenSectionsLeaveTheTableOfContents() throws {
        try TemporaryFolder.with(prefix: "foldmark-empty") { site in
            try FileTree.write(
                [
                    "foldmark.yml": "title: T\nempty_sections: hide\n",
                    "Content/index.md": Self.markdown,
                    "Content/plain.md": "---\nempty_sections: plain\n---\n" + Self.markdown,
                ], in: site)
            _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: site.path))
            let index = try String(contentsOf: site.appendingPathComponent("_site/index.html"), encoding: .utf8)
            #expect(index.contains("id=\"full\""))
            #expect(!index.contains("id=\"empty\"") && !index.contains("#empty") && !index.contains("#child"))
            let plain = try String(
                contentsOf: site.appendingPathComponent("_site/plain/index.html"), encoding: .utf8)
            #expect(plain.contains("<h2 id=\"empty\" class=\"fm-heading\">") && plain.contains("href=\"#empty\""))
        }
    }

    @Test func theOutlineLeavesHiddenSectionsOutToo() {
        var policy = FoldPolicy()
        policy.emptySections = .hide
        let summary = OutlineSummary(Document.parse(Self.markdown), policy: policy)
        #expect(summary.sections.map(\.id) == ["r"])
        #expect(summary.sections[0].children.map(\.id) == ["full"])
    }

    @Test func aWrongValueIsAnErrorAtTheValue() throws {
        var fields = YAMLFields("empty_sections: sometimes\n", file: "foldmark.yml")
        let value: EmptySections? = fields.choice("empty_sections")
        #expect(value == nil)
        #expect(fields.diagnostics.map(\.code) == ["yaml-type"])
        #expect(fields.diagnostics.first?.location.line == 1 && fields.diagnostics.first?.location.column == 17)
        #expect(
            fields.diagnostics.first?.message == "'empty_sections' must be one of plain, hide, fold, not 'sometimes'")
    }
}
