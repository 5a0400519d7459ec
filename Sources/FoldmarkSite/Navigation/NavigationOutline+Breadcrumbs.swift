import FoldmarkCore

extension NavigationOutline {
    /// The breadcrumb trail of `current`, with links relative to `from`: its ancestors from the root down (a part,
    /// which has no page, without a link), then its own title; nil for the root, which has no ancestors.
    func breadcrumbs(current: Int, from: String, routes: SiteRoutes) -> BreadcrumbsView? {
        let chain = ancestry(of: current)
        guard chain.count > 1 else { return nil }
        let from = SiteRoutes.percentEncode(from)
        let links = chain.dropLast().map { item in
            PageLink(
                title: items[item].title,
                url: Self.isLinked(items[item]) ? routes.encodedLink(from: from, to: encodedPaths[item]) : nil)
        }
        return BreadcrumbsView(links: links, title: items[current].title)
    }
}
