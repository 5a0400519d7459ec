import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkSite

/// A page without a level-1 heading shows its title as one, unless the title is its first heading, which the page
/// shows already: an mdBook chapter that starts at `##` must not show its title twice.
@Suite struct PageHeadingTests {
    private func page(_ files: [String: String], _ path: String) throws -> String {
        try TemporaryFolder.with { folder in
            try FileTree.write(files, in: folder)
            _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: folder.path))
            return try String(contentsOf: folder.appendingPathComponent("_site/" + path), encoding: .utf8)
        }
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func aPageTitledByItsFirstHeadingShowsItOnce() throws {
        let html = try page(
            ["Content/index.md": "# Home\n", "Content/ch.md": "## Ownership\n\nText.\n"], "ch/index.html")
        #expect(!html.contains("<h1>Ownership</h1>"))
        #expect(count(">Ownership<a class=\"fm-permalink\"", in: html) == 1)
    }

    @Test func aTitleFromElsewhereIsShownAboveTheFirstHeading() throws {
        let html = try page(
            ["Content/index.md": "# Home\n", "Content/ch.md": "---\ntitle: Memory\n---\n## Ownership\n\nText.\n"],
            "ch/index.html")
        #expect(html.contains("<h1>Memory</h1>"))
    }

    @Test func aPageWithoutHeadingsShowsItsTitle() throws {
        let html = try page(
            ["Content/index.md": "# Home\n", "Content/plain-notes.md": "Text.\n"], "plain-notes/index.html")
        #expect(html.contains("<h1>Plain notes</h1>"))
    }
}
