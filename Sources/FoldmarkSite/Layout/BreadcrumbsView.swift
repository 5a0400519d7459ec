import FoldmarkCore

/// The values of the `breadcrumbs` partial: the page's ancestors from the home page down, then its own title.
struct BreadcrumbsView: TemplateView, Sendable {
    /// The ancestors, each a ``PageLink`` (without `url` for a part, which has no page).
    var links: [PageLink]
    /// The page's own title.
    var title: String

    func templateValue(named name: String) -> Any? {
        switch name {
        case "links": links
        case "title": title
        default: nil
        }
    }

    /// The list, as the value `breadcrumbs` was before it became a view.
    var templateHTML: String { listHTML }

    /// The `<nav>`, as the built-in `breadcrumbs.mustache` writes it.
    var html: String {
        var html = HTMLBuffer()
        append(to: &html)
        return html.string()
    }

    /// Appends the `<nav>`, as the built-in `breadcrumbs.mustache` writes it, to `html`.
    func append(to html: inout HTMLBuffer) {
        html.append("<nav class=\"fm-breadcrumbs\" aria-label=\"Breadcrumb\">\n")
        appendList(to: &html)
        html.append("\n</nav>\n")
    }

    /// The `<ol>` of the trail.
    var listHTML: String {
        var html = HTMLBuffer()
        appendList(to: &html)
        return html.string()
    }

    /// Appends the `<ol>` of the trail to `html`, piece by piece.
    private func appendList(to html: inout HTMLBuffer) {
        html.append("<ol class=\"fm-breadcrumbs-list\">\n")
        for link in links {
            if let url = link.url {
                html.append("<li><a href=\"", escaping: url, "\">")
                html.append(escaping: link.title)
                html.append("</a></li>\n")
            } else {
                html.append("<li><span>", escaping: link.title, "</span></li>\n")
            }
        }
        html.append("<li><span aria-current=\"page\">", escaping: title, "</span></li>\n</ol>\n")
    }
}
