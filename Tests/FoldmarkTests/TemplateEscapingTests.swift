import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Every value a template prints with `{{name}}` is escaped by Foldmark's byte-based escaper, whatever template
/// prints it: a `"` or `<` followed by a combining mark is one `Character`, which swift-mustache's own escaper
/// let through.
@Suite struct TemplateEscapingTests {
    static let quotePayload = "\"\u{0612} onmouseover=alert(1) x=\""
    static let tagPayload = "<\u{0300}script>"
    static let payload = quotePayload + " " + tagPayload
    static let markdown = """
        # Report \(payload)

        ## Part \(payload) {.c k='\(payload)'}

        text

        """

    /// A theme that prints text values with `{{…}}` in attributes and in text.
    static let overrides = [
        "section.mustache": """
        <section id="{{id}}" title="{{titleText}}"{{#attributes}} {{name}}="{{value}}"{{/attributes}}>{{titleText}}{{{body}}}{{#children}}{{>section}}{{/children}}</section>

        """,
        "report.mustache": """
        <!DOCTYPE html><html lang="{{language}}"><head><title>{{title}}</title><meta name="description" content="{{title}}"></head><body>{{{content}}}</body></html>

        """,
        "page.mustache": """
        <!DOCTYPE html><html lang="{{language}}"><head><title>{{headTitle}}</title><meta name="description" content="{{description}}"></head>
        <body><h1 title="{{title}}">{{siteTitle}}</h1>{{{content}}}</body></html>

        """,
    ]

    /// The `"` and `<` scalars directly followed by a combining mark: only content has those, so each one is
    /// content that reached the page unescaped.
    static func unescapedContent(in html: String) -> Int {
        let scalars = Array(html.unicodeScalars)
        var count = 0
        for (index, scalar) in scalars.enumerated().dropLast() where scalar == "\"" || scalar == "<" {
            if scalars[index + 1].properties.generalCategory == .nonspacingMark { count += 1 }
        }
        return count
    }

    /// How often `needle` occurs in `html`, comparing scalars (not `Character`s, which would merge the marks).
    static func occurrences(of needle: String, in html: String) -> Int {
        let scalars = Array(html.unicodeScalars)
        let pattern = Array(needle.unicodeScalars)
        guard scalars.count >= pattern.count else { return 0 }
        return (0...(scalars.count - pattern.count)).filter { Array(scalars[$0..<($0 + pattern.count)]) == pattern }
            .count
    }

    static func writeOverrides(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in overrides {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    @Test func escaperWorksOnScalars() {
        #expect(HTMLEscaping.escape(Self.quotePayload) == "&quot;\u{0612} onmouseover=alert(1) x=&quot;")
        #expect(HTMLEscaping.escape(Self.tagPayload) == "&lt;\u{0300}script&gt;")
        #expect(HTMLEscaping.escape("a'b&c 👍🏽 é") == "a&#39;b&amp;c 👍🏽 é")
        #expect(HTMLEscaping.escape("plain ü") == "plain ü")
    }

    @Test func reportThroughOverriddenTemplates() throws {
        try withTemporaryFolder { folder in
            try Self.writeOverrides(to: folder)
            let options = ReportOptions(theme: try Theme.load(overridesIn: folder.path))
            let report = try ReportBuilder.build(
                SourceText(Self.markdown), fallbackTitle: "x", baseDirectory: folder.path, options: options)
            #expect(Self.unescapedContent(in: report.html) == 0)
            // The title (twice), the section's title attribute and text, and the attribute value.
            #expect(Self.occurrences(of: "&quot;\u{0612} onmouseover", in: report.html) >= 5)
            #expect(Self.occurrences(of: "&lt;\u{0300}script&gt;", in: report.html) >= 5)
            #expect(
                report.html.contains("data-k=\"&quot;\u{0612} onmouseover=alert(1) x=&quot; &lt;\u{0300}script&gt;\""))
        }
    }

    /// Values the renderer hands to any template, checked directly on the Mustache path.
    @Test func everyTemplateValueIsEscapedOnTheMustachePath() throws {
        try withTemporaryFolder { folder in
            try Self.writeOverrides(to: folder)
            let theme = try Theme.load(overridesIn: folder.path)
            let html = try theme.render(
                "page",
                [
                    "language": Self.payload, "headTitle": Self.payload, "description": Self.payload,
                    "title": Self.payload, "siteTitle": Self.payload, "content": "<p>ok</p>",
                ])
            #expect(Self.unescapedContent(in: html) == 0)
            #expect(Self.occurrences(of: "&lt;\u{0300}script&gt;", in: html) == 5)
            #expect(html.contains("<p>ok</p>"))
        }
    }

    @Test func siteBuildThroughOverriddenTemplates() throws {
        try withTemporaryFolder { site in
            try Self.writeOverrides(to: site.appendingPathComponent("Templates"))
            let content = site.appendingPathComponent("Content")
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            let frontMatter = "---\ntitle: '\(Self.payload)'\ndescription: '\(Self.payload)'\n---\n"
            try (frontMatter + Self.markdown).write(
                to: content.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
            try "title: '\(Self.payload)'\n".write(
                to: site.appendingPathComponent("foldmark.yml"), atomically: true, encoding: .utf8)
            _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: site.path))
            let html = try String(contentsOf: site.appendingPathComponent("_site/index.html"), encoding: .utf8)
            #expect(Self.unescapedContent(in: html) == 0)
            #expect(Self.occurrences(of: "&lt;\u{0300}script&gt;", in: html) >= 5)
            #expect(html.contains("data-k=\"&quot;\u{0612} onmouseover=alert(1) x=&quot; &lt;\u{0300}script&gt;\""))
        }
    }

    /// A template cannot switch escaping off, or back to swift-mustache's own escaper, with a pragma.
    @Test func pragmasAreRejected() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("report.mustache").path
            try "<title>\n  {{%CONTENT_TYPE:HTML}}{{title}}</title>\n".write(
                toFile: path, atomically: true, encoding: .utf8)
            let error = try #require(throws: FoldmarkError.self) { try Theme.load(overridesIn: folder.path) }
            #expect(error.diagnostics.map(\.code) == ["template-pragma"])
            #expect(error.diagnostics.first?.location == SourceLocation(file: path, line: 2, column: 3))
        }
    }

    /// The escaping prefix moves no line: a syntax error is reported where it is in the file.
    @Test func syntaxErrorLinesAreTheFilesLines() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("section.mustache").path
            try "{{#open}}x{{/close}}\n".write(toFile: path, atomically: true, encoding: .utf8)
            let error = try #require(throws: FoldmarkError.self) { try Theme.load(overridesIn: folder.path) }
            #expect(error.diagnostics.first?.location.line == 1)
        }
    }
}
