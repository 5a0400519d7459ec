import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The sidebar written into each page, which is the whole navigation without JavaScript: every kind of item, and
/// every page reachable by following its links.
@Suite struct NavigationSidebarTests {
    typealias Item = SiteNavigation.Item
    static let routes = SiteRoutes(baseURL: nil, prettyURLs: true)

    @Test func everyKindIsDrawnOnTheHomePage() {
        let outline = NavigationOutline(items: NavigationScriptTests.items)
        let html = outline.sidebarHTML(current: 0, from: "index.html", routes: Self.routes)
        #expect(
            html == """
                <ul class="fm-nav-list">
                <li><details><summary><span class="fm-nav-part">Getting started</span></summary>
                <ul>
                <li><a href="intro/index.html">Intro &quot;quoted&quot;</a></li>
                <li><a href="guide/index.html">Guide</a></li>
                </ul>
                </details></li>
                <li class="fm-nav-separator" aria-hidden="true"></li>
                <li><a class="fm-nav-external" href="https://example.com/a?b=1&amp;c">Example<span \
                class="fm-nav-external-mark" aria-hidden="true">↗</span><span class="fm-nav-hidden-text"> (external \
                link)</span></a></li>
                <li><span class="fm-nav-draft">Bad</span></li>
                <li><span class="fm-nav-draft">Later</span></li>
                <li><a href="other%20place/%C3%BCn%C3%AF.html">Elsewhere</a></li>
                </ul>

                """)
        #expect(!html.lowercased().contains("javascript"))
    }

    @Test func theCurrentBranchIsOpenThroughAPart() {
        let outline = NavigationOutline(items: NavigationScriptTests.items)
        let html = outline.sidebarHTML(current: 4, from: "guide/install/index.html", routes: Self.routes)
        #expect(
            html.hasPrefix(
                """
                <ul class="fm-nav-list">
                <li><details open><summary><span class="fm-nav-part">Getting started</span></summary>
                <ul>
                <li><a href="../../intro/index.html">Intro &quot;quoted&quot;</a></li>
                <li><details open><summary><a href="../index.html">Guide</a></summary>
                <ul>
                <li><a href="index.html" aria-current="page">Install</a></li>
                </ul>
                </details></li>
                </ul>
                </details></li>
                <li class="fm-nav-separator" aria-hidden="true"></li>

                """))
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

    /// A part has no page: its "more" links lead to the first page past the entries shown, on that side.
    @Test func aLongPartsMoreLinksLeadToTheNextHiddenPage() {
        var items = [Item(title: "Home", outputPath: "index.html", folder: "", kind: .folder, children: [1])]
        items.append(Item(title: "Part", outputPath: "", kind: .part, parent: 0))
        for index in 0..<60 {
            items[1].children.append(items.count)
            let kind: Item.Kind = index % 10 == 9 ? .separator : .page
            items.append(Item(title: "P\(index)", outputPath: "p\(index)/index.html", kind: kind, parent: 1))
        }
        let outline = NavigationOutline(items: items)
        // P30 is child 30 of the part, item 32: the window is children 18..<43. Every tenth child is a separator,
        // which the "more" lines do not count: one of the first 18, two of the last 17.
        let html = outline.sidebarHTML(current: 32, from: "p30/index.html", routes: Self.routes)
        #expect(html.contains("<li class=\"fm-nav-more\"><a href=\"../p17/index.html\">… 17 more pages</a></li>\n"))
        #expect(html.contains("<li class=\"fm-nav-more\"><a href=\"../p43/index.html\">… 15 more pages</a></li>\n"))
        #expect(html.components(separatedBy: "<li><a href=").count - 1 == 25 - 3)
    }

    /// A page whose item has more entries than the sidebar shows lists them all, through parts.
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
    /// sub-chapters, every page is reached from the home page by following the sidebar's links and the lists of
    /// the pages they lead to; and no page's sidebar shows more than what is near it.
    @Test func everyPageIsReachedByFollowingLinks() throws {
        var items = [Item(title: "Home", outputPath: "index.html", folder: "", kind: .folder)]
        func add(_ title: String, _ kind: Item.Kind, under parent: Int, path: String? = nil) -> Int {
            let item = items.count
            let outputPath = path ?? (kind == .page || kind == .folder ? "\(title.lowercased())/index.html" : "")
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
        for index in 0..<12 {
            let small = add("S\(index)", .part, under: 0)
            for page in 0..<12 { _ = add("S\(index)x\(page)", .page, under: small) }
        }
        _ = add("Away", .external("https://example.com"), under: 0)
        let outline = NavigationOutline(items: items)
        var itemAt: [String: Int] = [:]
        for (item, entry) in items.enumerated() where NavigationOutline.isLinked(entry) {
            itemAt[entry.outputPath] = item
        }
        var seen: Set<Int> = [0]
        var queue = [0]
        while let item = queue.popLast() {
            let from = items[item].outputPath
            var html = outline.sidebarHTML(current: item, from: from, routes: Self.routes)
            let links = html.components(separatedBy: "href=\"").count - 1
            // Two open levels at most, and the 16 entries of the top level closed with a few of theirs each.
            #expect(links <= 2 * (SiteNavigation.window + 2) + 16 * (SiteNavigation.peek + 2), "\(from)")
            if outline.isLarge(item) {
                html += outline.folderListingHTML(folder: item, from: from, routes: Self.routes)
            }
            for href in Self.hrefs(in: html) where !href.contains(":") {
                let target = try #require(itemAt[Self.resolve(href, from: from)], "\(from) → \(href)")
                if seen.insert(target).inserted { queue.append(target) }
            }
        }
        #expect(seen == Set(itemAt.values))
        #expect(seen.count > 300)
    }

    static func hrefs(in html: String) -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// `href` (relative, percent-encoding left alone) from the page at `from`, as an output path.
    static func resolve(_ href: String, from: String) -> String {
        var parts = from.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in href.split(separator: "/", omittingEmptySubsequences: false) {
            if part == ".." { parts.removeLast() } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }
}
