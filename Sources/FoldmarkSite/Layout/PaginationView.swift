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
        var html = "<nav class=\"fm-pagination\" aria-label=\"Previous and next page\">\n"
        appendLinks(to: &html)
        html += "\n</nav>\n"
        return html
    }

    private var linksHTML: String {
        var html = ""
        appendLinks(to: &html)
        return html
    }

    /// Appends the links to `html`, piece by piece.
    private func appendLinks(to html: inout String) {
        if let previous {
            html += "<a class=\"fm-previous\" rel=\"prev\" href=\""
            html += HTMLEscaping.escape(previous.url ?? "")
            html += "\"><span>Previous</span> "
            html += HTMLEscaping.escape(previous.title)
            html += "</a>\n"
        }
        if let next {
            html += "<a class=\"fm-next\" rel=\"next\" href=\""
            html += HTMLEscaping.escape(next.url ?? "")
            html += "\"><span>Next</span> "
            html += HTMLEscaping.escape(next.title)
            html += "</a>\n"
        }
    }
}
