import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Links and paths are read by bytes and scalars: a combining mark, an emoji or a CRLF next to `#`, `/` or `?`
/// never hides them.
@Suite struct UnicodeLinkTests {
    /// A heading whose slug starts with a combining mark, one with emoji, and links to both, from a CRLF page.
    private let site = [
        "Content/index.md":
            "# Home\r\n\r\n[mark](other.md#\u{301}abc) "
            + "[emoji](other.md#party-\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}-time) [here](#\u{301}local)\r\n\r\n## \u{301}local\r\n",
        "Content/other.md": "# Other\n\n## \u{301}abc\n\n## Party 🎉 time\n\n[back](index.md#\u{301}local)\n",
        "Content/guide/\u{301}mark/page.md": "# Marked folder\n\n[up](../../index.md)\n",
    ]

    @Test func anchorsStartingWithACombiningMarkAreFoundAndRewritten() throws {
        try DiscoverySite.withSite(site) { folder in
            let result = try DiscoverySite.check(folder)
            let problems = result.diagnostics.map(\.description)
            #expect(!problems.contains { $0.contains("abc") || $0.contains("local") }, "\(problems)")
            _ = try DiscoverySite.build(folder)
            let home = try DiscoverySite.text(folder, "index.html")
            // The renderer percent-encodes the mark; the link is rewritten to the page's URL with its fragment.
            #expect(home.contains("href=\"other/index.html#%CC%81abc\""))
            #expect(home.contains("href=\"#%CC%81local\""))
            let other = try DiscoverySite.text(folder, "other/index.html")
            #expect(other.contains("href=\"../index.html#%CC%81local\""))
        }
    }

    @Test func emojiAnchorsAreCheckedLikeAnyOther() throws {
        try DiscoverySite.withSite(site) { folder in
            let problems = try DiscoverySite.check(folder).diagnostics
            // GitHub-style slugs drop emoji, so the emoji anchor is missing, and reported with the right slug.
            let anchor = problems.filter { $0.code == "broken-anchor" }
            #expect(anchor.count == 1)
            #expect(anchor.first?.suggestion == "#party--time")
        }
    }

    @Test func aFolderNameStartingWithACombiningMarkIsAFolder() throws {
        try DiscoverySite.withSite(site) { folder in
            _ = try DiscoverySite.build(folder)
            let output = folder.appendingPathComponent("_site").path
            #expect(FileManager.default.fileExists(atPath: output + "/guide/\u{301}mark/page/index.html"))
            #expect(FileManager.default.fileExists(atPath: output + "/guide/\u{301}mark/index.html"))
            let page = try DiscoverySite.text(folder, "guide/\u{301}mark/page/index.html")
            #expect(page.contains("href=\"../../../index.html\">up</a>"))
            // The folder sits under guide/, not at the top: its breadcrumbs pass through Guide.
            #expect(
                page.contains(
                    "<ol class=\"fm-breadcrumbs-list\">\n<li><a href=\"../../../index.html\">Home</a></li>\n<li><a "
                        + "href=\"../../index.html\">Guide</a></li>"
                ))
        }
    }

    @Test func filesInAFolderStartingWithACombiningMarkAreCopied() throws {
        try DiscoverySite.withSite(["Content/index.md": "# Home\n", "Content/a/\u{301}b/x.png": "png"]) { folder in
            _ = try DiscoverySite.build(folder)
            #expect(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/a/\u{301}b/x.png").path))
        }
        #expect(FileIO.folders(holding: ["a/\u{301}b/x.png"]) == ["a", "a/\u{301}b"])
    }

    @Test func pathAndURLHelpersWorkOnBytes() {
        #expect(SiteChecker.split("page.md#\u{301}x?y") == ("page.md", "\u{301}x?y"))
        #expect(SiteChecker.split("page.md?\u{301}q#f") == ("page.md", "f"))
        #expect(SiteRoutes.folder(of: "a/\u{301}b/c.md") == "a/\u{301}b/")
        #expect(SiteRoutes.stem(of: "a/b.\u{301}md") == "b")
        #expect(SiteRoutes.parent(ofFolder: "a/\u{301}b") == "a")
        #expect(LinkRewriter.normalize("a/\u{301}b/../c") == "a/c")
        #expect(LinkRewriter.hasScheme("javascript:\u{301}alert(1)"))
        #expect(LinkRewriter.hasScheme("mailto:\u{1F600}@example.com"))
        #expect(!LinkRewriter.hasScheme("\u{301}javascript:x"))
        #expect(
            RawHTMLIDs.ids(in: Array("<h2 id=\"\u{301}abc\">x</h2><p id=\"\r\n\">".utf8)) == ["\u{301}abc", "\r\n"])
    }
}
