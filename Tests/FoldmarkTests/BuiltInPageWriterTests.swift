import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The compiled page writer and the compiled partials must produce exactly what the built-in templates produce
/// through Mustache.
@Suite struct BuiltInPageWriterTests {
    /// A page with every value that has text set to something that needs escaping.
    static func page() -> PageView {
        PageView(
            language: "en", title: "T <1>", siteTitle: "Site & co", headTitle: "T <1> – Site & co",
            stylesheetURL: "../assets/foldmark.1.css", scriptURL: "../assets/foldmark.2.js", homeURL: "../index.html",
            content: "<h1 id=\"t\">T</h1>\n<p>x</p>\n", remember: true,
            nav: NavView(fallback: "<ul class=\"fm-nav-list\">\n<li><a href=\"a\">A</a></li>\n</ul>\n"))
    }

    static let document = Document.parse("# T\n\n## A \"1\"\n\n### B\n\n#### C\n\n## `D`\n\n### E\n")

    /// Variations on ``page()``, each setting the values one branch of a template depends on.
    static let variations: [@Sendable (inout PageView) -> Void] = [
        { _ in },
        { $0.description = "About \"it\"" },
        { $0.description = "" },
        { $0.inlineStyles = "body { color: red; }" },
        { $0.searchIndexURL = "../assets/search.0123&\".js" },
        {
            $0.breadcrumbs = BreadcrumbsView(
                links: [PageLink(title: "Home", url: "../../index.html"), PageLink(title: "Part <a>", url: nil)],
                title: "Here & now")
            $0.toc = TocView(document: document)
        },
        { $0.pagination = PaginationView(previous: PageLink(title: "P\"", url: "../p/"), next: nil) },
        { $0.pagination = PaginationView(previous: nil, next: PageLink(title: "N", url: "../n%20x/")) },
        {
            $0.navScriptURL = "../assets/nav.3.js"
            $0.nav.root = "../\"x"
            $0.nav.item = "7"
        },
        {
            $0.navScriptURL = "assets/nav.3.js"
            $0.nav.root = ""
            $0.nav.item = "0"
        },
    ]

    @Test(arguments: variations.indices)
    func matchesTheTemplate(_ variation: Int) throws {
        for remember in [true, false] {
            for sectioned in [false, true] {
                var page = Self.page()
                Self.variations[variation](&page)
                page.remember = remember
                page.sectioned = sectioned
                let theme = Theme.builtIn
                let written = try theme.renderPage("page", page)
                #expect(written == (try theme.render("page", page, compiledPartials: false)))
                #expect(written.contains("<body class=\"fm-site fm-sectioned\">") == sectioned)
                for partial in ["head", "nav", "breadcrumbs", "pagination", "toc"] {
                    #expect(
                        page.compiledPartial(named: partial)
                            == (try theme.render(partial, page, compiledPartials: false)), "\(partial)")
                }
            }
        }
    }

    @Test func theContentsListMatchesItsTemplateAtEveryLevel() throws {
        let toc = try #require(TocView(document: Self.document))
        let theme = Theme.builtIn
        #expect(toc.compiledPartial(named: "toc-list") == (try theme.render("toc-list", toc, compiledPartials: false)))
        var entries = toc.sections.map(TocEntry.init)
        while let entry = entries.popLast() {
            // An entry without subsections too: the template writes an empty list for it.
            #expect(
                entry.compiledPartial(named: "toc-list")
                    == (try theme.render("toc-list", entry, compiledPartials: false)))
            entries += entry.section.children.map(TocEntry.init)
        }
        #expect(toc.templateHTML == ContentsList.html(for: Self.document))
    }

    /// A layout of one's own that includes the built-in partials gets them from the compiled writers, with the
    /// same bytes as Mustache, wherever it includes them.
    @Test(arguments: [
        "{{>head}}{{>nav}}{{>breadcrumbs}}{{{content}}}{{>pagination}}{{>toc}}",
        "{{#breadcrumbs}}{{>toc-list}}{{>nav}}{{/breadcrumbs}}|{{>toc-list}}|{{#toc}}{{#entries}}{{>toc-list}}"
            + "{{/entries}}{{/toc}}|{{#pagination}}{{#next}}{{>breadcrumbs}}{{/next}}{{/pagination}}",
        "{{#nav}}{{>head}}{{/nav}}{{#head}}{{>toc}}{{/head}}{{#title}}{{>pagination}}{{/title}}",
    ])
    func aLayoutOfOnesOwnGetsTheCompiledPartials(_ layout: String) throws {
        let theme = try Theme(overriding: ["page.mustache": layout + "\n"])
        for variation in Self.variations {
            var page = Self.page()
            variation(&page)
            page.breadcrumbs = BreadcrumbsView(links: [PageLink(title: "H", url: "h")], title: "T")
            page.toc = TocView(document: Self.document)
            let compiled = try theme.renderPage("page", page)
            #expect(compiled == (try theme.render("page", page, compiledPartials: false)))
            if layout.contains("{{>toc}}") {
                #expect(compiled.contains("<ol>\n<li><a href=\"#a-1\">A &quot;1&quot;</a>\n<ol>\n<li><a href=\"#b\">"))
            }
        }
    }

    /// Overriding one partial changes that part of the page only; the rest stays the built-in one.
    @Test func overridingOnePartialChangesOnlyThatPart() throws {
        let crumbs =
            "{{#breadcrumbs}}\n<p class=\"crumbs\">{{#links}}{{title}} / {{/links}}{{title}}</p>\n{{/breadcrumbs}}\n"
        let theme = try Theme(overriding: ["breadcrumbs.mustache": crumbs])
        var page = Self.page()
        Self.variations[5](&page)
        let html = try theme.renderPage("page", page)
        #expect(html == (try theme.render("page", page, compiledPartials: false)))
        #expect(
            html.contains("<main class=\"fm-document\" id=\"fm-main\">\n<p class=\"crumbs\">Home / Part &lt;a&gt; / "))
        let builtIn = try Theme.builtIn.renderPage("page", page)
        #expect(
            html.replacingOccurrences(
                of: "<p class=\"crumbs\">Home / Part &lt;a&gt; / Here &amp; now</p>\n", with: page.breadcrumbs!.html)
                == builtIn)
    }

    /// A `page.mustache` written for the values as they were before the partials (`{{{nav}}}`, `{{{toc}}}`,
    /// `{{navRoot}}` …) writes the same page as the built-in layout.
    @Test(arguments: variations.indices)
    func aLayoutWrittenForTheOldValuesStillWorks(_ variation: Int) throws {
        let theme = try Theme(overriding: ["page.mustache": try fixture("legacy-theme/page.mustache")])
        var page = Self.page()
        Self.variations[variation](&page)
        #expect(try theme.renderPage("page", page) == (try Theme.builtIn.renderPage("page", page)))
    }
}
