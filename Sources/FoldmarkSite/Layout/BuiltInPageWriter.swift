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
        var html = ""
        html.reserveCapacity(page.content.utf8.count + page.nav.fallback.utf8.count + 4096)
        PageOpening.append(
            language: page.language, remember: page.remember, head: try theme.renderPartial("head", page),
            bodyClass: "fm-site", sectioned: page.sectioned, to: &html)
        html += "<a class=\"fm-skip-link\" href=\"#fm-main\">Skip to content</a>\n"
        html += "<header class=\"fm-header\"><a class=\"fm-site-title\" href=\""
        html += HTMLEscaping.escape(page.homeURL)
        html += "\">"
        html += HTMLEscaping.escape(page.siteTitle)
        html += "</a>"
        if let index = page.searchIndexURL {
            html += "\n"
            html += searchBox(indexURL: HTMLEscaping.escape(index))
        }
        html += "</header>\n<div class=\"fm-layout\">\n"
        html += try theme.renderPartial("nav", page)
        html += "<main class=\"fm-document\" id=\"fm-main\">\n"
        html += try theme.renderPartial("breadcrumbs", page)
        html += page.content
        html += "\n"
        html += try theme.renderPartial("pagination", page)
        html += "</main>\n"
        html += try theme.renderPartial("toc", page)
        html += "</div>\n</body>\n</html>\n"
        return html
    }

    /// The header's search box (see `page.mustache`), for the index at `indexURL` (escaped).
    static func searchBox(indexURL: String) -> String {
        "<div class=\"fm-search\" role=\"search\" data-fm-search-index=\"" + indexURL + "\"><input "
            + "class=\"fm-search-input\" type=\"text\" placeholder=\"Search\" aria-label=\"Search\" "
            + "autocomplete=\"off\" spellcheck=\"false\"></div>\n"
    }
}
