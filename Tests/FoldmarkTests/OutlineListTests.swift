import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Outline lists: list items that hold a nested list fold, when a page, a section or a list asks for it.
@Suite struct OutlineListTests {
    private func fragment(_ markdown: String, outline: Bool = false) throws -> String {
        var options = ParseOptions()
        options.outlineLists = outline
        return try HTMLRenderer().renderFragment(Document.parse(markdown, options: options))
    }

    private static let list = "- Fruit\n  - Apple\n  - Pear\n- Bread\n"

    @Test func listsDoNotFoldUnlessAskedTo() throws {
        #expect(
            try fragment(Self.list)
                == "<ul>\n<li>Fruit\n<ul>\n<li>Apple</li>\n<li>Pear</li>\n</ul>\n</li>\n<li>Bread</li>\n</ul>\n")
    }

    @Test func aPageAskingForOutlinesFoldsEveryItemWithANestedList() throws {
        #expect(
            try fragment(Self.list, outline: true) == """
                <ul>
                <li>
                <details id="fruit" class="fm-outline-item">
                <summary class="fm-outline-summary">Fruit</summary>
                <ul>
                <li>Apple</li>
                <li>Pear</li>
                </ul>
                </details>
                </li>
                <li>Bread</li>
                </ul>

                """)
    }

    @Test func aHeadingWithTheOutlineClassFoldsItsSectionAndSubsectionsOnly() throws {
        let html = try fragment("## A {.outline}\n\n" + Self.list + "\n### B\n\n- x\n  - y\n\n## C\n\n- p\n  - q\n")
        #expect(html.contains("<details id=\"fruit\" class=\"fm-outline-item\">"))
        #expect(html.contains("<details id=\"x\" class=\"fm-outline-item\">"))
        #expect(html.contains("<li>p\n<ul>\n<li>q</li>"))
    }

    @Test func anOutlineLineAfterAListFoldsThatListAndIsRemoved() throws {
        let html = try fragment("- a\n  - b\n    - c\n\n{.outline}\n\n- x\n  - y\n")
        #expect(html.contains("<details id=\"a\" class=\"fm-outline-item\">"))
        #expect(html.contains("<details id=\"b\" class=\"fm-outline-item\">"))
        #expect(!html.contains("{.outline}"))
        #expect(html.hasSuffix("<ul>\n<li>x\n<ul>\n<li>y</li>\n</ul>\n</li>\n</ul>\n"))
        // Not after a list, the line is text.
        #expect(try fragment("Text.\n\n{.outline}\n") == "<p>Text.</p>\n<p>{.outline}</p>\n")
    }

    @Test func orderedAndTaskListsFoldToo() throws {
        let html = try fragment("1. One *a*\n   - [ ] Task\n     - deep\n2. Two\n", outline: true)
        #expect(html.hasPrefix("<ol>\n<li>\n<details id=\"one-a\" class=\"fm-outline-item\">\n"))
        #expect(html.contains("<summary class=\"fm-outline-summary\">One <em>a</em></summary>"))
        #expect(
            html.contains(
                "<li><input type=\"checkbox\" disabled=\"\" /> \n<details id=\"task\" class=\"fm-outline-item\">\n"
                    + "<summary class=\"fm-outline-summary\">Task</summary>"))
    }

    @Test func aThousandLevelListFoldsWithoutOverflowingTheStack() throws {
        var markdown = "## Deep {.outline}\n\n"
        for level in 0..<1000 { markdown += String(repeating: "  ", count: level) + "- item \(level)\n" }
        let document = Document.parse(markdown)
        #expect(document.sections[0].blocks.count == 999)
        #expect(document.sections[0].blocks.last?.depth == 998)
        let html = try HTMLRenderer().renderFragment(document)
        #expect(html.components(separatedBy: "<details id=\"item-").count == 1000)
        let json = try JSONEncoder().encode(OutlineSummary(document))
        #expect(json.count > 0)
    }

    @Test func outlineItemsAreInTheModelAndTheirFoldCanBeSet() throws {
        var options = ParseOptions()
        options.outlineLists = true
        var document = Document.parse("## S\n\n" + Self.list, options: options)
        guard case .block(let item) = document.find(id: "fruit") else {
            Issue.record("outline item not found")
            return
        }
        #expect(item.kind == .outlineItem && item.title == "Fruit" && item.fold == .closed)
        try document.setFold(.open, forID: "fruit")
        #expect(document.sections[0].body.contains("<details id=\"fruit\" class=\"fm-outline-item\" open>"))
        #expect(OutlineSummary(document).sections[0].children.map(\.kind) == ["outline-item"])
    }

    @Test func frontMatterAsksForOutlines() throws {
        try TemporaryFolder.with(prefix: "foldmark-outline") { site in
            try FileTree.write(
                ["Content/index.md": "---\noutline: true\n---\n# T\n\n" + Self.list, "Content/other.md": Self.list],
                in: site)
            _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: site.path))
            let index = try String(contentsOf: site.appendingPathComponent("_site/index.html"), encoding: .utf8)
            let other = try String(contentsOf: site.appendingPathComponent("_site/other/index.html"), encoding: .utf8)
            #expect(index.contains("<details id=\"fruit\" class=\"fm-outline-item\">"))
            #expect(!other.contains("fm-outline-item\">"))
        }
    }
}
