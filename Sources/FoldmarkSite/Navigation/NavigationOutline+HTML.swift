import FoldmarkCore

/// The HTML each page shows of the navigation besides its sidebar: the breadcrumbs and a folder's listing (the
/// sidebar is ``NavigationFrame`` without JavaScript, built by `foldmark.js` from ``NavigationScript`` with it).
extension NavigationOutline {
    static let separatorHTML = "<li class=\"fm-nav-separator\" aria-hidden=\"true\"></li>\n"

    /// Appends what an entry shows: a link to a page from the page at the percent-encoded output path `from`
    /// (`anchored`: with the entry's id, `n` and its position, as the navigation page gives it), a part's or a
    /// draft's title, an external link marked as such. A separator shows nothing.
    func appendLabel(
        _ item: Int, from: String, routes: SiteRoutes, anchored: Bool = false, to html: inout HTMLBuffer
    ) {
        switch items[item].kind {
        case .page, .folder:
            guard Self.isLinked(items[item]) else {
                appendSpan("fm-nav-draft", item, to: &html)
                return
            }
            html.append("<a ")
            if anchored {
                html.append("id=\"n")
                html.append(position[item])
                html.append("\" ")
            }
            html.append("href=\"")
            html.append(escaping: routes.encodedLink(from: from, to: encodedPaths[item]))
            html.append("\">")
            html.append(html: escapedTitles[item])
            html.append("</a>")
        case .part:
            appendSpan("fm-nav-part", item, to: &html)
        case .separator:
            break
        case .external:
            guard let url = externalURLs[item] else {
                appendSpan("fm-nav-draft", item, to: &html)
                return
            }
            html.append("<a class=\"fm-nav-external\" href=\"")
            html.append(escaping: url)
            html.append("\">")
            html.append(html: escapedTitles[item])
            html.append(html: Self.externalMark)
            html.append("</a>")
        case .draft:
            appendSpan("fm-nav-draft", item, to: &html)
        }
    }

    /// A title without a link, in a span of class `className`.
    private func appendSpan(_ className: StaticString, _ item: Int, to html: inout HTMLBuffer) {
        html.append("<span class=\"")
        html.append(className)
        html.append("\">")
        html.append(html: escapedTitles[item])
        html.append("</span>")
    }

    /// After an external link's title: an arrow for the eye, words for screen readers.
    static let externalMark =
        "<span class=\"fm-nav-external-mark\" aria-hidden=\"true\">↗</span>"
        + "<span class=\"fm-nav-hidden-text\"> (external link)</span>"

    /// The list of every entry of a group, for its page. A part among them, which has no page of its own, is
    /// listed with all of its entries, so that every page is reached from some page's list.
    func folderListingHTML(folder: Int, from: String, routes: SiteRoutes) -> String {
        guard !items[folder].children.isEmpty else { return "" }
        let from = SiteRoutes.percentEncode(from)
        // Appended piece by piece into one buffer (see HTMLBuffer): a folder may list thousands of pages.
        var html = HTMLBuffer(capacity: items[folder].children.count * 96 + 64)
        html.append("<ul class=\"fm-folder-list\">\n")
        // Each frame: a group being listed and the next of its children; parts open a nested list.
        var stack: [(group: Int, next: Int)] = [(folder, 0)]
        while let (group, next) = stack.popLast() {
            let children = items[group].children
            guard next < children.count else {
                if !stack.isEmpty { html.append("</ul>\n</li>\n") }
                continue
            }
            stack.append((group, next + 1))
            let child = children[next]
            switch items[child].kind {
            case .separator:
                html.append(html: Self.separatorHTML)
            case .part:
                html.append("<li>")
                appendLabel(child, from: from, routes: routes, to: &html)
                html.append("\n<ul>\n")
                stack.append((child, 0))
            default:
                html.append("<li>")
                appendLabel(child, from: from, routes: routes, to: &html)
                html.append("</li>\n")
            }
        }
        html.append("</ul>\n")
        return html.string()
    }
}
