import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The site's navigation page (`assets/nav.<hash>.html`), which is the sidebar without JavaScript: every kind of
/// item, every page linked from the site's root with an id its pages point at, the name, and what a page carries.
@Suite struct NavigationFrameTests {
    typealias Item = SiteNavigation.Item
    static let routes = SiteRoutes(baseURL: nil, prettyURLs: true)

    @Test func everyKindIsDrawnOnceWithItsId() {
        let outline = NavigationOutline(items: NavigationScriptTests.items)
        let html = NavigationFrame.treeHTML(outline, routes: Self.routes)
        #expect(
            html == """
                <ul class="fm-nav-list">
                <li><details><summary><span class="fm-nav-part">Getting started</span></summary>
                <ul>
                <li><a id="n2" href="intro/index.html">Intro &quot;quoted&quot;</a></li>
                <li><details><summary><a id="n3" href="guide/index.html">Guide</a></summary>
                <ul>
                <li><a id="n4" href="guide/install/index.html">Install</a></li>
                </ul>
                </details></li>
                </ul>
                </details></li>
                <li class="fm-nav-separator" aria-hidden="true"></li>
                <li><a class="fm-nav-external" href="https://example.com/a?b=1&amp;c">Example<span \
                class="fm-nav-external-mark" aria-hidden="true">↗</span><span class="fm-nav-hidden-text"> (external \
                link)</span></a></li>
                <li><span class="fm-nav-draft">Bad</span></li>
                <li><span class="fm-nav-draft">Later</span></li>
                <li><a id="n9" href="other%20place/%C3%BCn%C3%AF.html">Elsewhere</a></li>
                </ul>

                """)
        #expect(!html.lowercased().contains("javascript"))
    }

    /// The page around the tree: links start from the site's root and open in the whole window; the home page is
    /// entry `n0`; with a base URL every link is absolute.
    @Test func thePageNamesTheRootAndItsOwnName() {
        let outline = NavigationOutline(items: NavigationScriptTests.items)
        let frame = NavigationFrame(outline: outline, routes: Self.routes, siteTitle: "Docs <x>", language: "fr")
        #expect(frame.text.hasPrefix("<!DOCTYPE html>\n<html lang=\"fr\">\n"))
        #expect(frame.text.contains("<title>Navigation – Docs &lt;x&gt;</title>\n<base href=\"../\" target=\"_top\">"))
        #expect(frame.text.contains("<p class=\"fm-nav-home\"><a id=\"n0\" href=\"index.html\">Home</a></p>"))
        #expect(frame.path == "assets/nav.\(ContentHash.hex(frame.text).prefix(10)).html")
        let absolute = NavigationFrame(
            outline: outline, routes: SiteRoutes(baseURL: "/docs/", prettyURLs: true), siteTitle: "Docs",
            language: "en")
        #expect(absolute.text.contains("<a id=\"n0\" href=\"/docs/\">Home</a>"))
        #expect(absolute.text.contains("<a id=\"n4\" href=\"/docs/guide/install/\">Install</a>"))
        #expect(absolute.path != frame.path)
    }

    /// The file is named after its content: a title or an order that changes gives a new name, the same tree the
    /// same name.
    @Test func theNameChangesWithTheTree() {
        func path(_ items: [Item]) -> String {
            NavigationFrame(
                outline: NavigationOutline(items: items), routes: Self.routes, siteTitle: "S", language: "en"
            )
            .path
        }
        var renamed = NavigationScriptTests.items
        renamed[4].title = "Installing"
        var reordered = NavigationScriptTests.items
        reordered[0].children = [1, 5, 6, 7, 9, 8]
        let original = path(NavigationScriptTests.items)
        #expect(original == path(NavigationScriptTests.items))
        #expect(Set([original, path(renamed), path(reordered)]).count == 3)
    }

    /// What a page carries: the frame and the phone's Menu link, both at the page's entry, in a `<noscript>`.
    @Test func aPagePointsAtItsEntry() {
        let html = NavigationFallback.html(frameURL: "../assets/nav.0123456789.html", item: 12)
        #expect(
            html == "<noscript class=\"fm-nav-fallback\"><a class=\"fm-nav-page\" href=\"../assets/nav.0123456789.html"
                + "#n12\">Menu</a><iframe class=\"fm-nav-frame\" src=\"../assets/nav.0123456789.html#n12\" "
                + "title=\"Site navigation\"></iframe></noscript>")
        #expect(html.utf8.count < 240)
        #expect(!NavigationFallback.html(frameURL: "/assets/nav.1.html", item: nil).contains("#"))
        #expect(NavigationFallback.html(frameURL: nil, item: 3).isEmpty)
    }

    @Test func breadcrumbsGoThroughAPart() {
        let outline = NavigationOutline(items: NavigationScriptTests.items)
        let breadcrumbs = outline.breadcrumbs(current: 4, from: "guide/install/index.html", routes: Self.routes)?
            .listHTML
        #expect(
            breadcrumbs == """
                <ol class="fm-breadcrumbs-list">
                <li><a href="../../index.html">Home</a></li>
                <li><span>Getting started</span></li>
                <li><a href="../index.html">Guide</a></li>
                <li><span aria-current="page">Install</span></li>
                </ol>

                """)
    }

    /// A generated landing page lists every entry of its group, through parts.
    @Test func aListingOpensPartsWithoutRecursion() {
        let items = [
            Item(title: "Home", outputPath: "index.html", folder: "", kind: .folder, children: [1, 4]),
            Item(title: "Part", outputPath: "", kind: .part, children: [2, 3], parent: 0),
            Item(title: "A", outputPath: "a/index.html", parent: 1),
            Item(title: "", outputPath: "", kind: .separator, parent: 1),
            Item(title: "B", outputPath: "b/index.html", parent: 0),
        ]
        let html = NavigationOutline(items: items).folderListingHTML(folder: 0, from: "index.html", routes: Self.routes)
        #expect(
            html == """
                <ul class="fm-folder-list">
                <li><span class="fm-nav-part">Part</span>
                <ul>
                <li><a href="a/index.html">A</a></li>
                <li class="fm-nav-separator" aria-hidden="true"></li>
                </ul>
                </li>
                <li><a href="b/index.html">B</a></li>
                </ul>

                """)
    }

    /// A listing shows an external link (its URL escaped, its mark), one that may not be linked as text, drafts
    /// as text, and titles escaped, as the sidebar does.
    @Test func aListingShowsEveryKindOfEntry() {
        let items = [
            Item(title: "Home", outputPath: "index.html", folder: "", kind: .folder, children: [1, 2, 3, 4, 5]),
            Item(title: "Ex <1>", outputPath: "", kind: .external("https://example.com/a?b=1&c"), parent: 0),
            Item(title: "Bad", outputPath: "", kind: .external("javascript:alert(1)"), parent: 0),
            Item(title: "Later & soon", outputPath: "", kind: .draft, parent: 0),
            Item(title: "Unwritten", outputPath: "", parent: 0),
            Item(title: "Café", outputPath: "c/d/index.html", parent: 0),
        ]
        let html = NavigationOutline(items: items).folderListingHTML(
            folder: 0, from: "x/index.html", routes: Self.routes)
        #expect(
            html == """
                <ul class="fm-folder-list">
                <li><a class="fm-nav-external" href="https://example.com/a?b=1&amp;c">Ex &lt;1&gt;\
                <span class="fm-nav-external-mark" aria-hidden="true">↗</span><span class="fm-nav-hidden-text"> \
                (external link)</span></a></li>
                <li><span class="fm-nav-draft">Bad</span></li>
                <li><span class="fm-nav-draft">Later &amp; soon</span></li>
                <li><span class="fm-nav-draft">Unwritten</span></li>
                <li><a href="../c/d/index.html">Café</a></li>
                </ul>

                """)
    }

    @Test(arguments: [
        ("https://example.com", true), ("HTTP://x", true), ("mailto:a@b.c", true), ("/docs/x", true),
        ("../x.html", true), ("x.html#a:b", true), ("?q=a:b", true), ("javascript:alert(1)", false),
        (" \u{1}JaVaScRiPt:alert(1)", false), ("java\tscript:alert(1)", false), ("data:text/html,x", false),
        ("vbscript:x", false), ("file:///etc/passwd", false), ("weird-scheme:x", false),
    ])
    func externalURLs(_ url: String, _ safe: Bool) {
        #expect(ExternalURL.isSafe(url) == safe, "\(url)")
    }

    /// On a navigation with long parts, nested parts, drafts, separators, a long folder and a chapter with many
    /// sub-chapters, the page links every page once, with the id of its row, and the lists nest as the tree does.
    @Test func everyPageIsLinkedOnceWithItsRow() throws {
        var items = [Item(title: "Home", outputPath: "index.html", folder: "", kind: .folder)]
        func add(_ title: String, _ kind: Item.Kind, under parent: Int) -> Int {
            let item = items.count
            let outputPath = kind == .page || kind == .folder ? "\(title.lowercased())/index.html" : ""
            items.append(Item(title: title, outputPath: outputPath, kind: kind, parent: parent))
            items[parent].children.append(item)
            return item
        }
        let first = add("First", .part, under: 0)
        for index in 0..<70 {
            _ = add(index % 7 == 3 ? "Draft\(index)" : "A\(index)", index % 7 == 3 ? .draft : .page, under: first)
            if index % 11 == 5 { _ = add("", .separator, under: first) }
        }
        let second = add("Second", .part, under: 0)
        let nested = add("Nested", .part, under: second)
        for index in 0..<40 { _ = add("N\(index)", .page, under: nested) }
        let folder = add("Folder", .folder, under: second)
        for index in 0..<90 { _ = add("F\(index)", .page, under: folder) }
        let chapter = add("Chapter", .page, under: 0)
        for index in 0..<33 { _ = add("C\(index)", .page, under: chapter) }
        _ = add("Away", .external("https://example.com"), under: 0)
        let outline = NavigationOutline(items: items)
        let html = NavigationFrame.treeHTML(outline, routes: Self.routes)
        var linked: [String: String] = [:]
        for (item, entry) in items.enumerated() where item > 0 && NavigationOutline.isLinked(entry) {
            linked["n\(outline.position[item])"] = entry.outputPath
        }
        let pattern = try NSRegularExpression(pattern: #"<a id="(n[0-9]+)" href="([^"]*)""#)
        var found: [String: String] = [:]
        for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            let id = String(html[Range(match.range(at: 1), in: html)!])
            #expect(found[id] == nil, "\(id) twice")
            found[id] = String(html[Range(match.range(at: 2), in: html)!])
        }
        #expect(found == linked)
        #expect(linked.count > 200)
        #expect(html.components(separatedBy: "<ul>").count == html.components(separatedBy: "</ul>").count - 1)
        #expect(html.components(separatedBy: "<details>").count == html.components(separatedBy: "</details>").count)
    }
}
