/// The start of a built-in page or report, up to `<body>`: the doctype, `<html>` with its language and the
/// remember setting, the `<head>`, and `<body>` with its class. Shared by the compiled writers of
/// `report.mustache` (``BuiltInReportWriter``) and `page.mustache`, which open alike.
package enum PageOpening {
    /// Appends the opening to `html`; `head` is the `<head>` already written, `bodyClass` the class of every such
    /// page (`fm-report`, `fm-site`), followed by `fm-sectioned` when any section folds.
    package static func append(
        language: String, remember: Bool, head: String, bodyClass: StaticString, sectioned: Bool,
        to html: inout String
    ) {
        html += "<!DOCTYPE html>\n<html lang=\""
        html += HTMLEscaping.escape(language)
        html += "\""
        if !remember { html += " data-fm-remember=\"false\"" }
        html += ">\n"
        html += head
        html += "<body class=\""
        html += bodyClass.description
        if sectioned { html += " fm-sectioned" }
        html += "\">\n"
    }
}
