import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// ``LiveSite``: the site built into memory, and updates that redo only what a change affects, with the same
/// bytes as a full build of the same files.
@Suite struct LiveSiteTests {
    private let site: [String: String] = [
        "Content/index.md": "# Home\n\nSee [install](guide/install.md#steps) and [the guide](guide/).\n",
        "Content/guide/README.md": "# The Guide\n\nStart [here](install.md).\n",
        "Content/guide/install.md": "---\norder: 1\n---\n# Install\n\n## Steps\n\nRun it. [Usage](usage.md#run)\n",
        "Content/guide/usage.md": "---\norder: 2\n---\n# Usage\n\n## Run\n\nx\n",
        "Content/guide/deep/notes.md": "# Notes\n\n[Install](../install.md).\n",
        "Content/img/logo.png": "not really a png",
        // An edit of a page's text leaves the search index as it was until it is refreshed (see anEditLeaves…),
        // so the site compared byte for byte with a full build has no search.
        "foldmark.yml": "title: Test site\nsearch: false\n",
    ]

    private func withSite<T>(_ body: (URL) throws -> T) throws -> T {
        try TemporaryFolder.with(prefix: "foldmark-live") { folder in
            try FileTree.write(site, in: folder)
            return try body(folder)
        }
    }

    private func options(_ folder: URL) -> SiteBuildOptions {
        var options = SiteBuildOptions(siteFolder: folder.path, concurrency: 2)
        options.baseURL = "/"
        return options
    }

    /// A full build of the files as they are now, into memory.
    private func fullBuild(_ folder: URL) throws -> [String: [UInt8]] {
        let live = LiveSite(options: options(folder))
        try live.build()
        return live.files
    }

    private func write(_ text: String, _ path: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written as editors save: a temporary file renamed over the page.
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
        try Data(text.utf8).write(to: temporary)
        _ = rename(temporary.path, url.path)
        return url.path
    }

    @Test func theSiteInMemoryIsTheSiteOnDisk() throws {
        try withSite { folder in
            var disk = options(folder)
            disk.output = folder.appendingPathComponent("out").path
            _ = try SiteBuilder.build(disk)
            var written = try FileTree.read(folder.appendingPathComponent("out"))
            written[OutputFolder.markerName] = nil
            let memory = try fullBuild(folder)
            #expect(Set(memory.keys) == Set(written.keys))
            for (path, bytes) in memory { #expect(Data(bytes) == written[path], "\(path)") }
            // Building into memory leaves no output folder behind.
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site").path))
        }
    }

    /// A build makes each page's search records right after its parse; the site in memory makes them after all
    /// pages are parsed. Both give the same index and text shards, pages with hidden empty sections and a title
    /// from front matter included, and the generated landing page left out of both.
    @Test func searchRecordsMadeWithTheParseGiveTheSameIndex() throws {
        try withSite { folder in
            _ = try write("title: Test site\n", "foldmark.yml", in: folder)
            _ = try write(
                "---\ntitle: Given title\nempty_sections: hide\n---\n# Usage\n\n## Run\n\nx\n\n## Empty\n\n### Deeper\n",
                "Content/guide/usage.md", in: folder)
            var disk = options(folder)
            disk.output = folder.appendingPathComponent("out").path
            _ = try SiteBuilder.build(disk)
            let search = { (files: [String: [UInt8]]) in files.filter { $0.key.hasPrefix("assets/search") } }
            let written = search(try FileTree.read(folder.appendingPathComponent("out")).mapValues { Array($0) })
            let memory = search(try fullBuild(folder))
            #expect(written.count >= 2 && written == memory)
            let index = try #require(written.first { $0.key.hasPrefix("assets/search.") }?.value)
            let pages = try #require(
                try SearchIndexTests.object(String(decoding: index, as: UTF8.self))["pages"] as? String)
            let lines = pages.split(separator: "\n", omittingEmptySubsequences: false)
            // URL and title of each page read from Content/: not the generated landing page of guide/deep.
            #expect(lines.count == 10 && lines.contains("Given title"))
        }
    }

    @Test func editingAPageBodyRewritesThatPageOnly() throws {
        try withSite { folder in
            let live = LiveSite(options: options(folder))
            try live.build()
            let before = live.files
            let path = try write(
                "---\norder: 1\n---\n# Install\n\n## Steps\n\nRun it twice.\n", "Content/guide/install.md", in: folder)
            let update = try live.update(changed: [path])
            #expect(update.scope == .pages)
            #expect(update.parsed == ["guide/install.md"])
            #expect(update.written == ["guide/install/index.html"])
            #expect(live.files == (try fullBuild(folder)))
            #expect(live.files["guide/install/index.html"] != before["guide/install/index.html"])
            #expect(String(decoding: live.files["guide/install/index.html"]!, as: UTF8.self).contains("Run it twice."))
        }
    }

