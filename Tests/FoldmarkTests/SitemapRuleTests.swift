import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// `sitemap.xml` holds absolute URLs only: it is written when the site's address is known (`site_url`, or an
/// absolute base URL), else left out with a `no-sitemap` warning that says how to set it.
@Suite struct SitemapRuleTests {
    private let pages = [
        "Content/index.md": "# Home\n",
        "Content/guide/install.md": "# Install\n",
    ]

    private func sitemapExists(_ site: URL) -> Bool {
        FileManager.default.fileExists(atPath: site.appendingPathComponent("_site/sitemap.xml").path)
    }

    @Test func withoutAnAbsoluteAddressThereIsNoSitemapAndAWarningSaysHowToSetOne() throws {
        for baseURL in [nil, "/docs/"] {
            try DiscoverySite.withSite(pages) { site in
                let result = try DiscoverySite.build(site) { $0.baseURL = baseURL }
                #expect(!sitemapExists(site))
                let warnings = result.diagnostics.filter { $0.code == "no-sitemap" }
                #expect(warnings.count == 1)
                #expect(warnings.first?.severity == .warning)
                #expect(warnings.first?.message.contains("site_url") == true)
                #expect(warnings.first?.message.contains("--base-url") == true)
                #expect(warnings.first?.location.file?.hasSuffix("foldmark.yml") == true)
            }
        }
    }

    @Test func siteURLGivesAbsoluteURLsWhileLinksStayRelative() throws {
        var files = pages
        files["foldmark.yml"] = "site_url: https://example.com/docs\n"
        try DiscoverySite.withSite(files) { site in
            let result = try DiscoverySite.build(site)
            #expect(result.diagnostics.filter { $0.code == "no-sitemap" }.isEmpty)
            let sitemap = try DiscoverySite.text(site, "sitemap.xml")
            #expect(sitemap.contains("<loc>https://example.com/docs/</loc>"))
            #expect(sitemap.contains("<loc>https://example.com/docs/guide/install/</loc>"))
            #expect(!sitemap.contains("index.html"))
            // Pages keep their relative links, so the site still opens from disk.
            let output = try DiscoverySite.tree(site.appendingPathComponent("_site"))
            let navigationPage = try #require(
                output.keys.first { $0.hasPrefix("assets/nav.") && $0.hasSuffix(".html") })
            #expect(try DiscoverySite.text(site, "index.html").contains("href=\"\(navigationPage)#n0\""))
            #expect(try DiscoverySite.text(site, navigationPage).contains("href=\"guide/install/index.html\""))
        }
    }

    @Test func anAbsoluteBaseURLIsTheSiteAddress() throws {
        try DiscoverySite.withSite(pages) { site in
            _ = try DiscoverySite.build(site) { $0.baseURL = "https://example.org/" }
            #expect(
                try DiscoverySite.text(site, "sitemap.xml").contains("<loc>https://example.org/guide/install/</loc>"))
        }
    }

    @Test func aSitemapFromAnEarlierBuildDoesNotStayBehind() throws {
        var files = pages
        files["foldmark.yml"] = "site_url: https://example.com/\n"
        try DiscoverySite.withSite(files) { site in
            _ = try DiscoverySite.build(site)
            #expect(sitemapExists(site))
            try "title: Site\n".write(
                to: site.appendingPathComponent("foldmark.yml"), atomically: true, encoding: .utf8)
            _ = try DiscoverySite.build(site)
            _ = try DiscoverySite.build(site)
            #expect(!sitemapExists(site))
        }
    }

    @Test func siteURLMustBeAbsolute() {
        for bad in ["/docs/", "example.com", "https:///docs", "ftp://example.com/"] {
            let (_, diagnostics) = SiteConfig.parse("site_url: \(bad)\n", file: "foldmark.yml")
            #expect(diagnostics.map(\.code) == ["bad-site-url"], "\(bad)")
            #expect(diagnostics.first?.description.hasPrefix("foldmark.yml:1:11: error:") == true)
        }
        let (config, diagnostics) = SiteConfig.parse("site_url: https://example.com/docs\n", file: nil)
        #expect(diagnostics.isEmpty)
        #expect(config.siteURL == "https://example.com/docs/")
    }
}
