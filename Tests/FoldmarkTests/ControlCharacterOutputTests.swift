import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Control characters from character references never reach the HTML; settings that hold them are refused.
@Suite struct ControlCharacterOutputTests {
    /// Whether `text` holds a C0 control other than tab, line feed, form feed and carriage return, DEL, or a C1
    /// control.
    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0C, 0x0D: false
            case 0x00..<0x20, 0x7F..<0xA0: true
            default: false
            }
        }
    }

    @Test func characterReferencesToControlsAreReplacedInEveryPart() throws {
        let markdown = """
            Pre &#1; text.

            # Title &#x85; &#2;

            Body &#1; &#x80; &#x81; &#x9F; &#127; &#x1B; tab&#9;end[^n].

            > ## Nested &#3; heading

            ## Attr {k="a&#4;b"}

            ![alt &#5;](img.png "title &#6;") `code &#7;` [link &#8;](https://x.example/&#x7f;)

            [^n]: Note &#x8B; &#11;.

            """
        let document = Document.parse(markdown)
        let html = try HTMLRenderer(theme: .builtIn, policy: FoldPolicy()).renderReport(
            document, title: "T", remember: false)
        #expect(!Self.hasControl(html))
        // C1 controls become the Windows-1252 characters of their bytes; the rest become U+FFFD.
        #expect(html.contains("Body \u{FFFD} € \u{FFFD} Ÿ \u{FFFD} \u{FFFD} tab\tend"))
        #expect(html.contains("Title … \u{FFFD}"))
        #expect(html.contains("Note ‹ \u{FFFD}."))
        #expect(document.allSections.map(\.title.text).allSatisfy { !Self.hasControl($0) })
        #expect(document.allSections.flatMap(\.attributes).map(\.value) == ["a\u{FFFD}b"])
        // The parser's own markers (nested headings, sections) still work.
        #expect(html.contains("<h2 id=\"nested--heading\">Nested \u{FFFD} heading</h2>"))
        #expect(document.sections.map(\.id) == ["title--"])
        #expect(document.sections[0].children.map(\.id) == ["attr"])
    }

    @Test func plainCmarkReferenceHTMLIsScrubbedToo() {
        let html = MarkdownParser.plainHTML(SourceText("a &#1; &#x85;\n"), options: ParseOptions())
        #expect(html == "<p>a \u{FFFD} …</p>\n")
    }

    @Test func controlCharactersInSettingsAreErrorsAtTheirValue() throws {
        let (_, config) = SiteConfig.parse(
            "title: Docs\ndescription: \"a\\x01b\"\nnav: [ok.md, \"b\\u0085.md\"]\n", file: "foldmark.yml")
        let lines = config.map { "\($0.location):\($0.severity.rawValue):\($0.code)" }
        #expect(lines == ["foldmark.yml:2:14:error:control-character", "foldmark.yml:3:14:error:control-character"])

        let (_, base) = SiteConfig.parse("base_url: \"https://x.example/\\x85docs/\"\n", file: "foldmark.yml")
        #expect(base.map(\.code) == ["control-character"])
        #expect(base.first?.location.line == 1)
        #expect(SiteConfig.baseURLProblem("/docs\u{1}/") != nil)

        let (_, _, frontMatter) = FrontMatter.read(SourceText("---\ntitle: \"Bad\\x07\"\n---\n# H\n", path: "p.md"))
        #expect(
            frontMatter.map(\.description) == [
                "p.md:2:8: error: 'title' must not contain control characters (it has U+0007) [control-character]"
            ])
    }

    @Test func aControlInTheBaseURLNeverReachesTheSitemap() throws {
        try withTemporaryFolder { site in
            let content = site.appendingPathComponent("Content")
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            try Data("# Home\n".utf8).write(to: content.appendingPathComponent("index.md"))
            var options = SiteBuildOptions(siteFolder: site.path)
            options.baseURL = "https://x.example/\u{1}/"
            #expect { try SiteBuilder.build(options) } throws: { ($0 as? FoldmarkError)?.kind == .configuration }
            try Data("base_url: \"https://x.example/\\x0b/\"\n".utf8).write(
                to: site.appendingPathComponent("foldmark.yml"))
            #expect { try SiteBuilder.build(SiteBuildOptions(siteFolder: site.path)) } throws: {
                ($0 as? FoldmarkError)?.kind == .configuration
            }
            #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("_site/sitemap.xml").path))
        }
    }

    @Test func aRepeatedAttributeKeepsItsLastValueWithAWarning() throws {
        let document = Document.parse(SourceText("# T\n\n## Install {k=1 .wide k=2 other=x}\n", path: "a.md"))
        let section = try #require(document.sections.first?.children.first)
        #expect(
            section.attributes == [HeadingAttribute(key: "k", value: "2"), HeadingAttribute(key: "other", value: "x")])
        #expect(
            document.diagnostics.map(\.description) == [
                "a.md:3:23: warning: attribute 'k' is given more than once in the heading's attribute block; the last "
                    + "value is used [duplicate-attribute]"
            ])
        let html = try HTMLRenderer(theme: .builtIn, policy: FoldPolicy()).renderFragment(document)
        #expect(html.components(separatedBy: "data-k=").count == 2)
    }
}
