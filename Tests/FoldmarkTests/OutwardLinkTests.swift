import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// A relative link that climbs above the content folder (`../std/index.html` from `src/ch01.md`) reaches the same
/// place relative to the site's root as it did relative to the content folder, from every page depth, with pretty
/// URLs on and off, with and without a base URL; `check` lists it as external, never as broken.
@Suite struct OutwardLinkTests {
    static let site: [String: String] = [
        "Content/index.md": "# Home\n\n[std](../std/index.html) [deep](../../x/y.html#frag)\n",
        "Content/top.md": "# Top\n\n[std](../std/index.html) [folder](../std/) [query](../api?q=1)\n",
        "Content/a/b/page.md": "# Page\n\n[std](../../../std/index.html) [two](../../../../x/y.html#frag)\n",
        "Content/a/index.md": "# A\n\n[std](../../std/index.html) [back in](../../Content/top.md)\n",
    ]

    /// The `href`s of page `path` of a site built with `configure`, in order, from its content only.
    private func links(_ path: String, _ configure: (inout SiteBuildOptions) -> Void = { _ in }) throws -> [String] {
        try TemporaryFolder.with { folder in
            try FileTree.write(Self.site, in: folder)
            var options = SiteBuildOptions(siteFolder: folder.path)
            configure(&options)
            _ = try SiteBuilder.build(options)
            let html = try String(contentsOf: folder.appendingPathComponent("_site/" + path), encoding: .utf8)
            return html.components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
                .filter { ["std", "x/y", "api", "Content/"].contains(where: $0.contains) }
        }
    }

    @Test func prettyURLsWithoutBaseURL() throws {
        #expect(try links("index.html").prefix(2) == ["../std/index.html", "../../x/y.html#frag"])
        #expect(try links("top/index.html").prefix(3) == ["../../std/index.html", "../../std/", "../../api?q=1"])
        #expect(
            try links("a/b/page/index.html").prefix(2) == [
                "../../../../std/index.html", "../../../../../x/y.html#frag",
            ])
        #expect(try links("a/index.html").prefix(1) == ["../../std/index.html"])
    }

    @Test func plainURLsWithoutBaseURL() throws {
        let plain: (inout SiteBuildOptions) -> Void = { $0.prettyURLs = false }
        #expect(try links("top.html", plain).prefix(3) == ["../std/index.html", "../std/", "../api?q=1"])
        #expect(
            try links("a/b/page.html", plain).prefix(2) == ["../../../std/index.html", "../../../../x/y.html#frag"])
    }

    @Test func withABasePath() throws {
        let base: (inout SiteBuildOptions) -> Void = { $0.baseURL = "/books/rust/" }
        #expect(try links("top/index.html", base).prefix(2) == ["/books/std/index.html", "/books/std/"])
        #expect(try links("a/b/page/index.html", base).prefix(2) == ["/books/std/index.html", "/x/y.html#frag"])
    }

    @Test func withAnAbsoluteBaseURL() throws {
        let base: (inout SiteBuildOptions) -> Void = {
            $0.baseURL = "https://example.com/book/"
            $0.prettyURLs = false
        }
        #expect(
            try links("a/b/page.html", base).prefix(2) == [
                "https://example.com/std/index.html", "https://example.com/x/y.html#frag",
            ])
    }

    @Test func aLinkThatComesBackIntoTheSiteIsNotAPageLink() throws {
        // `../../Content/top.md` leaves the content folder by its name: it keeps its place outside, as written.
        #expect(try links("a/index.html").dropFirst().first == "../../Content/top.md")
    }

    @Test func routesClimbNoHigherThanTheServerRoot() {
        let routes = SiteRoutes(baseURL: "/docs/", prettyURLs: true)
        #expect(routes.outwardLink(from: "a/index.html", climbing: 3, to: "x") == "/x")
        let absolute = SiteRoutes(baseURL: "https://h.example/a/b/", prettyURLs: true)
        #expect(absolute.outwardLink(from: "index.html", climbing: 1, to: "c/") == "https://h.example/a/c/")
        #expect(absolute.outwardLink(from: "index.html", climbing: 5, to: "c") == "https://h.example/c")
        let relative = SiteRoutes(baseURL: nil, prettyURLs: false)
        #expect(relative.outwardLink(from: "index.html", climbing: 2, to: "c.html") == "../../c.html")
    }

    @Test func climbsAreCountedAfterTheFolder() {
        let one = LinkRewriter.outside("../std/", inFolder: "")
        #expect(one?.climbs == 1 && one?.path == "std/" && one?.suffix == "")
        let two = LinkRewriter.outside("../../a/../../b#x", inFolder: "f")
        #expect(two?.climbs == 2 && two?.path == "b" && two?.suffix == "#x")
        #expect(LinkRewriter.outside("../inside.md", inFolder: "f") == nil)
        #expect(LinkRewriter.outside("https://example.com/../x", inFolder: "") == nil)
    }

    @Test func checkListsThemAsExternalNotBroken() throws {
        try TemporaryFolder.with { folder in
            try FileTree.write(Self.site, in: folder)
            let result = try SiteBuilder.check(SiteBuildOptions(siteFolder: folder.path))
            #expect(result.diagnostics.filter { $0.severity == .error } == [])
            let external = Set(result.externalLinks.map(\.url))
            #expect(external.isSuperset(of: ["../std/index.html", "../../x/y.html#frag", "../../../std/index.html"]))
        }
    }

    /// A path relative to another, worked out on the bytes in place, is what resolving it against the first
    /// path's folder gives back: for random paths with shared folders, the root, and names that differ only in a
    /// combining mark.
    @Test func relativePathsResolveBackToTheirTarget() {
        var random = SeededGenerator(seed: 11)
        let parts = ["a", "b", "e\u{301}", "é", "docs", "x.html", "index.html"]
        func path() -> String {
            (0..<Int.random(in: 1...4, using: &random)).map { _ in parts.randomElement(using: &random)! }
                .joined(separator: "/")
        }
        for _ in 0..<3_000 {
            let (from, to) = (path(), path())
            let relative = SiteRoutes.relative(from: from, to: to)
            // Resolve by hand, on bytes: start in the folder of `from`, climb one folder per "../".
            var folder = Array(from.utf8)
            folder = Array(folder[..<(folder.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0)])
            var rest = Array(relative.utf8)
            while rest.starts(with: Array("../".utf8)) {
                rest.removeFirst(3)
                folder.removeLast()
                folder = Array(folder[..<(folder.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0)])
            }
            #expect(String(decoding: folder + rest, as: UTF8.self) == to, "\(from) → \(to): \(relative)")
        }
        #expect(SiteRoutes.relative(from: "a/b/index.html", to: "assets/x.css") == "../../assets/x.css")
        #expect(SiteRoutes.relative(from: "a/index.html", to: "a/") == "")
    }
}