    @Test func aNewTitleLaysOutThatPageTheNavigationScriptAndThe404PageOnly() throws {
        try withSite { folder in
            let live = LiveSite(options: options(folder))
            try live.build()
            let oldFrame = try #require(live.files.keys.first { $0.hasPrefix("assets/nav.") && $0.hasSuffix(".html") })
            let path = try write(
                "---\norder: 2\n---\n# Using it\n\n## Run\n\nx\n", "Content/guide/usage.md", in: folder)
            let update = try live.update(changed: [path])
            #expect(update.scope == .pages)
            // One parse; that page laid out, and the navigation script and page (named after their content, which
            // has the titles) and the 404 page (which shows the navigation) made again. The other pages are laid out with
            // the new titles when they are asked for.
            #expect(update.parsed == ["guide/usage.md"])
            #expect(update.written.filter { $0.hasPrefix("assets/nav.") }.count == 2)
            #expect(update.written.filter { !$0.hasPrefix("assets/") } == ["404.html", "guide/usage/index.html"])
            #expect(live.site?.cached.pages == 1)
            let frame = try #require(update.written.first { $0.hasPrefix("assets/nav.") && $0.hasSuffix(".html") })
            #expect(String(decoding: try #require(live.files[frame]), as: UTF8.self).contains(">Using it</a>"))
            #expect(live.files[oldFrame] == nil)
            #expect(live.files == (try fullBuild(folder)))
            let neighbour = String(decoding: live.files["guide/install/index.html"]!, as: UTF8.self)
            #expect(neighbour.contains("Using it"))
        }
    }

    @Test func pagesAreLaidOutWhenAskedForAndKeptUntilTheyChange() throws {
        try withSite { folder in
            let live = LiveSite(options: options(folder))
            try live.build()
            let site = try #require(live.site)
            // Nothing is laid out and kept by the build itself.
            #expect(site.cached.pages == 0)
            let install = try #require(site["guide/install/index.html"])
            #expect(site.contains("guide/install/index.html"))
            #expect(site.cached.pages == 1)
            #expect(site.cached.bytes == install.count)
            // An edit of another page keeps the laid-out pages that did not change, and lays the edited one out.
            let path = try write(
                "---\norder: 2\n---\n# Usage\n\n## Run\n\ny\n", "Content/guide/usage.md", in: folder)
            try live.update(changed: [path])
            let next = try #require(live.site)
            #expect(next !== site)
            #expect(next.cached.pages == 2)
            #expect(next["guide/install/index.html"] == install)
            #expect(site["guide/usage/index.html"] != next["guide/usage/index.html"])
            #expect(live.files == (try fullBuild(folder)))
        }
    }

    @Test func structuralChangesRebuildTheSite() throws {
        try withSite { folder in
            let live = LiveSite(options: options(folder))
            try live.build()
            // Front matter (the page's place in the order), a new page, a deleted page, a template, the settings.
            let changes: [(String, String?)] = [
                ("Content/guide/usage.md", "---\norder: 0\n---\n# Usage\n\n## Run\n\nx\n"),
                ("Content/guide/new.md", "# New\n\nnew page\n"),
                ("Content/guide/deep/notes.md", nil),
                ("Templates/page.mustache", "<html><body>{{{content}}}</body></html>\n"),
                ("foldmark.yml", "title: Renamed site\n"),
            ]
            for (path, text) in changes {
                let absolute: String
                if let text {
                    absolute = try write(text, path, in: folder)
                } else {
                    absolute = folder.appendingPathComponent(path).path
                    try FileManager.default.removeItem(atPath: absolute)
                }
                let update = try live.update(changed: [absolute])
                #expect(update.scope == .site, "\(path)")
                #expect(live.files == (try fullBuild(folder)), "\(path)")
            }
            #expect(live.files["guide/new/index.html"] != nil)
            #expect(live.files["guide/deep/notes/index.html"] == nil)
        }
    }

    @Test func aTemplateChangeLaysOutEveryPageWithoutParsing() throws {
        try withSite { folder in
            let live = LiveSite(options: options(folder))
            try live.build()
            let template = try write(
                "<!DOCTYPE html><html><body><p>NEW LAYOUT</p>{{{content}}}</body></html>\n", "Templates/page.mustache",
                in: folder)
            let update = try live.update(changed: [template])
            #expect(update.scope == .site)
            #expect(update.parsed == [])
            #expect(live.files == (try fullBuild(folder)))
            #expect(String(decoding: live.files["guide/usage/index.html"]!, as: UTF8.self).contains("NEW LAYOUT"))
            // A section template changes the fragments too.
            let section = try write(
                "<section data-x=\"1\" id=\"{{id}}\">{{{titleHTML}}}{{{body}}}{{#children}}{{>section}}{{/children}}"
                    + "</section>\n",
                "Templates/section.mustache", in: folder)
            try live.update(changed: [section])
            #expect(live.files == (try fullBuild(folder)))
            #expect(String(decoding: live.files["guide/usage/index.html"]!, as: UTF8.self).contains("data-x=\"1\""))
        }
    }

