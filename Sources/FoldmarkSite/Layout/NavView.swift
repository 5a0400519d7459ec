import FoldmarkCore

/// The values of the `nav` partial, the site navigation beside the page: read inside `{{#nav}}…{{/nav}}`.
struct NavView: TemplateView, Sendable {
    /// The link to the site's root, which `foldmark.js` resolves the navigation script's paths against
    /// (`data-fm-nav-root`); nil when the site has no navigation script.
    var root: String?
    /// The page's row in the navigation script (`data-fm-nav-item`); nil on a page the navigation does not show.
    var item: String?
    /// The navigation for readers without JavaScript: finished HTML that Foldmark wrote, shown as it is.
    var fallback: String
    /// The link to the site's navigation page (`assets/nav.<hash>.html`), which the fallback shows in a frame.
    var frameURL: String?

    func templateValue(named name: String) -> Any? {
        switch name {
        case "root": root ?? TemplateNull()
        case "item": item ?? TemplateNull()
        case "fallback": fallback
        case "frameURL": frameURL ?? TemplateNull()
        default: nil
        }
    }

    /// The fallback, as the value `nav` was before it became a view.
    var templateHTML: String { fallback }

    /// The `<nav>`, as the built-in `nav.mustache` writes it.
    var html: String {
        var html = HTMLBuffer(capacity: fallback.utf8.count + 256)
        append(to: &html)
        return html.string()
    }

    /// Appends the `<nav>`, as the built-in `nav.mustache` writes it, to `html`.
    func append(to html: inout HTMLBuffer) {
        html.append("<nav class=\"fm-nav\" aria-label=\"Site\"")
        if let root {
            html.append(" data-fm-nav-root=\"", escaping: root, "\"")
        }
        if let item {
            html.append(" data-fm-nav-item=\"", escaping: item, "\"")
        }
        html.append(">\n<details class=\"fm-nav-menu\" open>\n<summary class=\"fm-nav-toggle\">Menu</summary>\n")
        html.append(html: fallback)
        html.append("\n</details>\n</nav>\n")
    }
}
