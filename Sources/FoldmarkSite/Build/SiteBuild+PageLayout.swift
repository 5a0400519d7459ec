import FoldmarkCore

extension SiteBuild {
    /// The layout values every page has (see `Content/templates.md` for their meaning).
    /// `routes` (the build's own by default) makes the links.
    func layoutContext(
        title: String, outputPath: String, content: String, assets: Assets, routes: SiteRoutes? = nil
    ) -> [String: Any] {
        let routes = routes ?? self.routes
        var context: [String: Any] = [
            "language": config.language,
            "title": title,
            "siteTitle": config.title,
            "headTitle": title == config.title ? title : "\(title) – \(config.title)",
            "stylesheetURL": routes.link(from: outputPath, to: assets.stylesheet),
            "scriptURL": routes.link(from: outputPath, to: assets.script),
            "homeURL": routes.link(from: outputPath, to: "index.html"),
            "content": content,
            "remember": config.rememberState,
        ]
        if let description = config.description { context["description"] = description }
        if let navigation = assets.navigation {
            // The whole navigation is one shared script; the page says only where the site's root is from here.
            context["navScriptURL"] = routes.link(from: outputPath, to: navigation.path)
            context["navRoot"] = routes.link(from: outputPath, to: "")
        }
        if let frame = assets.navigationFrame { context["navFrameURL"] = routes.link(from: outputPath, to: frame.path) }
        if let index = assets.searchIndex { context["searchIndexURL"] = routes.link(from: outputPath, to: index) }
        return context
    }

    /// Page `index` in its layout: the document, a title when it does not show one, a folder listing on a landing page
    /// that needs one, the sidebar, breadcrumbs, table of contents and previous/next links.
    func renderPage(_ index: Int, navigation: SiteNavigation, assets: Assets) throws -> String {
        let page = pages[index]
        var content = page.fragment
        let item = navigation.item(forPage: index)
        // A page without a level-1 heading gets its title as one, unless that title is its first heading, which
        // the page already shows (an mdBook chapter that starts at `##`).
        if page.document.firstLevelOneTitle == nil && page.title != page.document.headingTitle {
            content = "<h1>\(HTMLEscaping.escape(page.title))</h1>\n" + content
        }
        // The navigation shows this page's item (the 404 page has none of its own).
        let isShown = navigation.items[item].outputPath == page.outputPath
        let outline = assets.navigation?.outline ?? NavigationOutline(navigation)
        if isShown && page.isGenerated {
            content += outline.folderListingHTML(folder: item, from: page.outputPath, routes: routes)
        }
        var context = layoutContext(title: page.title, outputPath: page.outputPath, content: content, assets: assets)
        if let description = page.metadata.description { context["description"] = description }
        if page.metadata.policy(over: config.policy).foldsAnySection(of: page.document) { context["sectioned"] = true }
        let navItem = isShown && outline.position[item] >= 0 ? outline.position[item] : nil
        context["nav"] = NavigationFallback.html(frameURL: context["navFrameURL"] as? String, item: navItem)
        if let navItem, assets.navigation != nil { context["navItem"] = String(navItem) }
        let breadcrumbs = outline.breadcrumbsHTML(current: item, from: page.outputPath, routes: routes)
        if !breadcrumbs.isEmpty { context["breadcrumbs"] = breadcrumbs }
        let toc = page.metadata.toc ?? config.toc ? TableOfContents.html(for: page.document) : ""
        if !toc.isEmpty { context["toc"] = toc }
        let pagination = paginationHTML(ofPage: index, navigation: navigation)
        if !pagination.isEmpty { context["pagination"] = pagination }
        if page.isNotFound {
            placeNotFoundPage(
                &context, item: item, outputPath: page.outputPath, navigation: navigation, assets: assets)
        }
        let template = page.metadata.template ?? "page"
        guard theme.hasTemplate(template) else {
            throw FoldmarkError(
                at: SourceLocation(file: page.contentPath.map { displayContent + "/" + $0 }), code: .unknownTemplate,
                "the theme has no template '\(template).mustache'")
        }
        return try theme.renderPage(template, context)
    }

    /// The previous and next links of page `index`, or "" when it has neither.
    private func paginationHTML(ofPage index: Int, navigation: SiteNavigation) -> String {
        let page = pages[index]
        let (previous, next) = navigation.neighbours(ofPage: index)
        var pagination = ""
        if let previous {
            let href = HTMLEscaping.escape(routes.link(from: page.outputPath, to: pages[previous].outputPath))
            let title = HTMLEscaping.escape(pages[previous].title)
            pagination += "<a class=\"fm-previous\" rel=\"prev\" href=\"\(href)\"><span>Previous</span> \(title)</a>\n"
        }
        if let next {
            let href = HTMLEscaping.escape(routes.link(from: page.outputPath, to: pages[next].outputPath))
            let title = HTMLEscaping.escape(pages[next].title)
            pagination += "<a class=\"fm-next\" rel=\"next\" href=\"\(href)\"><span>Next</span> \(title)</a>\n"
        }
        return pagination
    }
}
