import FoldmarkCore

extension SiteBuild {
    /// The layout values every page has (see `Content/templates.md` for their meaning), with an empty navigation.
    /// `routes` (the build's own by default) makes the links.
    func pageView(
        title: String, outputPath: String, content: String, assets: Assets, routes: SiteRoutes? = nil
    ) -> PageView {
        let routes = routes ?? self.routes
        let from = SiteRoutes.percentEncode(outputPath)
        var page = PageView(
            language: config.language, title: title, siteTitle: config.title,
            headTitle: title == config.title ? title : "\(title) – \(config.title)",
            description: config.description,
            stylesheetURL: routes.generatedLink(from: from, to: assets.stylesheet),
            scriptURL: routes.generatedLink(from: from, to: assets.script),
            homeURL: routes.generatedLink(from: from, to: "index.html"), content: content,
            remember: config.rememberState, nav: NavView(fallback: ""))
        // The whole navigation is one shared script; the page says only where the site's root is from here.
        if let navigation = assets.navigation {
            page.navScriptURL = routes.generatedLink(from: from, to: navigation.path)
        }
        if let index = assets.searchIndex { page.searchIndexURL = routes.generatedLink(from: from, to: index) }
        return page
    }

    /// The navigation of the page at `outputPath` whose item is `current`, with links made by `routes`; `shown` when
    /// the navigation shows that page as its own item. The navigation for readers without JavaScript is made here,
    /// and only here.
    func navView(
        current: Int, shown: Bool, outputPath: String, routes: SiteRoutes, outline: NavigationOutline, assets: Assets
    ) -> NavView {
        let from = SiteRoutes.percentEncode(outputPath)
        let frameURL = assets.navigationFrame.map { routes.generatedLink(from: from, to: $0.path) }
        let entry = shown && outline.position[current] >= 0 ? outline.position[current] : nil
        var nav = NavView(fallback: NavigationFallback.html(frameURL: frameURL, item: entry), frameURL: frameURL)
        if assets.navigation != nil {
            nav.root = routes.generatedLink(from: from, to: "")
            nav.item = entry.map(String.init)
        }
        return nav
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
        var view = pageView(title: page.title, outputPath: page.outputPath, content: content, assets: assets)
        if let description = page.metadata.description { view.description = description }
        view.sectioned = page.metadata.policy(over: config.policy).foldsAnySection(of: page.document)
        view.nav = navView(
            current: item, shown: isShown, outputPath: page.outputPath, routes: routes, outline: outline, assets: assets
        )
        view.breadcrumbs = outline.breadcrumbs(current: item, from: page.outputPath, routes: routes)
        if page.metadata.toc ?? config.toc { view.toc = TocView(document: page.document) }
        view.pagination = pagination(ofPage: index, navigation: navigation)
        if page.isNotFound {
            placeNotFoundPage(&view, item: item, outputPath: page.outputPath, navigation: navigation, assets: assets)
        }
        let template = page.metadata.template ?? "page"
        guard theme.hasTemplate(template) else {
            throw FoldmarkError(
                at: SourceLocation(file: page.contentPath.map { displayContent + "/" + $0 }), code: .unknownTemplate,
                "the theme has no template '\(template).mustache'")
        }
        return try theme.renderPage(template, view)
    }

    /// The previous and next pages of page `index`, or nil when it has neither.
    private func pagination(ofPage index: Int, navigation: SiteNavigation) -> PaginationView? {
        let (previous, next) = navigation.neighbours(ofPage: index)
        guard previous != nil || next != nil else { return nil }
        let from = SiteRoutes.percentEncode(pages[index].outputPath)
        func link(_ page: Int?) -> PageLink? {
            page.map {
                PageLink(
                    title: pages[$0].title,
                    url: routes.encodedLink(from: from, to: SiteRoutes.percentEncode(pages[$0].outputPath)))
            }
        }
        return PaginationView(previous: link(previous), next: link(next))
    }
}
