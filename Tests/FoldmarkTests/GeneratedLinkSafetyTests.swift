import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Every URL Foldmark writes (sidebar, breadcrumbs, previous/next, folder lists, 404 page, sitemap, rewritten
/// links) must be unable to read as a scheme, and must still lead to the right file.
@Suite struct GeneratedLinkSafetyTests {
    /// Pages and folders whose names start like a scheme, and names with characters that are unsafe in URLs.
    private let site = [
        "Content/index.md":
            "# Home\n\nSee [the script page](<./javascript:alert(1).md>) and [odd](a%20b%23c%3Fd%25e'f.md#part).\n",
        "Content/javascript:alert(1).md": "# Script\n\nBack [home](index.md).\n",
        "Content/JavaScript:Upper.md": "# Upper\n",
        "Content/vbscript:msgbox/page.md": "# VB page\n",
        "Content/vbscript:msgbox/other.md": "# VB other\n",
        "Content/data:text,x.md": "# Data\n",
        "Content/data:folder/inner.md": "# Inner\n",
        "Content/a b#c?d%e'f.md": "# Odd\n\n## Part\n",
        "Content/q\"uote.md": "# Quote\n",
    ]

    /// A link that reads as a script or data scheme; the theme's empty icon (`href="data:,"`) is not a name.
    private static let scheme = try! NSRegularExpression(
        pattern: "(href|src)=\"\\s*(javascript:|vbscript:|data:(?!,\"))|<loc>\\s*(javascript|vbscript|data):",
        options: [.caseInsensitive])

    @Test(arguments: [true, false], [nil, "/docs/", "https://example.com/docs/"])
    func noGeneratedLinkReadsAsAScheme(pretty: Bool, baseURL: String?) throws {
        try DiscoverySite.withSite(site) { folder in
            _ = try DiscoverySite.build(folder) {
                $0.prettyURLs = pretty
                $0.baseURL = baseURL
            }
            let output = try DiscoverySite.tree(folder.appendingPathComponent("_site"))
            for (path, data) in output where path.hasSuffix(".html") || path.hasSuffix(".xml") {
                let text = String(decoding: data, as: UTF8.self)
                let matches = Self.scheme.matches(in: text, range: NSRange(text.startIndex..., in: text))
                #expect(matches.isEmpty, "\(path) has a link that reads as a scheme")
            }
            // Every generated relative or site link leads to a file of the site.
            for (path, data) in output where path.hasSuffix(".html") {
                for href in DiscoverySite.hrefs(in: String(decoding: data, as: UTF8.self)) {
                    guard let target = Self.target(of: href, from: path, baseURL: baseURL) else { continue }
                    #expect(output[target] != nil, "\(path): '\(href)' leads to '\(target)', which is not in the site")
                }
            }
            // The navigation page (the sidebar without JavaScript) leads to the pages with the tricky names.
            let navigationPage = try #require(
                output.keys.first { $0.hasPrefix("assets/nav.") && $0.hasSuffix(".html") })
            let sidebar = String(decoding: try #require(output[navigationPage]), as: UTF8.self)
            let reached = Set(
                DiscoverySite.hrefs(in: sidebar).compactMap {
                    Self.target(of: $0, from: navigationPage, baseURL: baseURL)
                })
            for name in ["javascript:alert(1)", "JavaScript:Upper", "data:text,x", "a b#c?d%e'f", "q\"uote"] {
                #expect(reached.contains(pretty ? name + "/index.html" : name + ".html"), "no link to \(name)")
            }
            #expect(reached.contains("vbscript:msgbox/index.html"))
            #expect(reached.contains("data:folder/index.html"))
        }
    }

    @Test func encodesColonsQuotesAndOtherUnsafeBytes() {
        #expect(SiteRoutes.percentEncode("javascript:alert(1).html") == "javascript%3Aalert(1).html")
        #expect(SiteRoutes.percentEncode("a b#c?d%e'f\"g/index.html") == "a%20b%23c%3Fd%25e%27f%22g/index.html")
        let routes = SiteRoutes(baseURL: nil, prettyURLs: true)
        #expect(routes.link(from: "index.html", to: "data:x/index.html") == "data%3Ax/index.html")
        #expect(routes.link(from: "a/index.html", to: "vbscript:y.html") == "../vbscript%3Ay.html")
    }

    /// The output path `href`, found on the page at output path `page`, leads to; `nil` for links that leave
    /// the site or stay on the page.
    /// The navigation page's relative links start at the site's root (its `<base href="../">`).
    static func target(of href: String, from page: String, baseURL: String?) -> String? {
        if page.hasPrefix("assets/nav.") && page.hasSuffix(".html") {
            guard href.hasPrefix("#") == false else { return nil }
            let absolute = baseURL.map { href.hasPrefix($0) } ?? false
            return target(of: href, from: "index.html", baseURL: absolute ? baseURL : nil)
        }
        var path = href
        if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = String(path[..<cut]) }
        if let baseURL, path.hasPrefix(baseURL) {
            path = String(path.dropFirst(baseURL.count))
        } else {
            if path.isEmpty || path.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil {
                return nil
            }
            #expect(baseURL == nil, "'\(href)' on \(page) is relative although there is a base URL")
            guard !path.hasPrefix("/"), !path.contains("://") else { return nil }
            let folder = page.contains("/") ? String(page[...page.lastIndex(of: "/")!]) : ""
            path = folder + path
        }
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
        }
        var joined = parts.joined(separator: "/")
        if joined.isEmpty || joined.hasSuffix("/") { joined += "index.html" }
        return joined.removingPercentEncoding
    }
}
