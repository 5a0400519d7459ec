import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// MkDocs admonitions (`!!!`, `???`, `???+`) read as callouts, their indented bodies not taken for code.
@Suite struct AdmonitionTests {
    private func fragment(_ markdown: String) throws -> String {
        try HTMLRenderer().renderFragment(Document.parse(markdown))
    }

    @Test func theHeaderBecomesACalloutLineAndTheBodyAQuoteLineByLine() {
        #expect(
            AdmonitionRewriter.rewrite("!!! note \"Title\"\n    Body.\n\n        code\n\n    More.\n\nAfter.\n")
                == "> [!note] Title\n> Body.\n>\n>     code\n>\n> More.\n\nAfter.\n")
        #expect(AdmonitionRewriter.rewrite("??? warning\n    x\n") == "> [!warning]-\n> x\n")
        #expect(AdmonitionRewriter.rewrite("???+ tip inline end \"T\"\n\tx\n") == "> [!tip]+ T\n> x\n")
        #expect(AdmonitionRewriter.rewrite("No admonition here.\n") == "No admonition here.\n")
    }

    @Test func everyKindRendersAsACallout() throws {
        let html = try fragment(
            "!!! note \"Read *this*\"\n    Body.\n\n        code\n\n??? warning\n    Closed.\n\n???+ tip\n    Open.\n")
        #expect(html.hasPrefix("<div id=\"read-this\" class=\"fm-callout fm-callout-note\" data-callout=\"note\">"))
        // The title is text: its asterisks stay asterisks.
        #expect(html.contains("</svg>Read *this*</p>\n<p>Body.</p>\n<pre><code>code\n</code></pre>\n</div>"))
        #expect(
            html.contains("<details id=\"warning\" class=\"fm-callout fm-callout-warning\" data-callout=\"warning\">"))
        #expect(html.contains("<details id=\"tip\" class=\"fm-callout fm-callout-tip\" data-callout=\"tip\" open>"))
        #expect(html.contains("</svg>Warning</summary>\n<p>Closed.</p>\n</details>"))
    }

    @Test func nearMissesAndFencedCodeStayAsWritten() throws {
        for text in ["!!!note\n    x\n", " !!! note\n    x\n", "!!! \"T\"\n    x\n", "```\n!!! note\n    x\n```\n"] {
            #expect(AdmonitionRewriter.rewrite(text) == text)
        }
        #expect(try fragment("~~~\n!!! note\n~~~\n") == "<pre><code>!!! note\n</code></pre>\n")
    }

    @Test func theBodyEndsAtTheFirstLineIndentedLessThanFourSpaces() throws {
        let html = try fragment("!!! note\n    In.\n\n  Out.\n")
        #expect(html.hasSuffix("<p>In.</p>\n</div>\n<p>Out.</p>\n"))
    }

    @Test func admonitionsNest() throws {
        let text =
            "!!! note \"Outer\"\n    Outer.\n\n    ??? tip \"Inner\"\n        Inner.\n\n            code\n\n    Back.\n"
        #expect(
            AdmonitionRewriter.rewrite(text)
                == "> [!note] Outer\n> Outer.\n>\n> > [!tip]- Inner\n> > Inner.\n> >\n> >     code\n>\n> Back.\n")
        let html = try fragment(text)
        #expect(html.contains("<details id=\"inner\" class=\"fm-callout fm-callout-tip\" data-callout=\"tip\">"))
        #expect(html.hasSuffix("<pre><code>code\n</code></pre>\n</details>\n<p>Back.</p>\n</div>\n"))
        #expect(AdmonitionRewriter.columnShifts(text) == [2: 2, 4: 2, 5: 4, 7: 4, 9: 2])
    }

    @Test func diagnosticsInsideAnAdmonitionPointAtTheSourceAsWritten() throws {
        try TemporaryFolder.with(prefix: "foldmark-admonition") { site in
            try FileTree.write(
                ["Content/index.md": "# T\n\n!!! note \"x\"\n    See [this](missing.md).\n\n\tAnd [that](gone.md).\n"],
                in: site)
            let result = try SiteBuilder.check(SiteBuildOptions(siteFolder: site.path))
            let broken = result.diagnostics.filter { $0.code == "broken-link" }
            #expect(broken.map(\.location.line) == [4, 6])
            #expect(broken.map(\.location.column) == [9, 6])
        }
    }
}
