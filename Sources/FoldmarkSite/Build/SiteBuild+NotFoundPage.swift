import FoldmarkCore

extension SiteBuild {
    /// Step 9e: the generated "page not found" page, unless the site has its own (`Content/404.html` or
    /// `Content/404.md`).
    func writeNotFoundPage(navigation: SiteNavigation, assets: Assets) throws {
        guard !files.contains("404.html"), !pages.contains(where: \.isNotFound) else { return }
        let path = "404.html"
        let home = HTMLEscaping.escape(routes.link(from: path, to: "index.html"))
        let content =
            "<h1>Page not found</h1>\n<p>There is no page at this address. Try the <a href=\"\(home)\">home "
            + "page</a>.</p>\n"
        var context = layoutContext(title: "Page not found", outputPath: path, content: content, assets: assets)
        let outline = assets.navigation?.outline ?? NavigationOutline(navigation)
        context["nav"] = outline.sidebarHTML(current: SiteNavigation.root, from: path, routes: routes)
        let html = try theme.renderPage("page", context)
        try destination.write(html, to: path)
    }
}
