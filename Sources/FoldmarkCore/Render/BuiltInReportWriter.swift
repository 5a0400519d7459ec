/// Writes a report exactly as the built-in `report.mustache` would, without going through Mustache.
///
/// A report is rendered once, but Mustache's lookups of its values (and, with ``Theme``'s templates compiled only
/// when first used, the parsing of the templates) are a large part of the time `foldmark render` takes for a
/// short file. ``HTMLRenderer`` uses this writer only while `report.mustache` is the built-in one; each partial
/// the report includes (`head`, `toc-list`) is written by its compiled writer while that partial is the built-in
/// one too, and through Mustache otherwise. `BuiltInReportWriterTests` renders the same values both ways and
/// requires the same bytes.
enum BuiltInReportWriter {
    /// The report for `report` (see `Content/templates.md` for the meaning of its values).
    static func render(_ report: ReportView, theme: Theme) throws -> String {
        var html = HTMLBuffer(
            capacity: report.content.utf8.count + report.css.utf8.count + report.script.utf8.count
                + (report.searchIndex?.utf8.count ?? 0) + 4096)
        PageOpening.append(language: report.language, remember: report.remember, to: &html)
        try theme.appendPartial("head", report, to: &html)
        PageOpening.appendBody(bodyClass: "fm-report", sectioned: report.sectioned, to: &html)
        if report.searchIndex != nil {
            html.append("<header class=\"fm-header fm-report-header\">\n")
            html.append("<div class=\"fm-search\" role=\"search\"><input class=\"fm-search-input\" type=\"text\" ")
            html.append(
                "placeholder=\"Search\" aria-label=\"Search\" autocomplete=\"off\" spellcheck=\"false\"></div>\n")
            html.append("</header>\n")
        }
        if let toc = report.toc {
            html.append("<nav class=\"fm-toc\" aria-label=\"Contents\">\n<details class=\"fm-toc-panel\"")
            if toc.open { html.append(" open") }
            html.append(">\n<summary class=\"fm-toc-title\">Contents <span class=\"fm-toc-count\">(")
            html.append(toc.count)
            html.append(" sections)</span></summary>\n")
            try theme.appendPartial("toc-list", toc, to: &html)
            html.append("\n</details>\n</nav>\n")
        }
        html.append("<main class=\"fm-document\">\n")
        html.append(html: report.content)
        html.append("\n</main>\n")
        if let searchIndex = report.searchIndex {
            html.append("<script>\n")
            html.append(html: searchIndex)
            html.append("\n</script>\n")
        }
        html.append("<script>\n")
        html.append(html: report.script)
        html.append("\n</script>\n</body>\n</html>\n")
        return html.string()
    }
}
