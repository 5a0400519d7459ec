import Foundation
import Testing

@testable import FoldmarkCore

/// GitHub alerts and Obsidian callouts: literal Markdown in, literal HTML out, and the near-misses that stay quotes.
@Suite struct CalloutTests {
    private func fragment(_ markdown: String) throws -> String {
        try HTMLRenderer().renderFragment(Document.parse(markdown))
    }

    private static let noteIcon =
        "<svg class=\"fm-callout-icon\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" aria-hidden=\"true\">"
        + "<g fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linecap=\"round\" "
        + "stroke-linejoin=\"round\"><circle cx=\"8\" cy=\"8\" r=\"6.5\"/><path d=\"M8 7.25v4\"/></g>"
        + "<circle fill=\"currentColor\" cx=\"8\" cy=\"4.9\" r=\"1\"/></svg>"

    @Test func aGitHubAlertIsATitledBlockWithItsIconAndDoesNotFold() throws {
        #expect(
            try fragment("> [!NOTE]\n> Read *this*.\n") == """
                <div id="note" class="fm-callout fm-callout-note" data-callout="note">
                <p class="fm-callout-title">\(Self.noteIcon)Note</p>
                <p>Read <em>this</em>.</p>
                </div>

                """)
    }

    @Test func aMinusStartsClosedAndAPlusStartsOpenWithTheTitleInTheSummary() throws {
        #expect(
            try fragment("> [!NOTE]- Custom *title*\n> Body.\n") == """
                <details id="custom-title" class="fm-callout fm-callout-note" data-callout="note">
                <summary class="fm-callout-title">\(Self.noteIcon)Custom <em>title</em></summary>
                <p>Body.</p>
                </details>

                """)
        #expect(
            try fragment("> [!note]+\n> Body.\n") == """
                <details id="note" class="fm-callout fm-callout-note" data-callout="note" open>
                <summary class="fm-callout-title">\(Self.noteIcon)Note</summary>
                <p>Body.</p>
                </details>

                """)
    }

    @Test func allFiveGitHubTypesHaveTheirClassTitleAndIcon() throws {
        for (type, title) in [
            ("NOTE", "Note"), ("TIP", "Tip"), ("IMPORTANT", "Important"), ("WARNING", "Warning"),
            ("CAUTION", "Caution"),
        ] {
            let html = try fragment("> [!\(type)]\n> Text.\n")
            let name = type.lowercased()
            #expect(
                html.hasPrefix("<div id=\"\(name)\" class=\"fm-callout fm-callout-\(name)\" data-callout=\"\(name)\">"))
            #expect(html.contains("<p class=\"fm-callout-title\"><svg class=\"fm-callout-icon\""))
            #expect(html.contains("</svg>\(title)</p>\n<p>Text.</p>\n</div>"))
        }
    }

    @Test func foldMarkersWorkForEveryType() throws {
        for type in ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"] {
            #expect(try fragment("> [!\(type)]- T\n> x\n").hasPrefix("<details id=\"t\" class=\"fm-callout"))
            #expect(!(try fragment("> [!\(type)]- T\n> x\n").contains(" open>")))
            #expect(try fragment("> [!\(type)]+ T\n> x\n").contains("\" open>\n<summary class=\"fm-callout-title\">"))
        }
    }

    @Test func nearMissesStayPlainQuotes() throws {
        #expect(try fragment("> [!NOTE\n> text\n") == "<blockquote>\n<p>[!NOTE\ntext</p>\n</blockquote>\n")
        #expect(try fragment("> text [!NOTE]\n") == "<blockquote>\n<p>text [!NOTE]</p>\n</blockquote>\n")
        #expect(try fragment("> [!NOTE]text\n") == "<blockquote>\n<p>[!NOTE]text</p>\n</blockquote>\n")
        #expect(try fragment("> [!]\n> text\n") == "<blockquote>\n<p>[!]\ntext</p>\n</blockquote>\n")
        #expect(try fragment("> [NOTE]\n> text\n") == "<blockquote>\n<p>[NOTE]\ntext</p>\n</blockquote>\n")
        #expect(try fragment("> *[!NOTE]*\n") == "<blockquote>\n<p><em>[!NOTE]</em></p>\n</blockquote>\n")
        #expect(try fragment("[!NOTE]\n") == "<p>[!NOTE]</p>\n")
    }

    @Test func anUnknownTypeIsAPlainCalloutTitledWithItsTypeAndLosesNoText() throws {
        #expect(
            try fragment("> [!Recipe]\n> Flour, *water*.\n>\n> Salt.\n") == """
                <div id="recipe" class="fm-callout" data-callout="recipe">
                <p class="fm-callout-title">Recipe</p>
                <p>Flour, <em>water</em>.</p>
                <p>Salt.</p>
                </div>

                """)
    }

    @Test func obsidianAndMkDocsTypesTakeTheClosestStyle() throws {
        #expect(try fragment("> [!info]\n> x\n").contains("class=\"fm-callout fm-callout-note\" data-callout=\"info\""))
        #expect(try fragment("> [!danger]\n> x\n").contains("class=\"fm-callout fm-callout-caution\""))
        #expect(try fragment("> [!info]\n> x\n").contains("</svg>Info</p>"))
    }

    @Test func aCalloutWithOnlyATitleHasNoBody() throws {
        #expect(
            try fragment("> [!TIP] Just a title\n")
                .hasSuffix("</svg>Just a title</p>\n</div>\n"))
    }

    @Test func titlesAreEscapedAndRawHTMLInThemIsRemoved() throws {
        let html = try fragment("> [!NOTE]- a < b & \"c\" <script>alert(1)</script>\n> x\n")
        #expect(
            html.contains(
                "</svg>a &lt; b &amp; &quot;c&quot; <!-- raw HTML omitted -->alert(1)<!-- raw HTML omitted --></summary>"
            ))
        #expect(!html.contains("<script"))
    }

    @Test func headingsInsideCalloutsDoNotOpenSectionsButGetIDs() throws {
        let document = Document.parse("## A\n\n> [!NOTE]-\n> ## Inside\n>\n> text\n\n## B\n")
        #expect(dump(document) == "## a\n## b")
        #expect(document.sections[0].body.contains("<h2 id=\"inside\">Inside</h2>\n<p>text</p>\n</details>"))
    }

    @Test func calloutsNestAndHoldAnyMarkdown() throws {
        let html = try fragment(
            "> [!WARNING]- Outer\n> - a list\n>\n> ```\n> code\n> ```\n>\n> > [!TIP]+ Inner\n> > | a |\n> > |---|\n> > | 1 |\n"
        )
        #expect(
            html.hasPrefix("<details id=\"outer\" class=\"fm-callout fm-callout-warning\" data-callout=\"warning\">"))
        #expect(html.contains("<ul>\n<li>a list</li>\n</ul>\n<pre><code>code\n</code></pre>\n<details id=\"inner\""))
        #expect(html.contains("<table>"))
        #expect(html.hasSuffix("</table>\n</details>\n</details>\n"))
    }

    @Test func calloutsInListsAndInPlainQuotes() throws {
        let html = try fragment(
            "- item\n\n  > [!CAUTION]\n  > in a list\n\n> quoted\n>\n> > [!TIP]- In a quote\n> > x\n")
        #expect(html.contains("<li>\n<p>item</p>\n<div id=\"caution\" class=\"fm-callout fm-callout-caution\""))
        #expect(html.contains("<p>in a list</p>\n</div>\n</li>"))
        #expect(
            html.contains("<blockquote>\n<p>quoted</p>\n<details id=\"in-a-quote\" class=\"fm-callout fm-callout-tip\"")
        )
    }

    @Test func openOrClosedInTheTitlesAttributeBlockFoldsTheCallout() throws {
        let closed = try fragment("> [!TIP] Later {closed}\n> x\n")
        #expect(closed.hasPrefix("<details id=\"later\" class=\"fm-callout fm-callout-tip\" data-callout=\"tip\">\n"))
        #expect(closed.contains("</svg>Later</summary>"))
        let open = try fragment("> [!TIP] Now {open}\n> x\n")
        #expect(open.hasPrefix("<details id=\"now\" class=\"fm-callout fm-callout-tip\" data-callout=\"tip\" open>\n"))
        #expect(Document.parse("> [!TIP] Later {closed}\n> x\n").preambleBlocks.first?.fold == .closed)
    }

    @Test func calloutIDsComeAfterEveryHeadingsSoHeadingIDsNeverChange() throws {
        let html = try fragment("> [!NOTE]\n> first\n\n## Note\n\n> [!NOTE]- Setup {#setup .wide}\n> x\n")
        #expect(html.hasPrefix("<div id=\"note-1\" class=\"fm-callout fm-callout-note\""))
        #expect(html.contains("<details id=\"note\" class=\"fm-section fm-level-2\" open>"))
        #expect(html.contains("<details id=\"setup\" class=\"fm-callout fm-callout-note wide\""))
    }

    @Test func theModelListsCalloutsAndFindsThemByID() throws {
        let document = Document.parse(
            "> [!TIP]\n> a\n\n## Part\n\n> [!WARNING]- Careful {#careful}\n> > [!NOTE]+ Inner\n> > b\n")
        #expect(document.preambleBlocks.map(\.id) == ["tip"])
        #expect(document.sections[0].blocks.map(\.id) == ["careful", "inner"])
        #expect(document.sections[0].blocks.map(\.depth) == [0, 1])
        guard case .block(let careful) = document.find(id: "careful") else {
            Issue.record("callout not found")
            return
        }
        #expect(careful.kind == .callout && careful.type == "warning" && careful.title == "Careful")
        #expect(careful.fold == .closed && careful.position?.line == 6)
        guard case .section(let part) = document.find(id: "part") else {
            Issue.record("section not found")
            return
        }
        #expect(part.title.text == "Part")
        #expect(document.find(id: "nothing") == nil)
    }

    @Test func settingACalloutsFoldChangesItsHTML() throws {
        var document = Document.parse("## Part\n\n> [!WARNING]- Careful {#careful}\n> text\n")
        try document.setFold(.open, forID: "careful")
        #expect(
            document.sections[0].body.hasPrefix(
                "<details id=\"careful\" class=\"fm-callout fm-callout-warning\" data-callout=\"warning\" open>"))
        guard case .block(let block) = document.find(id: "careful") else {
            Issue.record("callout not found")
            return
        }
        #expect(block.fold == .open)
        try document.setFold(.closed, forID: "careful")
        #expect(
            document.sections[0].body.hasPrefix(
                "<details id=\"careful\" class=\"fm-callout fm-callout-warning\" data-callout=\"warning\">"))
        #expect(throws: FoldingBlockError.self) { try document.setFold(.nofold, forID: "careful") }
        var alert = Document.parse("> [!NOTE]\n> x\n")
        #expect(throws: FoldingBlockError.cannotChangeFolding("note")) { try alert.setFold(.open, forID: "note") }
        #expect(throws: FoldingBlockError.notFound("zzz")) { try alert.setFold(.open, forID: "zzz") }
    }
}
