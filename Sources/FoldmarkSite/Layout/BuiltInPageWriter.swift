import FoldmarkCore

/// Writes a site page exactly as the built-in `page.mustache` would, without going through Mustache.
///
/// A site renders its layout once per page, and for thousands of small pages Mustache's dynamic lookups cost
/// more than the rest of the page. ``Theme`` uses this writer only while `page.mustache` is the built-in one;
/// `BuiltInPageWriterTests` renders the same values both ways and requires the same bytes.
enum BuiltInPageWriter {
    /// The page for the layout values in `context` (see `Content/templates.md` for their meaning).
    static func render(_ context: [String: Any]) -> String {
        func text(_ key: String) -> String { (context[key] as? String) ?? "" }
        func escaped(_ key: String) -> String { HTMLEscaping.escape(text(key)) }
        let content = text("content")
        let nav = text("nav")
        var html = ""
        html.reserveCapacity(content.utf8.count + nav.utf8.count + 2048)
        html += "<!DOCTYPE html>\n<html lang=\"" + escaped("language") + "\""
        if (context["remember"] as? Bool) != true { html += " data-fm-remember=\"false\"" }
        html += ">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"generator\" content=\"Foldmark\">\n"
        if context["description"] != nil {
            html += "<meta name=\"description\" content=\"" + escaped("description") + "\">\n"
        }
        html += "<title>" + escaped("headTitle") + "</title>\n<link rel=\"icon\" href=\"data:,\">\n"
        html += restoringScript
        if context["inlineStyles"] != nil {
            html += "<style>\n" + text("inlineStyles") + "\n</style>\n"
        } else {
            html += "<link rel=\"stylesheet\" href=\"" + escaped("stylesheetURL") + "\">\n"
        }
        if context["navScriptURL"] != nil {
            html += "<script src=\"" + escaped("navScriptURL") + "\" defer></script>\n"
        }
        html += "<script src=\"" + escaped("scriptURL") + "\" defer></script>\n</head>\n<body class=\"fm-site"
        html += (context["sectioned"] as? Bool == true ? " fm-sectioned" : "") + "\">\n"
        html += "<a class=\"fm-skip-link\" href=\"#fm-main\">Skip to content</a>\n"
        html += "<header class=\"fm-header\"><a class=\"fm-site-title\" href=\"" + escaped("homeURL") + "\">"
        html += escaped("siteTitle") + "</a>"
        if context["searchIndexURL"] != nil { html += "\n" + searchBox(indexURL: escaped("searchIndexURL")) }
        html += "</header>\n<div class=\"fm-layout\">\n<nav class=\"fm-nav\" aria-label=\"Site\""
        if context["navRoot"] != nil { html += " data-fm-nav-root=\"" + escaped("navRoot") + "\"" }
        if context["navItem"] != nil { html += " data-fm-nav-item=\"" + escaped("navItem") + "\"" }
        html += ">\n"
        html += "<details class=\"fm-nav-menu\" open>\n<summary class=\"fm-nav-toggle\">Menu</summary>\n"
        html += nav + "\n</details>\n</nav>\n<main class=\"fm-document\" id=\"fm-main\">\n"
        if context["breadcrumbs"] != nil {
            html += "<nav class=\"fm-breadcrumbs\" aria-label=\"Breadcrumb\">\n" + text("breadcrumbs") + "\n</nav>\n"
        }
        html += content + "\n"
        if context["pagination"] != nil {
            html +=
                "<nav class=\"fm-pagination\" aria-label=\"Previous and next page\">\n" + text("pagination")
                + "\n</nav>\n"
        }
        html += "</main>\n"
        if context["toc"] != nil {
            html += "<nav class=\"fm-toc\" aria-label=\"On this page\">\n<details class=\"fm-toc-panel\" open>\n"
            html += "<summary class=\"fm-toc-title\">On this page</summary>\n"
            html += text("toc") + "\n</details>\n</nav>\n"
        }
        html += "</div>\n</body>\n</html>\n"
        return html
    }

    /// The header's search box (see `page.mustache`), for the index at `indexURL` (escaped).
    static func searchBox(indexURL: String) -> String {
        "<div class=\"fm-search\" role=\"search\" data-fm-search-index=\"" + indexURL + "\"><input "
            + "class=\"fm-search-input\" type=\"text\" placeholder=\"Search\" aria-label=\"Search\" "
            + "autocomplete=\"off\" spellcheck=\"false\"></div>\n"
    }

    /// The `<head>` script of `page.mustache`, as it stands there.
    private static let restoringScript: String = {
        let template = Theme.builtIn.file(named: "page.mustache") ?? ""
        guard let start = template.range(of: "<script>("),
            let end = template.range(of: "</script>\n", range: start.upperBound..<template.endIndex)
        else { return "" }
        return String(template[start.lowerBound..<end.upperBound])
    }()
}
