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
        "<nav class=\"fm-breadcrumbs\" aria-label=\"Breadcrumb\">\n" + listHTML + "\n</nav>\n"
    }

    /// The `<ol>` of the trail.
    var listHTML: String {
        var html = "<ol class=\"fm-breadcrumbs-list\">\n"
        for link in links {
            if let url = link.url {
                html +=
                    "<li><a href=\"" + HTMLEscaping.escape(url) + "\">" + HTMLEscaping.escape(link.title)
                    + "</a></li>\n"
            } else {
                html += "<li><span>" + HTMLEscaping.escape(link.title) + "</span></li>\n"
            }
        }
        return html + "<li><span aria-current=\"page\">" + HTMLEscaping.escape(title) + "</span></li>\n</ol>\n"
    }
}
