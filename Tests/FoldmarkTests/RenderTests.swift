import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

@Suite struct RenderTests {
    private func fragment(_ markdown: String, policy: FoldPolicy = FoldPolicy(), unsafe: Bool = false) throws -> String
    {
        try HTMLRenderer(policy: policy).renderFragment(
            Document.parse(markdown, options: ParseOptions(unsafeHTML: unsafe)))
    }

    @Test func foldingSectionIsADetailsWithTheHeadingInItsSummary() throws {
        #expect(
            try fragment("## Install {#setup .wide owner=docs}\n\nRun it.\n") == """
                <details id="setup" class="fm-section fm-level-2 wide" open data-owner="docs">
                <summary class="fm-summary"><h2 class="fm-heading">Install<a class="fm-permalink" href="#setup" \
                aria-hidden="true" tabindex="-1"></a></h2></summary>
                <p>Run it.</p>
                </details>

                """)
    }

    @Test func plainHeadingKeepsItsIDAndItsContentFollows() throws {
        #expect(
            try fragment("# Title\n\nLead.\n\n## Empty\n") == """
                <h1 id="title" class="fm-heading">Title<a class="fm-permalink" href="#title" \
                aria-hidden="true" tabindex="-1"></a></h1>
                <p>Lead.</p>
                <h2 id="empty" class="fm-heading">Empty<a class="fm-permalink" href="#empty" \
                aria-hidden="true" tabindex="-1"></a></h2>

                """)
    }

    @Test func closedSectionsHaveNoOpenAttributeAndNest() throws {
        let html = try fragment("## A\n\nx\n\n### B\n\ny\n")
        #expect(html.contains("<details id=\"b\" class=\"fm-section fm-level-3\">\n"))
        #expect(html.hasSuffix("<p>y</p>\n</details>\n</details>\n"))
    }

    /// Folding adds wrappers and nothing else: putting each heading back where its section starts gives exactly
    /// what cmark-gfm renders for the whole document.
    @Test func bodiesAreExactlyWhatCmarkRenders() throws {
        var markdown = try fixture("Everything.md").replacingOccurrences(
            of: #" \{[^}\n]*\}\n"#, with: "\n", options: .regularExpression)
        for index in 0..<300 {
            markdown +=
                "\n\(String(repeating: "#", count: index % 6 + 1)) Part \(index)\n\nText *\(index)* with `code`.\n\n"
            markdown +=
                index % 7 == 0 ? "> quote\n>\n> ## inner\n\n| a | b |\n|---|---|\n| 1 | 2 |\n" : "- item\n- item\n"
        }
        let source = SourceText(markdown)
        let document = Document.parse(source)
        var rebuilt = document.preamble
        var stack: [Section] = document.sections.reversed()
        while let section = stack.popLast() {
            rebuilt += "<h\(section.level)>\(section.title.html)</h\(section.level)>\n" + section.body
            stack.append(contentsOf: section.children.reversed())
        }
        rebuilt += document.footnotes
        // Headings inside block quotes and lists get ids (NestedHeadingIDs); cmark-gfm's own HTML has none.
        #expect(rebuilt.contains("<h2 id=\"inner\">inner</h2>"))
        rebuilt = rebuilt.replacingOccurrences(
            of: #"<h([1-6]) id="[^"]*">"#, with: "<h$1>", options: .regularExpression)
        let plain = MarkdownParser.plainHTML(source, options: ParseOptions())
        #expect(rebuilt == plain)
        #expect(document.allSections.count > 300)
    }

    @Test func rawHTMLAndDangerousURLsAreNeutralisedByDefault() throws {
        let markdown = "## A\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <b onclick=\"x\">b</b>\n"
        let safe = try fragment(markdown)
        #expect(!safe.contains("<script"))
        #expect(!safe.contains("javascript:"))
        #expect(!safe.contains("onclick"))
        #expect(safe.contains("<!-- raw HTML omitted -->"))
        let unsafe = try fragment(markdown, unsafe: true)
        #expect(unsafe.contains("<script>alert(1)</script>"))
        #expect(unsafe.contains("href=\"javascript:alert(1)\""))
    }

    @Test func templateValuesAreEscaped() throws {
        let html = try fragment("## Tag `<b>` & \"quotes\" {#x title=\"a & b > c\" note='say \"hi\"'}\n\ntext\n")
        #expect(html.contains("data-title=\"a &amp; b &gt; c\""))
        #expect(html.contains("data-note=\"say &quot;hi&quot;\""))
        #expect(html.contains("<h2 class=\"fm-heading\">Tag <code>&lt;b&gt;</code> &amp; &quot;quotes&quot;<a class="))
    }

    @Test func reportIsACompletePageWithTitleAndInlinedAssets() throws {
        let document = Document.parse("# Report <1>\n\n## Part\n\nx\n")
        let html = try HTMLRenderer().renderReport(document, title: "Report <1>")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<title>Report &lt;1&gt;</title>"))
        #expect(html.contains(try #require(Theme.builtIn.file(named: "foldmark.css"))))
        #expect(html.contains(try #require(Theme.builtIn.file(named: "foldmark.js"))))
    }

    /// A report must open anywhere: no stylesheet, script, image or frame from another file or the network.
    @Test func reportRefersToNoExternalFile() throws {
        var markdown = try fixture("Everything.md")
        markdown = markdown.replacingOccurrences(of: "![a diagram](images/diagram.png \"Diagram\")", with: "")
        let html = try HTMLRenderer().renderReport(Document.parse(markdown), title: "x")
        let attributes = try NSRegularExpression(pattern: #"\s(src|href|action|poster|data)\s*=\s*"([^"]*)""#)
        let range = NSRange(html.startIndex..., in: html)
        var external: [String] = []
        for match in attributes.matches(in: html, range: range) {
            let value = String(html[Range(match.range(at: 2), in: html)!])
            let authored = [
                "https://example.com", "https://example.org/path?q=1", "mailto:team@example.com",
                "other.md#part", "https://example.net/ref", "",
            ]
            if value.hasPrefix("#") || value.hasPrefix("data:") || authored.contains(value) { continue }
            external.append(value)
        }
        #expect(external == [])
        #expect(!html.contains("<link rel=\"stylesheet\""))
        #expect(!html.contains("url("))
        #expect(!html.contains("@import"))
    }

    @Test func everythingMatchesItsSnapshot() throws {
        let html = try HTMLRenderer().renderFragment(Document.parse(try fixture("Everything.md")))
        let snapshot = testsFolder.appendingPathComponent("Snapshots/Everything.html")
        if ProcessInfo.processInfo.environment["FOLDMARK_RECORD_SNAPSHOTS"] != nil {
            try html.write(to: snapshot, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: snapshot, encoding: .utf8)
        #expect(html == expected, "re-record with FOLDMARK_RECORD_SNAPSHOTS=1 swift test if the change is intended")
    }
}
