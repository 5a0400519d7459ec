import FoldmarkCore

/// Writes a site page exactly as the built-in `page.mustache` would, without going through Mustache.
///
/// A site renders its layout once per page, and for thousands of small pages Mustache's dynamic lookups cost
/// more than the rest of the page. ``Theme`` uses this writer only while `page.mustache` is the built-in one. It
/// writes each partial the layout includes (`head`, `nav`, `breadcrumbs`, `pagination`, `toc`) with the page's
/// compiled writer while that partial is the built-in one too, and through Mustache otherwise, so overriding one
/// partial costs only that partial. `BuiltInPageWriterTests` renders the same values both ways and requires the
/// same bytes.
enum BuiltInPageWriter {
    /// The page for `page` (see `Content/templates.md` for the meaning of its values).
    static func render(_ page: PageView, theme: Theme) throws -> String {
        var html = HTMLBuffer(capacity: page.content.utf8.count + page.nav.fallback.utf8.count + 4096)
        PageOpening.append(language: page.language, remember: page.remember, to: &html)
        try theme.appendPartial("head", page, to: &html)
        PageOpening.appendBody(bodyClass: "fm-site", sectioned: page.sectioned, to: &html)
        html.append("<a class=\"fm-skip-link\" href=\"#fm-main\">Skip to content</a>\n")
        html.append("<header class=\"fm-header\"><a class=\"fm-site-title\" href=\"", escaping: page.homeURL, "\">")
        html.append(escaping: page.siteTitle)
        html.append("</a>")
        if let index = page.searchIndexURL {
            html.append("\n")
            appendSearchBox(indexURL: index, to: &html)
        }
        html.append("</header>\n<div class=\"fm-layout\">\n")
        try theme.appendPartial("nav", page, to: &html)
        html.append("<main class=\"fm-document\" id=\"fm-main\">\n")
        try theme.appendPartial("breadcrumbs", page, to: &html)
        html.append(html: page.content)
        html.append("\n")
        try theme.appendPartial("pagination", page, to: &html)
        html.append("</main>\n")
        try theme.appendPartial("toc", page, to: &html)
        html.append("</div>\n</body>\n</html>\n")
        return html.string()
    }

    /// Appends the header's search box (see `page.mustache`) for the index at `indexURL`.
    static func appendSearchBox(indexURL: String, to html: inout HTMLBuffer) {
        html.append(
            "<div class=\"fm-search\" role=\"search\" data-fm-search-index=\"", escaping: indexURL,
            "\"><input class=\"fm-search-input\" type=\"text\" placeholder=\"Search\" aria-label=\"Search\" ")
        html.append("autocomplete=\"off\" spellcheck=\"false\"></div>\n")
    }
}
