import FoldmarkCore

extension SiteBuild {
    /// Step 9d: `sitemap.xml` lists every page; its URLs are absolute when the base URL names a host.
    func writeSitemap() throws {
        guard !files.contains("sitemap.xml") else { return }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for outputPath in pages.filter({ !$0.isNotFound }).map(\.outputPath).sorted() {
            let url = routes.link(from: "sitemap.xml", to: outputPath)
            xml += "<url><loc>\(HTMLEscaping.escape(url))</loc></url>\n"
        }
        xml += "</urlset>\n"
        try destination.write(xml, to: "sitemap.xml")
    }
}
