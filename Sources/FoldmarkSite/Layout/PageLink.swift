import FoldmarkCore

/// A link to a page of the site in the page chrome (a breadcrumb, the previous or next page): `title` and `url`.
struct PageLink: TemplateView, Sendable {
    /// The page's title, as text.
    var title: String
    /// The link from the page being written, percent-encoded; nil for an entry with no page (a part's title).
    var url: String?

    func templateValue(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url ?? TemplateNull()
        default: nil
        }
    }
}
