import FoldmarkCore

/// The values of the `pagination` partial: the previous and next pages in reading order.
struct PaginationView: TemplateView, Sendable {
    var previous: PageLink?
    var next: PageLink?

    func templateValue(named name: String) -> Any? {
        switch name {
        case "previous": previous ?? TemplateNull()
        case "next": next ?? TemplateNull()
        default: nil
        }
    }

    /// The links, as the value `pagination` was before it became a view.
    var templateHTML: String { linksHTML }

    /// The `<nav>`, as the built-in `pagination.mustache` writes it.
    var html: String {
        var html = HTMLBuffer()
        append(to: &html)
        return html.string()
    }

    /// Appends the `<nav>`, as the built-in `pagination.mustache` writes it, to `html`.
    func append(to html: inout HTMLBuffer) {
        html.append("<nav class=\"fm-pagination\" aria-label=\"Previous and next page\">\n")
        appendLinks(to: &html)
        html.append("\n</nav>\n")
    }

    private var linksHTML: String {
        var html = HTMLBuffer()
        appendLinks(to: &html)
        return html.string()
    }

    /// Appends the links to `html`, piece by piece.
    private func appendLinks(to html: inout HTMLBuffer) {
        if let previous {
            html.append(
                "<a class=\"fm-previous\" rel=\"prev\" href=\"", escaping: previous.url ?? "",
                "\"><span>Previous</span> ")
            html.append(escaping: previous.title)
            html.append("</a>\n")
        }
        if let next {
            html.append("<a class=\"fm-next\" rel=\"next\" href=\"", escaping: next.url ?? "", "\"><span>Next</span> ")
            html.append(escaping: next.title)
            html.append("</a>\n")
        }
    }
}