    @Test func filesAreCopiedAgainAndHiddenFilesIgnored() throws {
        try withSite { folder in
            let live = LiveSite(options: options(folder))
            try live.build()
            let logo = try write("a new logo", "Content/img/logo.png", in: folder)
            let copied = try live.update(changed: [logo])
            #expect(copied.scope == .pages)
            #expect(copied.parsed == [])
            #expect(copied.written == ["img/logo.png"])
            #expect(live.files["img/logo.png"] == Array("a new logo".utf8))
            let swap = try write("editor state", "Content/guide/.install.md.swp", in: folder)
            #expect(try live.update(changed: [swap]).scope == .nothing)
            #expect(live.files == (try fullBuild(folder)))
        }
    }

    @Test func aFailedUpdateKeepsTheLastGoodSiteAndIsRetried() throws {
        try withSite { folder in
            let live = LiveSite(options: options(folder))
            try live.build()
            let good = live.files
            // Two pages change at once, one of them badly (a YAML error in its front matter).
            let usage = try write(
                "---\norder: 2\n---\n# Usage\n\n## Run\n\nchanged\n", "Content/guide/usage.md", in: folder)
            let install = try write("---\norder: [1\n---\n# Install\n", "Content/guide/install.md", in: folder)
            #expect(throws: FoldmarkError.self) { try live.update(changed: [usage, install]) }
            #expect(live.files == good)
            // Fixing the bad page brings in the other change too, though only the fixed page is named.
            _ = try write(
                "---\norder: 1\n---\n# Install\n\n## Steps\n\nfixed\n", "Content/guide/install.md", in: folder)
            try live.update(changed: [install])
            #expect(live.files == (try fullBuild(folder)))
            #expect(String(decoding: live.files["guide/usage/index.html"]!, as: UTF8.self).contains("changed"))
        }
    }

    @Test func aPageWithAnErrorFailsWithItsLocation() throws {
        try withSite { folder in
            let live = LiveSite(options: options(folder))
            try live.build()
            let path = try write(
                "---\ntemplate: nosuch\norder: 1\n---\n# Install\n", "Content/guide/install.md", in: folder)
            let error = try #require(throws: FoldmarkError.self) { try live.update(changed: [path]) }
            #expect(error.diagnostics.contains { $0.code == DiagnosticCode.unknownTemplate.rawValue })
        }
    }

    /// With search on, an edit of a page's text rewrites that page only: the search index, which every page
    /// names by its content hash, stays as it was until ``LiveSite/refreshSearch()`` makes it again from the
    /// pages in memory. The old index's files are still served, apart from the site, for pages laid out before.
    @Test func anEditLeavesTheSearchIndexUntilItIsRefreshed() throws {
        try withSite { folder in
            _ = try write("title: Test site\n", "foldmark.yml", in: folder)
            let live = LiveSite(options: options(folder))
            try live.build()
            let search = live.files.filter { $0.key.hasPrefix("assets/search") }
            #expect(!search.isEmpty)
            #expect(live.site?.searchIsStale == false)
            #expect(live.refreshSearch() == nil)
            let page = try write(
                "---\norder: 2\n---\n# Usage\n\n## Run\n\nzebra\n", "Content/guide/usage.md", in: folder)
            let edit = try live.update(changed: [page])
            #expect(edit.written == ["guide/usage/index.html"])
            #expect(live.files.filter { $0.key.hasPrefix("assets/search") } == search)
            #expect(live.site?.searchIsStale == true)
            let (replaced, refreshed) = try #require(live.refreshSearch())
            #expect(live.site === refreshed)
            #expect(refreshed !== replaced)
            #expect(!refreshed.searchIsStale)
            #expect(live.files == (try fullBuild(folder)))
            let now = live.files.filter { $0.key.hasPrefix("assets/search") }
            #expect(now != search)
            #expect(now.values.contains { String(decoding: $0, as: UTF8.self).contains("zebra") })
            for (path, bytes) in search {
                #expect(refreshed[path] == bytes, "\(path)")
                #expect(!refreshed.paths.contains(path), "\(path)")
            }
        }
    }

    /// The search index is made outside the update lock from the site as it was; an update that comes in
    /// meanwhile is not held up, and the index made from the older pages is dropped.
    @Test func aSearchRefreshIsDroppedWhenAnUpdateCameInMeanwhile() throws {
        try withSite { folder in
            _ = try write("title: Test site\n", "foldmark.yml", in: folder)
            let live = LiveSite(options: options(folder))
            try live.build()
            let usage = try write(
                "---\norder: 2\n---\n# Usage\n\n## Run\n\nzebra\n", "Content/guide/usage.md", in: folder)
            try live.update(changed: [usage])
            let notes = try write("# Notes\n\nquagga\n", "Content/guide/deep/notes.md", in: folder)
            var updated: SiteUpdate?
            let dropped = live.refreshSearch(beforeInstalling: { updated = try? live.update(changed: [notes]) })
            #expect(dropped == nil)
            #expect(updated?.written == ["guide/deep/notes/index.html"])
            #expect(live.site?.searchIsStale == true)
            #expect(live.refreshSearch() != nil)
            #expect(live.files == (try fullBuild(folder)))
        }
    }
}
