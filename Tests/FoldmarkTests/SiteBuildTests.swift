import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

@Suite struct SiteBuildTests {
    /// Writes `files` (path → text) under a new site folder and hands it to `body`.
    private func withSite<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
        try withTemporaryFolder { folder in
            try FileTree.write(files, in: folder)
            return try body(folder)
        }
    }

    private func build(_ site: URL, _ configure: (inout SiteBuildOptions) -> Void = { _ in }) throws -> SiteBuildResult
    {
        var options = SiteBuildOptions(siteFolder: site.path)
        configure(&options)
        return try SiteBuilder.build(options)
    }

    /// Every file under `folder`, relative path → contents.
    private func tree(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let base = folder.standardizedFileURL.path + "/"
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            result[String(url.standardizedFileURL.path.dropFirst(base.count))] = try Data(contentsOf: url)
        }
        return result
    }

    private func page(_ site: URL, _ path: String, output: String = "_site") throws -> String {
        try String(contentsOf: site.appendingPathComponent("\(output)/\(path)"), encoding: .utf8)
    }

    private let basicSite = [
        "Content/index.md": "# Home\n\nWelcome. See [install](guide/install.md#steps) and [the guide](guide/).\n",
        "Content/guide/README.md": "# The Guide\n\nStart [here](install.md).\n",
        "Content/guide/install.md":
            "---\ntitle: Installing\norder: 1\n---\n# Install\n\n## Steps\n\nBack [home](../index.md), "
            + "[usage](usage.md#run), [self](#steps), [web](https://example.com).\n\n![logo](../img/logo.png)\n",
        "Content/guide/usage.md": "# Usage\n\n## Run\n\nx\n",
        "Content/guide/deep/notes.md": "# Notes\n\n[Install](../install.md) and [top](../../index.md).\n",
        "Content/img/logo.png": "not really a png",
    ]

    @Test func pagesMapToPrettyURLsAndLandingPages() throws {
        try withSite(basicSite) { site in
            let result = try build(site)
            let files = Set(try tree(site.appendingPathComponent("_site")).keys)
            #expect(
                files.isSuperset(of: [
                    "index.html", "guide/index.html", "guide/install/index.html", "guide/usage/index.html",
                    "guide/deep/index.html", "guide/deep/notes/index.html", "img/logo.png", "404.html",
                    ".foldmark-site",
                ]))
            #expect(result.pages == 6)
            #expect(result.files == 1)
            // The generated landing page of guide/deep lists its pages.
            let deep = try page(site, "guide/deep/index.html")
            #expect(deep.contains("<h1>Deep</h1>"))
            #expect(deep.contains("<ul class=\"fm-folder-list\">\n<li><a href=\"notes/index.html\">Notes</a></li>"))
        }
    }

    @Test func plainURLsWriteHTMLFiles() throws {
        try withSite(basicSite) { site in
            _ = try build(site) { $0.prettyURLs = false }
            let files = Set(try tree(site.appendingPathComponent("_site")).keys)
            #expect(files.isSuperset(of: ["guide/install.html", "guide/deep/notes.html", "guide/index.html"]))
            #expect(try page(site, "guide/deep/notes.html").contains("<a href=\"../install.html\">Install</a>"))
        }
    }

    @Test func linksAreRewrittenRelativeToEachPage() throws {
        try withSite(basicSite) { site in
            _ = try build(site)
            let home = try page(site, "index.html")
            #expect(home.contains("<a href=\"guide/install/index.html#steps\">install</a>"))
            #expect(home.contains("<a href=\"guide/index.html\">the guide</a>"))
            let install = try page(site, "guide/install/index.html")
            #expect(install.contains("<a href=\"../../index.html\">home</a>"))
            #expect(install.contains("<a href=\"../usage/index.html#run\">usage</a>"))
            #expect(install.contains("<a href=\"#steps\">self</a>"))
            #expect(install.contains("<a href=\"https://example.com\">web</a>"))
            #expect(install.contains("<img src=\"../../img/logo.png\" alt=\"logo\" />"))
            let notes = try page(site, "guide/deep/notes/index.html")
            #expect(notes.contains("<a href=\"../../install/index.html\">Install</a>"))
            #expect(notes.contains("<a href=\"../../../index.html\">top</a>"))
            #expect(notes.contains("href=\"../../../assets/foldmark."))
        }
    }

    @Test func baseURLMakesEveryInternalLinkAbsolute() throws {
        try withSite(basicSite) { site in
            _ = try build(site) { $0.baseURL = "/docs" }
            let notes = try page(site, "guide/deep/notes/index.html")
            #expect(notes.contains("<a href=\"/docs/guide/install/\">Install</a>"))
            #expect(notes.contains("<a href=\"/docs/\">top</a>"))
            #expect(notes.contains("<link rel=\"stylesheet\" href=\"/docs/assets/foldmark."))
            #expect(notes.contains("<img") == false)
            #expect(try page(site, "guide/install/index.html").contains("<img src=\"/docs/img/logo.png\""))
            // A path is no address: no sitemap (SitemapRuleTests).
            #expect(throws: (any Error).self) { try page(site, "sitemap.xml") }
        }
    }

    @Test func sitemapIsAbsoluteWithAHost() throws {
        try withSite(basicSite.merging(["foldmark.yml": "base_url: https://example.com/docs\n"]) { $1 }) { site in
            _ = try build(site)
            let sitemap = try page(site, "sitemap.xml")
            #expect(sitemap.contains("<loc>https://example.com/docs/</loc>"))
            #expect(sitemap.contains("<loc>https://example.com/docs/guide/deep/notes/</loc>"))
            #expect(!sitemap.contains("404"))
        }
    }

    @Test func navigationOrdersMarksAndOpensTheCurrentBranch() throws {
        try withSite(basicSite) { site in
            _ = try build(site)
            let usage = try page(site, "guide/usage/index.html")
            let frame = try #require(
                try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("_site/assets").path)
                    .first { $0.hasPrefix("nav.") && $0.hasSuffix(".html") })
            let nav = try page(site, "assets/" + frame)
            // `order: 1` puts Installing first; then folders and pages by title. Every folder is closed: the
            // browser opens the ones around the entry a page points at.
            #expect(
                nav.contains("<li><details><summary><a id=\"n1\" href=\"guide/index.html\">The Guide</a></summary>"))
            let installing = try #require(nav.range(of: ">Installing<"))
            let deep = try #require(nav.range(of: ">Deep<"))
            let current = try #require(nav.range(of: "<a id=\"n5\" href=\"guide/usage/index.html\">Usage</a>"))
            #expect(installing.lowerBound < deep.lowerBound && deep.lowerBound < current.lowerBound)
            #expect(!nav.contains("<details open"))
            // The page points at its own entry.
            #expect(usage.contains("<iframe class=\"fm-nav-frame\" src=\"../../assets/\(frame)#n5\""))
            #expect(usage.contains("<a class=\"fm-nav-page\" href=\"../../assets/\(frame)#n5\">Menu</a>"))
            #expect(usage.contains("data-fm-nav-item=\"5\""))
        }
    }

    @Test func breadcrumbsPaginationAndTableOfContents() throws {
        try withSite(basicSite) { site in
            _ = try build(site)
            let install = try page(site, "guide/install/index.html")
            #expect(
                install.contains(
                    "<li><a href=\"../../index.html\">Home</a></li>\n<li><a href=\"../index.html\">The "
                        + "Guide</a></li>\n<li><span aria-current=\"page\">Installing</span></li>"
                ))
            #expect(
                install.contains(
                    "<a class=\"fm-previous\" rel=\"prev\" href=\"../index.html\"><span>Previous</span> The Guide</a>"))
            #expect(
                install.contains(
                    "<a class=\"fm-next\" rel=\"next\" href=\"../deep/index.html\"><span>Next</span> Deep</a>"))
            #expect(install.contains("<ol>\n<li><a href=\"#steps\">Steps</a></li>\n</ol>"))
            // No title in foldmark.yml: the site is named after its folder.
            #expect(install.contains("<title>Installing – \(site.lastPathComponent)</title>"))
        }
    }

    @Test func pagesCarryNoEntriesOfTheNavigation() throws {
        var files = ["Content/index.md": "# Home\n"]
        for index in 0..<300 {
            files["Content/many/page\(String(format: "%03d", index)).md"] = "# Page \(index)\n\ntext\n"
        }
        try withSite(files) { site in
            _ = try build(site)
            let middle = try page(site, "many/page150/index.html")
            let nav = try #require(
                middle.components(separatedBy: "<nav class=\"fm-nav\"").last?.components(separatedBy: "</nav>").first)
            #expect(!nav.contains("<li"))
            #expect(nav.utf8.count < 500)
            // The folder's generated landing page lists everything.
            #expect(try page(site, "many/index.html").components(separatedBy: "<li><a href=").count - 1 >= 300)
        }
    }

    /// Every relative link in every written page (sidebar, breadcrumbs, pagination, content) names a file that
    /// exists, from pages at every depth, with pretty and plain URLs.
    @Test(arguments: [true, false])
    func everyInternalLinkLeadsToAFile(_ pretty: Bool) throws {
        var files = basicSite
        for folder in ["a", "a/b", "a/b/c", "d", "d/e"] {
            for index in 0..<3 {
                files["Content/\(folder)/p\(index).md"] = "# \(folder) \(index)\n\n[top](/index.md)\n"
            }
        }
        for index in 0..<40 { files["Content/many/m\(index).md"] = "# M\(index)\n" }
        try withSite(files) { site in
            _ = try build(site) { $0.prettyURLs = pretty }
            let output = site.appendingPathComponent("_site")
            let written = try tree(output)
            let href = try NSRegularExpression(pattern: ##"(?:href|src)="([^"#:]+)(?:#[^"]*)?""##)
            var checked = 0
            for (path, data) in written where path.hasSuffix(".html") {
                let html = String(decoding: data, as: UTF8.self)
                // The navigation page's links start from the site's root, which its `<base>` names.
                var folder = output.appendingPathComponent(path).deletingLastPathComponent()
                if html.contains("<base href=\"../\"") { folder = folder.deletingLastPathComponent() }
                for match in href.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                    let link = String(html[Range(match.range(at: 1), in: html)!]).replacingOccurrences(
                        of: "&amp;", with: "&")
                    let target = folder.appendingPathComponent(link).standardizedFileURL.path
                    #expect(FileManager.default.fileExists(atPath: target), "\(path) links to \(link)")
                    checked += 1
                }
            }
            #expect(checked > 500)
        }
    }

    /// Rebuilds stage into the site the previous build replaced; the result must be exactly a fresh build.
    @Test func rebuildsReuseTheSpareAndMatchAFreshBuild() throws {
        try withSite(basicSite) { site in
            let output = site.appendingPathComponent("_site")
            func expectFresh() throws {
                let fresh = site.appendingPathComponent("fresh-\(UUID().uuidString)")
                _ = try build(site) { $0.output = fresh.path }
                #expect(try tree(output) == tree(fresh))
                try FileManager.default.removeItem(at: fresh)
            }
            _ = try build(site)
            _ = try build(site)
            let spare = site.appendingPathComponent(".foldmark-cache/_site")
            #expect(FileManager.default.fileExists(atPath: spare.appendingPathComponent(OutputFolder.markerName).path))
            // Change a page, remove a page and a file, add a folder where a page was.
            try "# Usage, changed\n".write(
                to: site.appendingPathComponent("Content/guide/usage.md"), atomically: true, encoding: .utf8)
            try FileManager.default.removeItem(at: site.appendingPathComponent("Content/guide/deep/notes.md"))
            try FileManager.default.removeItem(at: site.appendingPathComponent("Content/img/logo.png"))
            try FileManager.default.createDirectory(
                at: site.appendingPathComponent("Content/guide/install"), withIntermediateDirectories: true)
            try "# Sub\n".write(
                to: site.appendingPathComponent("Content/guide/install/sub.md"), atomically: true, encoding: .utf8)
            _ = try build(site)
            try expectFresh()
            #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("guide/deep").path))
            #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("img/logo.png").path))
            _ = try build(site)
            try expectFresh()
        }
    }

    /// A build that fails after it started writing leaves the live site untouched, even when it staged into a
    /// spare that shares files with it.
    @Test func failingRebuildDoesNotTouchTheLiveSite() throws {
        try withSite(basicSite) { site in
            _ = try build(site)
            _ = try build(site)
            let before = try tree(site.appendingPathComponent("_site"))
            try "---\ntemplate: nowhere\n---\n# Usage\n".write(
                to: site.appendingPathComponent("Content/guide/usage.md"), atomically: true, encoding: .utf8)
            let error = try #require(throws: FoldmarkError.self) { try build(site) }
            #expect(error.diagnostics.map(\.code).contains("unknown-template"))
            #expect(try tree(site.appendingPathComponent("_site")) == before)
        }
    }

    @Test func draftsAreLeftOutUnlessAskedFor() throws {
        let files = [
            "Content/index.md": "# Home\n", "Content/wip.md": "---\ndraft: true\n---\n# WIP\n",
            "foldmark.yml": "site_url: https://example.com/\n",
        ]
        try withSite(files) { site in
            _ = try build(site)
            #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("_site/wip/index.html").path))
            #expect(!(try page(site, "sitemap.xml")).contains("wip"))
            _ = try build(site) { $0.drafts = true }
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("_site/wip/index.html").path))
        }
    }

    @Test func themeAssetsAreWrittenOnceWithContentNames() throws {
        try withSite(basicSite) { site in
            _ = try build(site)
            let assets = try FileManager.default.contentsOfDirectory(
                atPath: site.appendingPathComponent("_site/assets").path
            ).sorted().filter { !$0.hasPrefix("search") }  // the search index has its own test
            #expect(assets.count == 4)  // the stylesheet, the script and the navigation script and page
            let css = try #require(assets.first { $0.hasSuffix(".css") })
            #expect(css == "foldmark.\(ContentHash.hex(Theme.builtIn.file(named: "foldmark.css")!).prefix(10)).css")
            #expect(!(try page(site, "index.html")).contains("<style"))
        }
    }

    @Test func outputIsIdenticalAcrossRunsAndThreadCounts() throws {
        var files = basicSite
        for index in 0..<40 {
            files["Content/more/p\(index).md"] = "# P\(index)\n\n## A\n\n[next](p\((index + 1) % 40).md)\n"
        }
        try withSite(files) { site in
            _ = try build(site) {
                $0.output = site.appendingPathComponent("one").path; $0.concurrency = 1
            }
            _ = try build(site) { $0.output = site.appendingPathComponent("many").path }
            _ = try build(site) { $0.output = site.appendingPathComponent("again").path }
            let one = try tree(site.appendingPathComponent("one"))
            #expect(one.count > 50)
            #expect(one == (try tree(site.appendingPathComponent("many"))))
            #expect(one == (try tree(site.appendingPathComponent("again"))))
        }
    }

    @Test func failedBuildLeavesThePreviousSiteAndNoLeftovers() throws {
        try withSite(basicSite) { site in
            _ = try build(site)
            let before = try tree(site.appendingPathComponent("_site"))
            try "---\norder: first\n---\n# Broken\n".write(
                to: site.appendingPathComponent("Content/broken.md"), atomically: true, encoding: .utf8)
            let error = try #require(throws: FoldmarkError.self) { try build(site) }
            #expect(
                error.diagnostics.contains { $0.severity == .error && $0.location.line == 2 && $0.code == "yaml-type" })
            #expect(try tree(site.appendingPathComponent("_site")) == before)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == [
                    ".foldmark-cache", "Content", "_site",
                ])
            // Nothing but the output's lock file and the first build's search records: no staging folder is left.
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent(".foldmark-cache").path)
                    .allSatisfy { $0.hasSuffix(".lock") || $0.hasSuffix(".search") })
        }
    }

    @Test func foreignOutputFolderIsNotReplacedWithoutForce() throws {
        try withSite(basicSite.merging(["_site/mine.txt": "keep me"]) { $1 }) { site in
            let error = try #require(throws: FoldmarkError.self) { try build(site) }
            #expect(error.diagnostics.first?.code == "output-not-ours")
            #expect(try page(site, "mine.txt") == "keep me")
            _ = try build(site) { $0.force = true }
            // Forced, the folder becomes Foldmark's, and the file Foldmark did not write is kept.
            #expect(try page(site, "mine.txt") == "keep me")
            #expect(try page(site, "index.html").contains("<html"))
        }
    }

    @Test func outputInsideContentIsAnError() throws {
        try withSite(basicSite) { site in
            let error = try #require(throws: FoldmarkError.self) {
                try build(site) { $0.output = site.appendingPathComponent("Content/out").path }
            }
            #expect(error.diagnostics.first?.code == "output-in-content")
        }
    }

    @Test func configurationProblemsNameFileLineAndColumn() throws {
        let files = ["Content/index.md": "# Home\n", "foldmark.yml": "title: Docs\ntitel: Typo\nopen_level: many\n"]
        try withSite(files) { site in
            let error = try #require(throws: FoldmarkError.self) { try build(site) }
            #expect(error.kind == .configuration)
            let lines = error.diagnostics.map {
                "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.severity.rawValue) \($0.message)"
            }
            #expect(lines.contains("3:13 error 'open_level' must be a whole number from 0 to 6"))
            #expect(lines.contains("2:1 warning unknown key 'titel' (did you mean 'title'?)"))
        }
    }

    @Test func baseURLMustBeAbsolute() throws {
        try withSite(basicSite.merging(["foldmark.yml": "base_url: docs\n"]) { $1 }) { site in
            let error = try #require(throws: FoldmarkError.self) { try build(site) }
            #expect(error.kind == .configuration)
            #expect(
                error.diagnostics.map(\.message) == [
                    "base URL 'docs' must start with '/' or 'https://' (for example '/docs')"
                ])
            #expect(error.diagnostics.first?.location.line == 1)
        }
        _ = try withSite(basicSite) { site in
            #expect { try build(site) { $0.baseURL = "docs/" } } throws: {
                ($0 as? FoldmarkError)?.kind == .configuration
            }
        }
    }

    @Test func navEntriesThatNameNothingAreWarnings() throws {
        try withSite(basicSite.merging(["foldmark.yml": "nav: [guide, guide/instal.md, notes.md]\n"]) { $1 }) { site in
            let result = try build(site)
            #expect(result.diagnostics.map(\.code) == ["unknown-nav-entry", "unknown-nav-entry", "no-sitemap"])
            #expect(result.diagnostics.first?.suggestion == "guide/install.md")
        }
    }

    @Test func frontMatterWarningsKeepFileLines() throws {
        let files = [
            "Content/index.md": "---\ntitle: Home\ndraftt: true\n---\n# Home\n\n## A\n",
            "foldmark.yml": "site_url: https://example.com/\n",
        ]
        try withSite(files) { site in
            let result = try build(site)
            #expect(
                result.diagnostics.map(\.description) == [
                    "\(SiteConfig.displayPath(site.appendingPathComponent("Content/index.md").path)):3:1: warning: unknown key 'draftt' (did you mean 'draft'?) [unknown-key]"
                ])
            #expect(try page(site, "index.html").contains("<h2 id=\"a\""))
        }
    }

    @Test func twoSourcesWritingOneFileIsAnError() throws {
        let files = ["Content/a.md": "# A\n", "Content/a/index.md": "# A too\n"]
        try withSite(files) { site in
            let error = try #require(throws: FoldmarkError.self) { try build(site) }
            #expect(error.diagnostics.map(\.code) == ["output-collision"])
        }
    }
}
