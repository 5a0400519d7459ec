import FoldmarkCore

/// The HTML each page shows of the navigation besides its sidebar: the breadcrumbs and a folder's listing (the
/// sidebar is ``NavigationFrame`` without JavaScript, built by `foldmark.js` from ``NavigationScript`` with it).
extension NavigationOutline {
    static let separatorHTML = "<li class=\"fm-nav-separator\" aria-hidden=\"true\"></li>\n"

    /// What an entry shows: a link to a page, a part's or a draft's title, an external link marked as such.
    private func label(_ item: Int, current: Int, from: String, routes: SiteRoutes) -> String {
        switch items[item].kind {
        case .page, .folder:
            if items[item].outputPath.isEmpty { return "<span class=\"fm-nav-draft\">\(escapedTitles[item])</span>" }
            return link(item, current: current, from: from, routes: routes)
        case .part:
            return "<span class=\"fm-nav-part\">\(escapedTitles[item])</span>"
        case .separator:
            return ""
        case .external:
            guard let url = externalURLs[item] else {
                return "<span class=\"fm-nav-draft\">\(escapedTitles[item])</span>"
            }
            return "<a class=\"fm-nav-external\" href=\"\(HTMLEscaping.escape(url))\">\(escapedTitles[item])"
                + Self.externalMark + "</a>"
        case .draft:
            return "<span class=\"fm-nav-draft\">\(escapedTitles[item])</span>"
        }
    }

    /// After an external link's title: an arrow for the eye, words for screen readers.
    static let externalMark =
        "<span class=\"fm-nav-external-mark\" aria-hidden=\"true\">↗</span>"
        + "<span class=\"fm-nav-hidden-text\"> (external link)</span>"

    /// A link to `item` from the page at the percent-encoded output path `from`.
    private func link(_ item: Int, current: Int, from: String, routes: SiteRoutes) -> String {
        let href = HTMLEscaping.escape(routes.encodedLink(from: from, to: encodedPaths[item]))
        let currentAttribute = item == current ? " aria-current=\"page\"" : ""
        return "<a href=\"\(href)\"\(currentAttribute)>\(escapedTitles[item])</a>"
    }

    /// The list of every entry of a group, for its page. A part among them, which has no page of its own, is
    /// listed with all of its entries, so that every page is reached from some page's list.
    func folderListingHTML(folder: Int, from: String, routes: SiteRoutes) -> String {
        guard !items[folder].children.isEmpty else { return "" }
        let from = SiteRoutes.percentEncode(from)
        var html = "<ul class=\"fm-folder-list\">\n"
        // Each frame: a group being listed and the next of its children; parts open a nested list.
        var stack: [(group: Int, next: Int)] = [(folder, 0)]
        while let (group, next) = stack.popLast() {
            let children = items[group].children
            guard next < children.count else {
                if !stack.isEmpty { html += "</ul>\n</li>\n" }
                continue
            }
            stack.append((group, next + 1))
            let child = children[next]
            switch items[child].kind {
            case .separator:
                html += Self.separatorHTML
            case .part:
                html += "<li>" + label(child, current: -1, from: from, routes: routes) + "\n<ul>\n"
                stack.append((child, 0))
            default:
                html += "<li>" + label(child, current: -1, from: from, routes: routes) + "</li>\n"
            }
        }
        return html + "</ul>\n"
    }
}
