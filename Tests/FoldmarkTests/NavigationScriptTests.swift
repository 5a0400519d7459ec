import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The site's navigation script (`assets/nav.<hash>.js`): its rows, paths, escaping and name.
@Suite struct NavigationScriptTests {
    typealias Item = SiteNavigation.Item

    /// A navigation with every kind of item: the root folder, a part holding a page and a folder with a page, a
    /// separator, an external link, an unsafe external link, a draft and a page outside its parent's folder.
    static let items: [Item] = [
        Item(title: "Home", outputPath: "index.html", folder: "", kind: .folder, children: [1, 5, 6, 7, 8, 9]),
        Item(title: "Getting started", outputPath: "", kind: .part, children: [2, 3], parent: 0),
        Item(title: "Intro \"quoted\"", outputPath: "intro/index.html", parent: 1),
        Item(title: "Guide", outputPath: "guide/index.html", folder: "guide", kind: .folder, children: [4], parent: 1),
        Item(title: "Install", outputPath: "guide/install/index.html", parent: 3),
        Item(title: "", outputPath: "", kind: .separator, parent: 0),
        Item(title: "Example", outputPath: "", kind: .external("https://example.com/a?b=1&c"), parent: 0),
        Item(title: "Bad", outputPath: "", kind: .external(" JavaScript:alert(1)"), parent: 0),
        Item(title: "Later", outputPath: "", kind: .draft, parent: 0),
        Item(title: "Elsewhere", outputPath: "other place/ünï.html", parent: 0),
    ]

    static let relative = SiteRoutes(baseURL: nil, prettyURLs: true)

