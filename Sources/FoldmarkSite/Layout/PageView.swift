import FoldmarkCore

/// The values of a site page's layout, `page.mustache` (or a front matter `template:`): the page, its `head`, and
/// the chrome around it, `nav`, `breadcrumbs`, `toc` and `pagination`, each the values of the partial of that name.
///
/// It also answers every name the layout's values had when they were a dictionary of finished HTML: `{{{nav}}}`,
/// `{{{breadcrumbs}}}`, `{{{toc}}}` and `{{{pagination}}}` write that HTML, and `headTitle`, `navRoot`, `navItem`
/// and the URLs are still there, so a `page.mustache` written for those keeps working. A value the page does not
/// have (`breadcrumbs` on the home page, `description` when none is set) is missing, so `{{#name}}` is false.
struct PageView: CompiledTemplateView, Sendable {
    var language: String
    /// The page's title, and the site's.
    var title: String
    var siteTitle: String
    /// The text of `<title>`: `Page – Site`, or the title alone when it is the site's.
    var headTitle: String
    var description: String?
    var stylesheetURL: String
    var scriptURL: String
    var homeURL: String
    /// The rendered page.
    var content: String
    var remember: Bool
    /// Whether any section of the page folds (`fm-sectioned` on `<body>`).
    var sectioned = false
    var searchIndexURL: String?
    /// A stylesheet to inline instead of linking `stylesheetURL` (the 404 page's).
    var inlineStyles: String?
    var navScriptURL: String?
    var nav: NavView
    var breadcrumbs: BreadcrumbsView?
    var toc: TocView?
    var pagination: PaginationView?

    /// The values of the `head` partial.
    var head: HeadView {
        HeadView(
            title: headTitle, description: description, inlineStyles: inlineStyles,
            stylesheetURL: inlineStyles == nil ? stylesheetURL : nil, navScriptURL: navScriptURL, scriptURL: scriptURL)
    }

    func templateValue(named name: String) -> Any? {
        switch name {
        case "head": head
        case "nav": nav
        case "breadcrumbs": breadcrumbs
        case "toc": toc
        case "pagination": pagination
        case "content": content
        case "language": language
        case "title": title
        case "siteTitle": siteTitle
        case "headTitle": headTitle
        case "description": description
        case "stylesheetURL": stylesheetURL
        case "scriptURL": scriptURL
        case "homeURL": homeURL
        case "remember": remember
        case "sectioned": sectioned ? true : nil
        case "searchIndexURL": searchIndexURL
        case "inlineStyles": inlineStyles
        case "navScriptURL": navScriptURL
        case "navRoot": nav.root
        case "navItem": nav.item
        case "navFrameURL": nav.frameURL
        default: nil
        }
    }

    func writesPartial(named name: String, theme: Theme) -> Bool {
        switch name {
        case "head", "nav", "breadcrumbs", "pagination": true
        case "toc": theme.builtInCompiledPartials.contains("toc-list")
        default: false
        }
    }

    /// Appends the built-in partial `name` of the page, as its template writes it with this page's values.
    func appendCompiledPartial(named name: String, to html: inout HTMLBuffer) {
        switch name {
        case "head": head.append(to: &html)
        case "nav": nav.append(to: &html)
        case "breadcrumbs": breadcrumbs?.append(to: &html)
        case "pagination": pagination?.append(to: &html)
        case "toc": if let toc { Self.appendToc(toc, to: &html) }
        default: break
        }
    }

    /// Appends the "On this page" panel, as the built-in `toc.mustache` writes it.
    static func appendToc(_ toc: TocView, to html: inout HTMLBuffer) {
        html.append("<nav class=\"fm-toc\" aria-label=\"On this page\">\n<details class=\"fm-toc-panel\" open>\n")
        html.append("<summary class=\"fm-toc-title\">On this page</summary>\n")
        toc.appendCompiledPartial(named: "toc-list", to: &html)
        html.append("\n</details>\n</nav>\n")
    }
}
