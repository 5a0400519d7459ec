import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Content cannot replace what Foldmark generates, nor two sources write one file; the 404 page and the
/// sitemap are the two deliberate overrides.
@Suite struct OutputCollisionTests {
    private func collisions(_ files: [String: String], pretty: Bool = true) throws -> [String] {
        try DiscoverySite.withSite(files) { folder in
            do {
                _ = try DiscoverySite.build(folder) { $0.prettyURLs = pretty }
                return []
            } catch let error as FoldmarkError {
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site").path))
                return error.diagnostics.filter { $0.code == "output-collision" }.map(\.description)
            }
        }
    }

    /// The theme's asset paths, as the build names them.
    private var assetPaths: (css: String, js: String) {
        let theme = Theme.builtIn
        return (
            "assets/foldmark.\(ContentHash.hex(theme.file(named: "foldmark.css") ?? "").prefix(10)).css",
            "assets/foldmark.\(ContentHash.hex(theme.file(named: "foldmark.js") ?? "").prefix(10)).js"
        )
    }

    @Test func contentAtTheThemeAssetPathsIsAnError() throws {
        let (css, js) = assetPaths
        let found = try collisions([
            "Content/index.md": "# Home\n", "Content/\(js)": "alert(1)", "Content/\(css)": "body{}",
        ])
        #expect(found.count == 2)
        #expect(
            found.contains {
                $0.hasSuffix(
                    "Content/\(js): error: writes '\(js)', which the theme's script also writes [output-collision]")
            })
        #expect(
            found.contains {
                $0.hasSuffix(
                    "Content/\(css): error: writes '\(css)', which the theme's stylesheet also writes "
                        + "[output-collision]"
                )
            })
    }

    @Test func twoContentSourcesOfOneOutputAreAnError() throws {
        let pretty = try collisions([
            "Content/a.md": "# A\n", "Content/a/index.md": "# A index\n", "Content/index.md": "# Home\n",
        ])
        #expect(pretty.count == 1)
        #expect(pretty.first?.contains("writes 'a/index.html'") == true)
        #expect(pretty.first?.contains("Content/a.md") == true && pretty.first?.contains("Content/a/index.md") == true)
        let plain = try collisions(
            ["Content/a.md": "# A\n", "Content/a.html": "<p>a</p>", "Content/index.md": "# Home\n"], pretty: false)
        #expect(plain.count == 1)
        #expect(plain.first?.contains("Content/a.html") == true && plain.first?.contains("Content/a.md") == true)
    }

    @Test func aFileWhereAFolderIsNeededIsAnError() throws {
        let found = try collisions(
            ["Content/index.md": "# Home\n", "Content/a.md": "# A\n", "Content/a.html/inner.txt": "t"], pretty: false)
        #expect(found.count == 1)
        #expect(found.first?.contains("/Content/a.md' writes the file 'a.html', where '") == true)
        #expect(
            found.first?.contains("/Content/a.html/inner.txt' needs a folder for 'a.html/inner.txt' [output-collision]")
                == true)
    }

    @Test(arguments: [true, false])
    func aTopLevel404PageIsTheSitesNotFoundPage(pretty: Bool) throws {
        let files = [
            "Content/index.md": "# Home\n\n[lost](404.md)\n",
            "Content/404.md": "# Lost?\n\nTry [the guide](guide/start.md).\n",
            "Content/guide/start.md": "# Start\n", "foldmark.yml": "site_url: https://example.com/\n",
        ]
        try DiscoverySite.withSite(files) { folder in
            _ = try DiscoverySite.build(folder) { $0.prettyURLs = pretty }
            let notFound = try DiscoverySite.text(folder, "404.html")
            #expect(notFound.contains("<h1 id=\"lost\""))
            #expect(
                notFound.contains("href=\"\(pretty ? "guide/start/index.html" : "guide/start.html")\">the guide</a>"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/404/index.html").path))
            let sitemap = try DiscoverySite.text(folder, "sitemap.xml")
            #expect(!sitemap.contains("404"))
            let home = try DiscoverySite.text(folder, "index.html")
            #expect(home.contains("href=\"404.html\">lost</a>"))
            #expect(!home.contains("Lost?</a>"), "the 404 page is not in the navigation")
        }
    }

    @Test func contentSitemapAnd404FileReplaceTheGeneratedOnes() throws {
        let files = [
            "Content/index.md": "# Home\n",
            "Content/sitemap.xml": "<urlset>mine</urlset>",
            "Content/404.html": "<p>my 404</p>",
        ]
        try DiscoverySite.withSite(files) { folder in
            _ = try DiscoverySite.build(folder)
            #expect(try DiscoverySite.text(folder, "sitemap.xml") == "<urlset>mine</urlset>")
            #expect(try DiscoverySite.text(folder, "404.html") == "<p>my 404</p>")
        }
    }

    @Test func a404PageAndA404FileCollide() throws {
        let found = try collisions([
            "Content/index.md": "# Home\n", "Content/404.md": "# Lost\n", "Content/404.html": "<p>x</p>",
        ])
        #expect(found.count == 1)
        #expect(found.first?.contains("writes '404.html'") == true)
    }
}
