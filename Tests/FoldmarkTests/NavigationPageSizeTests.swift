import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// A page does not grow with its site: the whole navigation is one shared script and one shared page, and the
/// page itself carries only where it is in them.
@Suite struct NavigationPageSizeTests {
    /// The bytes of `path`, of the navigation script and of the navigation page in a site whose folder `many`
    /// holds `count` pages.
    private func sizes(pages count: Int, of path: String) throws -> (page: Int, script: Int, frame: Int) {
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
            func size(_ suffix: String) throws -> Int {
                let name = try #require(assets.first { $0.hasPrefix("nav.") && $0.hasSuffix(suffix) })
                return try Data(contentsOf: output.appendingPathComponent("assets/" + name)).count
            }
            return (page, try size(".js"), try size(".html"))
        }
    }

    @Test func aPageOfATwoThousandPageSiteIsAsLargeAsInATenPageSite() throws {
        let small = try sizes(pages: 10, of: "many/p0005/index.html")
        let large = try sizes(pages: 2_000, of: "many/p0005/index.html")
        print(
            "NavigationPageSizeTests: page \(small.page) → \(large.page) bytes; script \(small.script) → "
                + "\(large.script); navigation page \(small.frame) → \(large.frame)")
        // 200 times the pages: the page gains only a few bytes (its entry's number, written three times).
        #expect(large.page - small.page < 40)
        // The script and the navigation page hold them all.
        #expect(large.script > 100 * small.script / 2)
        #expect(large.frame > 20 * small.frame)
    }
}
