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
        var html = "<nav class=\"fm-breadcrumbs\" aria-label=\"Breadcrumb\">\n"
        appendList(to: &html)
        html += "\n</nav>\n"
        return html
    }

    /// The `<ol>` of the trail.
    var listHTML: String {
        var html = ""
        appendList(to: &html)
        return html
    }

    /// Appends the `<ol>` of the trail to `html`, piece by piece.
    private func appendList(to html: inout String) {
        html += "<ol class=\"fm-breadcrumbs-list\">\n"
        for link in links {
            if let url = link.url {
                html += "<li><a href=\""
                html += HTMLEscaping.escape(url)
                html += "\">"
                html += HTMLEscaping.escape(link.title)
                html += "</a></li>\n"
            } else {
                html += "<li><span>"
                html += HTMLEscaping.escape(link.title)
                html += "</span></li>\n"
            }
        }
        html += "<li><span aria-current=\"page\">"
        html += HTMLEscaping.escape(title)
        html += "</span></li>\n</ol>\n"
    }
}