    @Test func everyKindIsOneRowInReadingOrder() {
        let script = NavigationScript(outline: NavigationOutline(items: Self.items), routes: Self.relative)
        #expect(
            script.text == """
                // The site's navigation, for foldmark.js. Written by Foldmark.
                window.foldmarkNav={"version":1,"index":"index.html","items":[
                [0,1,"Home",""],
                [1,2,"Getting started"],
                [2,0,"Intro \\"quoted\\"","intro/"],
                [2,1,"Guide","guide/"],
                [3,0,"Install","install/"],
                [1,3],
                [1,4,"Example","https://example.com/a?b=1&c"],
                [1,5,"Bad"],
                [1,5,"Later"],
                [1,0,"Elsewhere","other%20place/%C3%BCn%C3%AF.html"]
                ]};

                """)
        #expect(script.path == "assets/nav.\(ContentHash.hex(script.text).prefix(10)).js")
        #expect(script.outline.position == Array(0..<10))
    }

    @Test func unsafeExternalLinksAreKeptOnlyWhenAskedFor() {
        let outline = NavigationOutline(items: Self.items, allowUnsafeURLs: true)
        #expect(outline.externalURLs[7] == " JavaScript:alert(1)")
        #expect(NavigationScript(outline: outline, routes: Self.relative).text.contains("[1,4,\"Bad\","))
    }

    /// A path is relative to the folder of the closest ancestor with a path, or from the root after a `/`.
    @Test func pathsAreRelativeToTheParentsFolder() {
        let items = [
            Item(title: "Home", outputPath: "index.html", folder: "", kind: .folder, children: [1]),
            Item(title: "A", outputPath: "a/index.html", folder: "a", kind: .folder, children: [2, 3], parent: 0),
            Item(title: "B", outputPath: "a/b/page.html", parent: 1),
            Item(title: "C", outputPath: "c/index.html", parent: 1),
        ]
        let text = NavigationScript(outline: NavigationOutline(items: items), routes: Self.relative).text
        #expect(text.contains("[1,1,\"A\",\"a/\"],\n[2,0,\"B\",\"b/page.html\"],\n[2,0,\"C\",\"/c/\"]\n"))
    }

    /// With a base URL and pretty URLs links name folders, so the script's `index` is empty.
    @Test(arguments: [(nil, true, "index.html"), ("/docs/", true, ""), ("/docs/", false, "index.html")])
    func indexFollowsTheLinkStyle(_ baseURL: String?, _ pretty: Bool, _ index: String) {
        let routes = SiteRoutes(baseURL: baseURL, prettyURLs: pretty)
        let text = NavigationScript(outline: NavigationOutline(items: Self.items), routes: routes).text
        #expect(text.contains("{\"version\":1,\"index\":\"\(index)\",\"items\":["))
    }

    @Test func stringsAreJSONThatCannotCloseAScriptElement() throws {
        let hostile = "</script><!--\u{2028}\u{2029}\"\\\n\t\r\u{1}\u{7F}é😀"
        let json = NavigationScript.jsonString(hostile)
        #expect(
            json == "\"\\u003c/script\\u003e\\u003c!--\\u2028\\u2029\\\"\\\\\\n\\t\\u000d\\u0001\\u007fé😀\"")
        #expect(!json.contains("<") && !json.contains("\u{2028}") && !json.contains("\u{2029}"))
        // It reads back as the same text.
        let decoded = try JSONDecoder().decode(String.self, from: Data(json.utf8))
        #expect(decoded == hostile)
    }

    /// Each character that needs an escape gets it also when it is the only one in the text (the quick path for
    /// text that needs none must not let it through).
    @Test func everySpecialCharacterAloneIsEscaped() throws {
        for special in ["\"", "\\", "<", ">", "\n", "\t", "\u{1}", "\u{7F}", "\u{2028}", "\u{2029}"] {
            let text = "Guide é " + special + " end"
            let json = NavigationScript.jsonString(text)
            // A bare `"` or `\` would not read back; the others would, so they must not be there.
            if special != "\"" && special != "\\" {
                #expect(!json.dropFirst().dropLast().contains(special), "\(special.unicodeScalars.first!.value)")
            }
            #expect(try JSONDecoder().decode(String.self, from: Data(json.utf8)) == text)
        }
        #expect(NavigationScript.jsonString("Guide é 😀 / a-b") == "\"Guide é 😀 / a-b\"")
    }

    /// Characters whose UTF-8 starts like U+2028 and U+2029 (E2 80 A8, E2 80 A9) but is another, such as the en
    /// dash many titles hold, go into the script as they are, in the row and as a JSON string.
    @Test func charactersBesideTheLineSeparatorsAreLeftAsTheyAre() throws {
        for other in ["\u{2013}", "\u{2026}", "\u{2027}", "\u{202A}", "\u{22A8}", "\u{22A9}", "\u{2E28}"] {
            let title = "Guide " + other + " end"
            #expect(!NavigationScript.needsEscape(title), "\(other.unicodeScalars.first!.value)")
            #expect(NavigationScript.jsonString(title) == "\"" + title + "\"")
            var items = Self.items
            items[2].title = title
            let text = NavigationScript(outline: NavigationOutline(items: items), routes: Self.relative).text
            #expect(text.contains("[2,0,\"" + title + "\","))
        }
        #expect(NavigationScript.needsEscape("a \u{2028}") && NavigationScript.needsEscape("\u{2029}"))
    }

    @Test func aTitleCanHoldEveryCharacterSafely() throws {
        var items = Self.items
        items[2].title = "</script><script>alert(1)</script>\u{2028}"
        let text = NavigationScript(outline: NavigationOutline(items: items), routes: Self.relative).text
        #expect(!text.contains("</script>") && !text.contains("\u{2028}"))
        #expect(
            text.contains("[2,0,\"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u2028\","))
    }

    /// A navigation thousands of levels deep (a hand-written nav can nest anything) is read without recursion.
    @Test func aDeepNavigationDoesNotOverflowTheStack() {
        let depth = 50_000
        var items = [Item(title: "Home", outputPath: "index.html", folder: "", kind: .folder)]
        for level in 1...depth {
            items[level - 1].children = [level]
            items.append(Item(title: "P\(level)", outputPath: "p\(level).html", parent: level - 1))
        }
        let outline = NavigationOutline(items: items)
        let script = NavigationScript(outline: outline, routes: Self.relative)
        #expect(script.text.contains("[\(depth),0,\"P\(depth)\",\"p\(depth).html\"]"))
        let html = NavigationFrame.treeHTML(outline, routes: Self.relative)
        #expect(html.contains("<a id=\"n\(depth)\" href=\"p\(depth).html\">P\(depth)</a>"))
    }

    @Test func theScriptIsWrittenOnceAndEveryPageNamesItsItem() throws {
        try TemporaryFolder.with { site in
            var files = ["Content/index.md": "# Home\n", "Content/a/b.md": "# B\n"]
            for index in 0..<30 { files["Content/a/p\(index).md"] = "# P\(index)\n" }
            try FileTree.write(files, in: site)
            var options = SiteBuildOptions(siteFolder: site.path)
            options.concurrency = 1
            _ = try SiteBuilder.build(options)
            options.output = site.appendingPathComponent("again").path
            options.concurrency = 4
            _ = try SiteBuilder.build(options)
            let first = try FileTree.read(site.appendingPathComponent("_site"))
            let second = try FileTree.read(site.appendingPathComponent("again"))
            #expect(first == second)
            let scripts = first.keys.filter { $0.hasPrefix("assets/nav.") && $0.hasSuffix(".js") }
            #expect(scripts.count == 1)
            let name = try #require(scripts.first)
            let text = String(decoding: try #require(first[name]), as: UTF8.self)
            #expect(name == "assets/nav.\(ContentHash.hex(text).prefix(10)).js")
            let page = String(decoding: try #require(first["a/b/index.html"]), as: UTF8.self)
            #expect(
                page.contains("<script src=\"../../\(name)\" defer></script>\n<script src=\"../../assets/foldmark."))
            // The page's item is its row in the script (0 is the root).
            let rows = text.split(separator: "\n").dropFirst(2)
            let row = try #require(rows.firstIndex { $0.hasPrefix("[2,0,\"B\",") }) - rows.startIndex
            #expect(
                page.contains(
                    "<nav class=\"fm-nav\" aria-label=\"Site\" data-fm-nav-root=\"../../\" "
                        + "data-fm-nav-item=\"\(row)\">"))
            // One navigation page too, whose entry for the page is the page's row; the page's frame points at it.
            let frames = first.keys.filter { $0.hasPrefix("assets/nav.") && $0.hasSuffix(".html") }
            #expect(frames.count == 1)
            let frame = try #require(frames.first)
            let frameText = String(decoding: try #require(first[frame]), as: UTF8.self)
            #expect(frameText.contains("<a id=\"n\(row)\" href=\"a/b/index.html\">B</a>"))
            #expect(page.contains("<iframe class=\"fm-nav-frame\" src=\"../../\(frame)#n\(row)\""))
            let home = String(decoding: try #require(first["index.html"]), as: UTF8.self)
            #expect(home.contains("data-fm-nav-root=\"\" data-fm-nav-item=\"0\">"))
            #expect(home.contains("<iframe class=\"fm-nav-frame\" src=\"\(frame)#n0\""))
            // The generated 404 page is no item of the navigation; it is served at any depth, so its root is the
            // site's root path (NotFoundPageTests).
            let notFound = String(decoding: try #require(first["404.html"]), as: UTF8.self)
            #expect(notFound.contains("<nav class=\"fm-nav\" aria-label=\"Site\" data-fm-nav-root=\"/\">"))
        }
    }
}
