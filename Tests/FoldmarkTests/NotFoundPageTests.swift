import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The generated `404.html` works wherever a server sends it (`/guide/missing/`): its styles are inlined and its
/// links start from the site's root path (`base_url`'s, `site_url`'s, else `/`), never relative to the folder.
@Suite struct NotFoundPageTests {
    private let pages = [
        "Content/index.md": "# Home\n",
        "Content/guide/install.md": "# Install\n",
    ]

    private func hrefs(_ html: String) -> [String] {
        DiscoverySite.hrefs(in: html) + srcs(html)
    }

    private func srcs(_ html: String) -> [String] {
        html.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func stylesAreInlinedAndLinksStartFromTheRoot() throws {
        try DiscoverySite.withSite(pages) { site in
            _ = try DiscoverySite.build(site)
            let html = try DiscoverySite.text(site, "404.html")
            #expect(!html.contains("<link rel=\"stylesheet\""))
            #expect(html.contains("<style>\n/* Foldmark's default theme."))
            #expect(html.contains("<a href=\"/\">home page</a>"))
            let links = hrefs(html).filter { !$0.hasPrefix("#") && !$0.hasPrefix("data:") }
            #expect(!links.isEmpty)
            for link in links { #expect(link.hasPrefix("/"), "\(link)") }
            // The sidebar is the navigation page from the root too, at no entry (the page is none).
            #expect(html.contains("<iframe class=\"fm-nav-frame\" src=\"/assets/nav."))
            let frame = try #require(srcs(html).first { $0.hasPrefix("/assets/nav.") && $0.hasSuffix(".html") })
            #expect(try DiscoverySite.text(site, String(frame.dropFirst())).contains("<base href=\"../\""))
            // Other pages keep their relative links.
            #expect(try DiscoverySite.text(site, "guide/install/index.html").contains("href=\"../../index.html\""))
        }
    }

    @Test func linksStartFromTheBaseURLOrTheSiteURLPath() throws {
        for (config, baseURL, root) in [
            ("site_url: https://example.com/my%20docs\n", nil, "/my%20docs/"),
            ("", "/docs/", "/docs/"), ("", "https://example.org/x/", "https://example.org/x/"),
        ] {
            var files = pages
            files["foldmark.yml"] = config
            try DiscoverySite.withSite(files) { site in
                _ = try DiscoverySite.build(site) { $0.baseURL = baseURL }
                let html = try DiscoverySite.text(site, "404.html")
                #expect(html.contains("<a href=\"\(root)\">home page</a>"), "\(root)")
                let links = hrefs(html).filter { !$0.hasPrefix("#") && !$0.hasPrefix("data:") }
                for link in links { #expect(link.hasPrefix(root), "\(link)") }
                #expect(html.contains("<iframe class=\"fm-nav-frame\" src=\"\(root)assets/nav."))
            }
        }
    }

    @Test func builtInWriterAndTemplateAgreeOnInlinedStyles() throws {
        var page = BuiltInPageWriterTests.page()
        page.inlineStyles = "body { color: red; }"
        let written = try BuiltInPageWriter.render(page, theme: .builtIn)
        let templated = try Theme.builtIn.render("page", page, compiledPartials: false)
        #expect(written == templated)
        #expect(written.contains("<style>\nbody { color: red; }\n</style>\n"))
        #expect(!written.contains("a.css"))
    }
}

extension NotFoundPageTests {
    @Test func aSitesOwnNotFoundPageGetsTheSameLayout() throws {
        let files = [
            "Content/index.md": "# Home\n", "Content/guide/install.md": "# Install\n",
            "Content/404.md": "# Lost?\n\nTry [the guide](guide/install.md).\n",
        ]
        try DiscoverySite.withSite(files) { site in
            _ = try DiscoverySite.build(site) { $0.baseURL = nil }
            let html = try DiscoverySite.text(site, "404.html")
            #expect(html.contains("<h1 id=\"lost\""))
            #expect(html.contains("<style>\n/* Foldmark's default theme."))
            #expect(html.contains("<a class=\"fm-site-title\" href=\"/\">"))
            #expect(html.contains("<script src=\"/assets/foldmark."))
            #expect(html.contains("<iframe class=\"fm-nav-frame\" src=\"/assets/nav."))
            // Links written in the page stay as the page's other links are (relative to the site's root folder).
            #expect(html.contains("<a href=\"guide/install/index.html\">the guide</a>"))
        }
    }
}
