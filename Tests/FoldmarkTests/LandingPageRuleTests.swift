import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Which page introduces which folder is decided by an ordered rule, never by hash order.
@Suite struct LandingPageRuleTests {
    @Test func topLevelReadmeIsTheSiteLandingPageAndItsNamesakeFolderGetsAGeneratedOne() throws {
        let site = [
            "Content/README.md": "# Project\n",
            "Content/README/a.md": "# A\n",
            "Content/README/b.md": "# B\n",
        ]
        try DiscoverySite.withSite(site) { folder in
            _ = try DiscoverySite.build(folder)
            let home = try DiscoverySite.text(folder, "index.html")
            #expect(home.contains("<h1 id=\"project\""))
            let readme = try DiscoverySite.text(folder, "README/index.html")
            // Generated: the folder's name as title, and a list of every entry.
            #expect(readme.contains(">README</h1>"))
            #expect(readme.contains("<ul class=\"fm-folder-list\">"))
            #expect(!readme.contains("<h1 id=\"project\""))
        }
    }

    @Test func theRuleIsOrdered() {
        let folders = LandingPages.folders(for: [
            "README.md", "README/a.md", "guide.md", "guide/index.md", "guide/readme.md", "notes.md", "notes/x.md",
            "tools/README.md", "tools/Readme.md", "tools/x.md",
        ])
        #expect(
            folders == ["README.md": "", "guide/index.md": "guide/", "notes.md": "notes/", "tools/README.md": "tools/"])
    }

    /// Rule 2 at every depth: a page introduces the folder beside it that has its name, and no folder of that name
    /// elsewhere; the top-level `404.md` introduces nothing.
    @Test func pagesNamedLikeFoldersAtAnyDepth() {
        let folders = LandingPages.folders(
            for: [
                "404.md", "404/a.md", "a/b.md", "a/b/c.md", "a/b/c/d.md", "a/c.md", "notes/y.md", "x/notes.md",
                "x/y/notes.md", "日本/語.md", "日本/語/文.md",
            ].sorted())
        #expect(folders == ["a/b.md": "a/b/", "a/b/c.md": "a/b/c/", "日本/語.md": "日本/語/"])
    }

    /// `index` exactly, `README` in any case of its ASCII letters, and nothing else of the same length.
    @Test func landingNames() {
        for name in ["index", "README", "readme", "ReadMe", "rEaDmE"] {
            #expect(SiteRoutes.isLandingName(name), "\(name)")
        }
        for name in ["Index", "reader", "readm", "readmes", "read-e", "READM\u{0130}", "", "r\u{00E9}adme"] {
            #expect(!SiteRoutes.isLandingName(name), "\(name)")
        }
    }
}
