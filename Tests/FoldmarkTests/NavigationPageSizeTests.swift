import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// A page does not grow with its site: the whole navigation is one shared script, and the sidebar in the page
/// shows only what is near it.
@Suite struct NavigationPageSizeTests {
    /// The bytes of `path` and of the navigation script in a site whose folder `many` holds `count` pages.
    private func sizes(pages count: Int, of path: String) throws -> (page: Int, script: Int) {
        try TemporaryFolder.with { site in
            var files = ["Content/index.md": "# Home\n", "Content/other/a.md": "# A\n", "Content/other/b.md": "# B\n"]
            for index in 0..<count {
                files["Content/many/p\(String(format: "%04d", index)).md"] = "# Page \(index)\n\n## Part\n\nText.\n"
            }
            try FileTree.write(files, in: site)
            _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: site.path))
            let output = site.appendingPathComponent("_site")
            let page = try Data(contentsOf: output.appendingPathComponent(path)).count
            let assets = try FileManager.default.contentsOfDirectory(
                atPath: output.appendingPathComponent("assets").path)
            let script = try #require(assets.first { $0.hasPrefix("nav.") })
            return (page, try Data(contentsOf: output.appendingPathComponent("assets/" + script)).count)
        }
    }

    @Test func aPageOfATwoThousandPageSiteIsAboutAsLargeAsInATenPageSite() throws {
        let small = try sizes(pages: 10, of: "many/p0005/index.html")
        let large = try sizes(pages: 2_000, of: "many/p0005/index.html")
        let ratio = Double(large.page) / Double(small.page)
        print(
            "NavigationPageSizeTests: page \(small.page) → \(large.page) bytes (×\(ratio)); script \(small.script) → \(large.script)"
        )
        // 200 times the pages: the page gains at most the sidebar's window (25 entries) over the 10 it had.
        #expect(ratio < 2)
        // The script holds them all.
        #expect(large.script > 100 * small.script / 2)
    }
}
