import FoldmarkCore

extension SiteBuild {
    /// Step 9e: the generated "page not found" page, unless the site has its own (`Content/404.html` or
    /// `Content/404.md`).
    ///
    /// A server sends `404.html` for a missing page at any depth (`/guide/missing/`), so relative links in it would
    /// resolve against the wrong folder. Its styles are inlined, and its links start from the site's root path:
    /// `base_url`'s, else `site_url`'s, else `/` (a site served at the root of its host).
    func writeNotFoundPage(navigation: SiteNavigation, assets: Assets) throws {
        guard !files.contains("404.html"), !pages.contains(where: \.isNotFound) else { return }
        let path = "404.html"
        let routes = notFoundRoutes
        let home = HTMLEscaping.escape(routes.link(from: path, to: "index.html"))
        let content =
            "<h1>Page not found</h1>\n<p>There is no page at this address. Try the <a href=\"\(home)\">home "
            + "page</a>.</p>\n"
        var context = layoutContext(
            title: "Page not found", outputPath: path, content: content, assets: assets, routes: routes)
        context["inlineStyles"] = theme.file(named: "foldmark.css") ?? ""
        context["nav"] = NavigationFallback.html(frameURL: context["navFrameURL"] as? String, item: nil)
        let html = try theme.renderPage("page", context)
        try destination.write(html, to: path)
    }

    /// A site's own "page not found" page (`Content/404.md`) in the same way: inlined styles, and the layout's
    /// links (home, navigation, breadcrumbs, scripts) from the site's root path. Links written in the page itself
    /// stay relative to the site's root folder.
    func placeNotFoundPage(
        _ context: inout [String: Any], item: Int, outputPath: String, navigation: SiteNavigation, assets: Assets
    ) {
        let routes = notFoundRoutes
        let rooted = layoutContext(title: "", outputPath: outputPath, content: "", assets: assets, routes: routes)
        for key in ["scriptURL", "homeURL", "navScriptURL", "navRoot", "navFrameURL"] { context[key] = rooted[key] }
        context["inlineStyles"] = theme.file(named: "foldmark.css") ?? ""
        context["nav"] = NavigationFallback.html(frameURL: context["navFrameURL"] as? String, item: nil)
        let outline = NavigationOutline(navigation)
        let breadcrumbs = outline.breadcrumbsHTML(current: item, from: outputPath, routes: routes)
        context["breadcrumbs"] = breadcrumbs.isEmpty ? nil : breadcrumbs
    }

    /// Routes whose links all start from the site's root path, so that they work from any folder.
    var notFoundRoutes: SiteRoutes {
        if let baseURL = config.baseURL { return routes.withBaseURL(baseURL) }
        if let siteURL = config.siteURL, let scheme = siteURL.range(of: "://") {
            // The path of `https://host/docs/` as written (still percent-encoded): `/docs/`.
            let rest = siteURL[scheme.upperBound...]
            let path = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? "/"
            return routes.withBaseURL(path.hasSuffix("/") ? path : path + "/")
        }
        return routes.withBaseURL("/")
    }
}
