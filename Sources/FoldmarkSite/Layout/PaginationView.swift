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
        "<nav class=\"fm-pagination\" aria-label=\"Previous and next page\">\n" + linksHTML + "\n</nav>\n"
    }

    private var linksHTML: String {
        var html = ""
        if let previous {
            html += "<a class=\"fm-previous\" rel=\"prev\" href=\"" + HTMLEscaping.escape(previous.url ?? "") + "\">"
            html += "<span>Previous</span> " + HTMLEscaping.escape(previous.title) + "</a>\n"
        }
        if let next {
            html += "<a class=\"fm-next\" rel=\"next\" href=\"" + HTMLEscaping.escape(next.url ?? "") + "\">"
            html += "<span>Next</span> " + HTMLEscaping.escape(next.title) + "</a>\n"
        }
        return html
    }
}
