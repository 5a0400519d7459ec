import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The compiled page writer must produce exactly what the built-in `page.mustache` produces through Mustache.
@Suite struct BuiltInPageWriterTests {
    private static let base: [String: String] = [
        "language": "en", "title": "T <1>", "siteTitle": "Site & co", "headTitle": "T <1> – Site & co",
        "stylesheetURL": "../assets/foldmark.1.css", "scriptURL": "../assets/foldmark.2.js", "homeURL": "../index.html",
        "content": "<h1 id=\"t\">T</h1>\n<p>x</p>\n",
        "nav": "<ul class=\"fm-nav-list\">\n<li><a href=\"a\">A</a></li>\n</ul>\n",
    ]

    @Test(arguments: [
        [:],
        ["description": "About \"it\""],
        ["breadcrumbs": "<ol><li>x</li></ol>\n", "toc": "<ol>\n<li><a href=\"#a\">A</a></li>\n</ol>\n"],
        ["pagination": "<a rel=\"next\" href=\"n\">N</a>\n", "description": ""],
        ["navScriptURL": "../assets/nav.3.js", "navRoot": "../\"x", "navItem": "7"],
        ["navScriptURL": "assets/nav.3.js", "navRoot": "", "navItem": "0"],
    ])
    func matchesTheTemplate(_ extra: [String: String]) throws {
        for remember in [true, false] {
            for sectioned in [false, true] {
                var context: [String: Any] = Self.base.merging(extra) { $1 }
                context["remember"] = remember
                if sectioned { context["sectioned"] = true }
                let theme = Theme.builtIn
                let page = try theme.renderPage("page", context)
                #expect(page == (try theme.render("page", context)))
                #expect(page.contains("<body class=\"fm-site fm-sectioned\">") == sectioned)
            }
        }
    }
}
