import FoldmarkCore
import Foundation

extension SiteBuild {
    /// Step 9d: `sitemap.xml` lists every page by its absolute URL, from `site_url` or an absolute base URL.
    /// Search engines reject relative URLs, so without an absolute address there is no sitemap, and a warning
    /// says how to give one (except in a preview built into memory for `serve`).
    mutating func writeSitemap() throws {
        guard !files.contains("sitemap.xml") else { return }
        guard let siteURL = config.absoluteSiteURL else {
            // A preview (`serve`, built into memory) is never published: no warning there.
            guard memory == nil else { return }
            let file = SiteConfig.displayPath((options.siteFolder as NSString).appendingPathComponent("foldmark.yml"))
            diagnostics.append(
                Diagnostic(
                    .warning, at: SourceLocation(file: file), code: .noSitemap,
                    "no sitemap.xml written: it needs the site's absolute address; set 'site_url: "
                        + "https://example.com/docs/' in foldmark.yml or build with an absolute --base-url"))
            return
        }
        // Pages' URLs as a browser would reach them from the site's address, whatever links inside pages use.
        let absolute = SiteRoutes(baseURL: siteURL, prettyURLs: config.prettyURLs)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for outputPath in pages.filter({ !$0.isNotFound }).map(\.outputPath).sorted() {
            let url = absolute.link(from: "sitemap.xml", to: outputPath)
            xml += "<url><loc>\(HTMLEscaping.escape(url))</loc></url>\n"
        }
        xml += "</urlset>\n"
        try destination.write(xml, to: "sitemap.xml")
    }
}
