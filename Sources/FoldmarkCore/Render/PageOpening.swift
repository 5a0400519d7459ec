/// The start of a built-in page or report, up to `<body>`: the doctype, `<html>` with its language and the
/// remember setting, the `<head>`, and `<body>` with its class. Shared by the compiled writers of
/// `report.mustache` (``BuiltInReportWriter``) and `page.mustache`, which open alike.
package enum PageOpening {
    /// Appends the opening to `html`, up to where the `<head>` goes: the page's writer appends that (its `head`
    /// partial) next, then ``appendBody(bodyClass:sectioned:to:)``.
    package static func append(language: String, remember: Bool, to html: inout HTMLBuffer) {
        html.append("<!DOCTYPE html>\n<html lang=\"", escaping: language, "\"")
        if !remember { html.append(" data-fm-remember=\"false\"") }
        html.append(">\n")
    }

    /// Appends `<body>` with its class to `html`: `bodyClass` is the class of every such page (`fm-report`,
    /// `fm-site`), followed by `fm-sectioned` when any section folds.
    package static func appendBody(bodyClass: StaticString, sectioned: Bool, to html: inout HTMLBuffer) {
        html.append("<body class=\"")
        html.append(bodyClass)
        if sectioned { html.append(" fm-sectioned") }
        html.append("\">\n")
    }
}
