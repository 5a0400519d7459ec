import FoldmarkTestSupport
import Foundation
import Testing

/// Every command gives the same positions and the same output for a file saved with `\n`, `\r\n`, `\r` or a mix
/// of the three: positions are exact, and equal to the LF file's.
@Suite struct LineEndingCLITests {
    /// The fixture's lines: front matter, links on the first and second line of a paragraph (one an autolink), a
    /// heading attribute block with a key given twice, a control character after a tab, a setext heading, a code
    /// block, a footnote and a table with a link in a cell.
    static let lines = [
        "---",
        "title: Hello",
        "open_level: 3",
        "---",
        "",
        "Intro with a [bad](missing.md) link",
        "and a second line with [another](#nope) and <https://x.example> here.",
        "",
        "# Top {#top .a key=1 key=2}",
        "",
        "Some\tpara\u{1} with a control character.",
        "",
        "## Sub heading",
        "",
        "```swift",
        "// a comment",
        "let x = 1",
        "```",
        "",
        "Setext heading",
        "--------------",
        "",
        "A footnote[^1] and text.",
        "",
        "[^1]: The note.",
        "",
        "| a | b |",
        "|---|---|",
        "| 1 | [c](gone.md) |",
        "",
    ]

    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case lf, crlf, cr, mixed
        var testDescription: String { rawValue }
    }

    /// The fixture with `ending`'s line ends. The mix cycles through `\n`, `\r\n` and `\r`, never writing `\n`
    /// on an empty line after a `\r` (that would make one `\r\n` of two line ends).
    static func text(_ ending: Ending, lines: [String] = lines) -> String {
        var text = ""
        for (index, line) in lines.enumerated() {
            switch ending {
            case .lf: text += line + "\n"
            case .crlf: text += line + "\r\n"
            case .cr: text += line + "\r"
            case .mixed:
                var end = ["\n", "\r\n", "\r"][index % 3]
                if end == "\n", line.isEmpty, text.utf8.last == 13 { end = "\r\n" }
                text += line + end
            }
        }
        return text
    }

    func run(_ arguments: [String], in folder: URL) throws -> ProcessRun {
        try ProcessRun.run(CLITests.binary, arguments, in: folder)
    }

    /// Runs `arguments` in a folder holding the fixture with each kind of line end, at `path`, and returns the
    /// runs by ending.
    func runEach(_ arguments: [String], path: String, files: [String: String] = [:]) throws -> [Ending: ProcessRun] {
        var runs: [Ending: ProcessRun] = [:]
        for ending in Ending.allCases {
            try TemporaryFolder.with(prefix: "foldmark-line-endings") { folder in
                try FileTree.write(files.merging([path: Self.text(ending)]) { $1 }, in: folder)
                runs[ending] = try run(arguments, in: folder)
            }
        }
        return runs
    }

    /// The diagnostics' first lines (`path:line:column: severity: message [code]`), without excerpts.
    static func diagnosticLines(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter {
            $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ")
        }
    }

    @Test func theMixedFixtureHasTheLinesOfTheLFOne() {
        for ending in Ending.allCases {
            var count = 0
            var bytes = Array(Self.text(ending).utf8)[...]
            while let index = bytes.firstIndex(where: { $0 == 10 || $0 == 13 }) {
                count += 1
                let next = bytes.index(after: index)
                bytes = bytes[(bytes[index] == 13 && next < bytes.endIndex && bytes[next] == 10 ? next + 1 : next)...]
            }
            #expect(count == Self.lines.count, "\(ending)")
        }
    }

    @Test func renderGivesTheSamePageAndPositions() throws {
        let runs = try runEach(["render", "page.md"], path: "page.md")
        let lf = try #require(runs[.lf])
        #expect(lf.status == 0)
        #expect(
            Self.diagnosticLines(lf.stderr) == [
                "page.md:9:22: warning: attribute 'key' is given more than once in the heading's attribute block; "
                    + "the last value is used [duplicate-attribute]",
                "page.md:11:10: warning: control character U+0001 replaced with U+FFFD [control-character]",
            ])
        // The excerpt is the line itself, with no line end in it.
        #expect(lf.stderr.contains("\nSome\tpara\u{FFFD} with a control character.\n    \t    ^\n"))
        #expect(lf.stdout.contains("<title>Hello</title>"))
        #expect(!lf.stdout.contains("title: Hello"))
        for ending in Ending.allCases {
            #expect(runs[ending]?.stderr == lf.stderr, "\(ending)")
            #expect(runs[ending]?.stdout == lf.stdout, "\(ending)")
            #expect(runs[ending]?.status == 0, "\(ending)")
        }
    }

    @Test func outlineTextAndJSONGiveTheSameLines() throws {
        let text = try runEach(["outline", "page.md"], path: "page.md")
        let lf = try #require(text[.lf])
        #expect(
            lf.stdout
                == "# Top #top (line 9, plain)\n  ## Sub heading #sub-heading (line 13, open)\n"
                + "  ## Setext heading #setext-heading (line 20, open)\n")
        let json = try runEach(["outline", "--json", "page.md"], path: "page.md")
        let lfJSON = try #require(json[.lf])
        #expect(lfJSON.stdout.contains("\"title\" : \"Hello\""))
        #expect(lfJSON.stdout.contains("\"line\" : 20"))
        for ending in Ending.allCases {
            #expect(text[ending]?.stdout == lf.stdout, "\(ending)")
            #expect(text[ending]?.stderr == lf.stderr, "\(ending)")
            #expect(json[ending]?.stdout == lfJSON.stdout, "\(ending)")
        }
    }

    @Test func checkReportsLinksAtTheSamePlaces() throws {
        let runs = try runEach(["check", "."], path: "Content/page.md")
        let lf = try #require(runs[.lf])
        #expect(lf.status == 1)
        #expect(
            Self.diagnosticLines(lf.stderr) == [
                "Content/page.md:6:14: error: link to missing page 'missing.md' [broken-link]",
                "Content/page.md:7:24: error: link to missing anchor '#nope' [broken-anchor]",
                "Content/page.md:9:22: warning: attribute 'key' is given more than once in the heading's attribute "
                    + "block; the last value is used [duplicate-attribute]",
                "Content/page.md:11:10: warning: control character U+0001 replaced with U+FFFD [control-character]",
                "Content/page.md:29:7: error: link to missing page 'gone.md' [broken-link]",
            ])
        let external = try runEach(["check", "--list-external", "."], path: "Content/page.md")
        #expect(external[.lf]?.stdout == "https://x.example\tContent/page.md:7:45\n")
        for ending in Ending.allCases {
            #expect(runs[ending]?.stderr == lf.stderr, "\(ending)")
            #expect(external[ending]?.stdout == external[.lf]?.stdout, "\(ending)")
        }
    }

    @Test func buildWritesTheSameSiteWithTheSameWarnings() throws {
        var sites: [Ending: [String: Data]] = [:]
        var warnings: [Ending: [String]] = [:]
        for ending in Ending.allCases {
            try TemporaryFolder.with(prefix: "foldmark-line-endings") { folder in
                // The site is named in foldmark.yml: by default it takes the (random) folder's name.
                try FileTree.write(
                    [
                        "Content/page.md": Self.text(ending), "Content/index.md": "# Home\n",
                        "foldmark.yml": "title: Endings\nsite_url: https://example.com/\n",
                    ], in: folder)
                let result = try run(["build", "."], in: folder)
                #expect(result.status == 0, "\(ending)")
                warnings[ending] = Self.diagnosticLines(result.stderr)
                sites[ending] = try FileTree.read(folder.appendingPathComponent("_site")).filter {
                    !$0.key.hasPrefix(".")
                }
            }
        }
        #expect(warnings[.lf]?.count == 2)
        #expect(warnings[.lf]?.first?.hasPrefix("Content/page.md:9:22: warning:") == true)
        let page = try #require(sites[.lf]?["page/index.html"])
        #expect(String(decoding: page, as: UTF8.self).contains("<title>Hello"))
        for ending in Ending.allCases {
            #expect(warnings[ending] == warnings[.lf], "\(ending)")
            #expect(sites[ending] == sites[.lf], "\(ending)")
        }
    }

    @Test func buildFrontMatterErrorsAreAtTheSamePlace() throws {
        let lines = ["---", "title: T", "order: first", "---", "", "# T", ""]
        for ending in Ending.allCases {
            try TemporaryFolder.with(prefix: "foldmark-line-endings") { folder in
                try FileTree.write(["Content/page.md": Self.text(ending, lines: lines)], in: folder)
                let result = try run(["build", "."], in: folder)
                #expect(result.status == 1, "\(ending)")
                #expect(
                    Self.diagnosticLines(result.stderr) == [
                        "Content/page.md:3:8: error: 'order' must be a whole number [yaml-type]"
                    ], "\(ending)")
                #expect(result.stderr.contains("\norder: first\n       ^\n"), "\(ending)")
            }
        }
    }
}
