import FoldmarkTestSupport
import Foundation
import Testing

/// End-to-end tests that run the real `foldmark` binary.
@Suite struct CLITests {
    typealias Result = ProcessRun

    /// The `foldmark` binary SwiftPM built beside the test bundle.
    static let binary = FoldmarkBinary.url

    /// Runs the binary; standard input is a pipe holding `stdin` (empty when `nil`).
    func run(_ arguments: [String], stdin: String? = nil, in folder: URL? = nil) throws -> Result {
        try ProcessRun.run(Self.binary, arguments, stdin: stdin ?? "", in: folder)
    }

    func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        try TemporaryFolder.with(prefix: "foldmark-cli", body)
    }

    @Test func rendersAPipeToStandardOutput() throws {
        let result = try run(["render"], stdin: "# Piped *report*\n\n## Part\n\ntext\n")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(result.stdout.contains("<title>Piped report</title>"))
        #expect(result.stdout.contains("<details id=\"part\""))
    }

    @Test func rendersAFileToAnOutputFile() throws {
        try withFolder { folder in
            try "## Only h2\n\ntext\n".write(
                to: folder.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
            let result = try run(["render", "notes.md", "-o", "notes.html", "--open-level", "0"], in: folder)
            #expect(result.status == 0)
            #expect(result.stdout == "")
            let html = try String(contentsOf: folder.appendingPathComponent("notes.html"), encoding: .utf8)
            #expect(html.contains("<title>Only h2</title>"))  // no level-1 heading: the first heading
            #expect(html.contains("<details id=\"only-h2\" class=\"fm-section fm-level-2\">"))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["notes.html", "notes.md"])
        }
    }

    @Test func optionsReachTheOutput() throws {
        let markdown = "# T\n\nx\n\n## A\n\n<b>raw</b>\n"
        let result = try run(
            ["render", "-", "--title", "Custom", "--fold-levels", "1-1", "--unsafe-html"], stdin: markdown)
        #expect(result.stdout.contains("<title>Custom</title>"))
        #expect(result.stdout.contains("<details id=\"t\""))
        #expect(result.stdout.contains("<h2 id=\"a\""))
        #expect(result.stdout.contains("<b>raw</b>"))
    }

    @Test func fragmentHasNoPage() throws {
        let result = try run(["render", "--fragment"], stdin: "intro\n\n## A\n\nx\n")
        #expect(result.stdout.hasPrefix("<p>intro</p>\n<details id=\"a\""))
        #expect(!result.stdout.contains("<html"))
        #expect(!result.stdout.contains("<style"))
    }

    @Test func embedsLocalImages() throws {
        try withFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("img"), withIntermediateDirectories: true)
            try "<svg xmlns=\"http://www.w3.org/2000/svg\"/>".write(
                to: folder.appendingPathComponent("img/dot.svg"), atomically: true, encoding: .utf8)
            try "## A\n\n![dot](img/dot.svg) ![gone](img/missing.png)\n".write(
                to: folder.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
            let result = try run([
                "render", folder.appendingPathComponent("page.md").path, "--embed-images", "--fragment",
            ])
            #expect(result.status == 0)
            let encoded = Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).base64EncodedString()
            #expect(result.stdout.contains("<img src=\"data:image/svg+xml;base64,\(encoded)\" alt=\"dot\" />"))
            #expect(result.stdout.contains("<img src=\"img/missing.png\" alt=\"gone\" />"))
            #expect(result.stderr.contains("page.md:3:21: warning: image 'img/missing.png' not embedded"))
        }
    }

    @Test func missingInputIsAOneLineErrorWithNoOutput() throws {
        try withFolder { folder in
            let result = try run(["render", "absent.md", "-o", "out.html"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == "absent.md: error: cannot read file: No such file or directory [io]\n")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.html").path))
        }
    }

    @Test func directoryInputIsAnError() throws {
        try withFolder { folder in
            let result = try run(["render", "."], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == ".: error: is a directory, not a file [io]\n")
        }
    }

    @Test func unwritableOutputLeavesNothingBehind() throws {
        try withFolder { folder in
            let result = try run(["render", "-o", "no/such/folder/out.html"], stdin: "# x\n", in: folder)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("no/such/folder/out.html: error: cannot write file:"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }
    }

    @Test func specialFilesAreWrittenInPlace() throws {
        let result = try run(["render", "-o", "/dev/null"], stdin: "# x\n")
        #expect(result.status == 0)
        var info = stat()
        #expect(stat("/dev/null", &info) == 0)
        #expect((info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func symbolicLinkOutputStaysALink() throws {
        try withFolder { folder in
            try "old".write(to: folder.appendingPathComponent("real.html"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("link.html").path, withDestinationPath: "real.html")
            let result = try run(["render", "-o", "link.html", "--fragment"], stdin: "text\n", in: folder)
            #expect(result.status == 0)
            #expect(
                try FileManager.default.destinationOfSymbolicLink(
                    atPath: folder.appendingPathComponent("link.html").path) == "real.html")
            #expect(
                try String(contentsOf: folder.appendingPathComponent("real.html"), encoding: .utf8) == "<p>text</p>\n")
        }
    }

    @Test func failedRenderKeepsThePreviousOutput() throws {
        try withFolder { folder in
            let templates = folder.appendingPathComponent("theme")
            try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
            try "{{#broken}}".write(
                to: templates.appendingPathComponent("section.mustache"), atomically: true, encoding: .utf8)
            try "old".write(to: folder.appendingPathComponent("out.html"), atomically: true, encoding: .utf8)
            let result = try run(["render", "-o", "out.html", "--templates", "theme"], stdin: "## x\n", in: folder)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("theme/section.mustache:1:"))
            #expect(try String(contentsOf: folder.appendingPathComponent("out.html"), encoding: .utf8) == "old")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["out.html", "theme"])
        }
    }

    @Test func invalidBytesAreWarningsNotFailures() throws {
        try withFolder { folder in
            try Data([0x23, 0x20, 0x41, 0x0A, 0x62, 0x00, 0xFF, 0x0A]).write(
                to: folder.appendingPathComponent("bad.md"))
            let result = try run(["render", "bad.md", "--fragment"], in: folder)
            #expect(result.status == 0)
            #expect(
                result.stderr == """
                    bad.md:2:2: warning: NUL character replaced with U+FFFD [nul-character]
                    b\u{FFFD}\u{FFFD}
                     ^
                    bad.md:2:3: warning: invalid UTF-8 replaced with U+FFFD [invalid-utf8]
                    b\u{FFFD}\u{FFFD}
                      ^

                    """)
            #expect(result.stdout.contains("<p>b\u{FFFD}\u{FFFD}</p>"))
        }
    }

    @Test(arguments: [
        ["render", "--fold-levels", "0-9"], ["render", "--open-level", "7"], ["render", "--nonsense"], ["bogus"],
    ])
    func badUsageExitsWithTwo(_ arguments: [String]) throws {
        let result = try run(arguments, stdin: "")
        #expect(result.status == 2)
        #expect(result.stderr.contains("Error:"))
    }

    @Test func outlineJSONListsTheTree() throws {
        let result = try run(["outline", "--json"], stdin: "# Doc\n\n## A {closed}\n\nx\n\n### B\n\ny\n")
        #expect(result.status == 0)
        struct Entry: Decodable {
            var id: String; var level: Int; var title: String; var line: Int; var open: Bool; var children: [Entry]
        }
        struct Outline: Decodable { var title: String?; var sections: [Entry] }
        let outline = try JSONDecoder().decode(Outline.self, from: Data(result.stdout.utf8))
        #expect(outline.title == "Doc")
        let a = try #require(outline.sections.first?.children.first)
        #expect((a.id, a.level, a.line, a.open) == ("a", 2, 3, false))
        #expect(a.children.map(\.id) == ["b"])
    }

    @Test func buildWritesASiteAndOneSummaryLine() throws {
        try withFolder { folder in
            let content = folder.appendingPathComponent("Content")
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            try "# Home\n\n[Other](other.md)\n".write(
                to: content.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
            try "# Other\n".write(to: content.appendingPathComponent("other.md"), atomically: true, encoding: .utf8)
            try "site_url: https://example.com/\n".write(
                to: folder.appendingPathComponent("foldmark.yml"), atomically: true, encoding: .utf8)
            let result = try run(["build"], in: folder)
            #expect(result.status == 0)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("Built 2 pages and copied 0 files into _site/ in "))
            #expect(result.stderr.components(separatedBy: "\n").count == 2)
            let home = try String(contentsOf: folder.appendingPathComponent("_site/index.html"), encoding: .utf8)
            #expect(home.contains("<a href=\"other/index.html\">Other</a>"))
            let quiet = try run(["build", "--quiet"], in: folder)
            #expect(quiet.status == 0)
            #expect(quiet.stderr == "")
        }
    }

    @Test func buildErrorsAreCompilerStyleAndExitWithOne() throws {
        try withFolder { folder in
            let content = folder.appendingPathComponent("Content")
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            try "---\ndraft: maybe\n---\n# Home\n".write(
                to: content.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
            let result = try run(["build", "--quiet"], in: folder)
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "Content/index.md:2:8: error: 'draft' must be true or false [yaml-type]\ndraft: maybe\n       "
                    + "^\n"
            )
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site").path))
        }
    }

    @Test func buildWithoutContentFolderFails() throws {
        try withFolder { folder in
            let result = try run(["build"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == "Content: error: no Content/ folder in the site folder [no-content]\n")
        }
    }

    private func makeSite(_ folder: URL, _ files: [String: String]) throws {
        try FileTree.write(files, in: folder)
    }

    @Test func checkExitsZeroOneOrTwo() throws {
        try withFolder { folder in
            try makeSite(folder, ["Content/index.md": "# Home\n\n[a](a.md)\n", "Content/a.md": "# A\n"])
            let clean = try run(["check"], in: folder)
            #expect((clean.status, clean.stdout, clean.stderr) == (0, "", ""))
            try makeSite(folder, ["Content/a.md": "# A\n\n[b](b.md#x)\n"])
            let broken = try run(["check"], in: folder)
            #expect(broken.status == 1)
            #expect(
                broken.stderr == "Content/a.md:3:1: error: link to missing page 'b.md' [broken-link]\n[b](b.md#x)\n^\n")
            try makeSite(folder, ["foldmark.yml": "pretty_urls: sometimes\n"])
            let config = try run(["check"], in: folder)
            #expect(config.status == 2)
            #expect(
                config.stderr.hasPrefix("foldmark.yml:1:14: error: 'pretty_urls' must be true or false [yaml-type]"))
        }
    }

    @Test func checkFormatsForMachines() throws {
        try withFolder { folder in
            try makeSite(folder, ["Content/index.md": "# Home\n\n## A\n\n[x](#b) [web](https://example.com)\n\n####\n"])
            let github = try run(["check", "--format", "github"], in: folder)
            #expect(github.status == 1)
            #expect(
                github.stdout == """
                    ::error file=Content/index.md,line=5,col=1,title=broken-anchor::link to missing anchor '#b' (did you mean '#a'?)
                    ::warning file=Content/index.md,line=7,col=1,title=heading-level-jump::heading level jumps from 2 to 4
                    ::warning file=Content/index.md,line=7,col=1,title=empty-heading::heading has no text

                    """)
            let json = try run(["check", "--format", "json"], in: folder)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect(object["errors"] as? Int == 1)
            #expect(object["warnings"] as? Int == 2)
            let strictWarnings = try run(["check", "--warnings-as-errors", "--format", "json"], in: folder)
            #expect(
                (try JSONSerialization.jsonObject(with: Data(strictWarnings.stdout.utf8)) as? [String: Any])?["errors"]
                    as? Int == 3)
            let external = try run(["check", "--list-external"], in: folder)
            #expect(external.stdout == "https://example.com\tContent/index.md:5:9\n")
        }
    }

    @Test func strictBuildFailsBeforeReplacingTheSite() throws {
        try withFolder { folder in
            try makeSite(folder, ["Content/index.md": "# Home\n"])
            #expect(try run(["build", "--quiet"], in: folder).status == 0)
            try makeSite(folder, ["Content/index.md": "# Home\n\n[gone](gone.md)\n"])
            let strict = try run(["build", "--strict", "--quiet"], in: folder)
            #expect(strict.status == 1)
            #expect(
                strict.stderr.hasPrefix("Content/index.md:3:1: error: link to missing page 'gone.md' [broken-link]"))
            let home = try String(contentsOf: folder.appendingPathComponent("_site/index.html"), encoding: .utf8)
            #expect(!home.contains("gone"))
        }
    }

    @Test func outlineOfASite() throws {
        try withFolder { folder in
            try makeSite(folder, ["Content/index.md": "# Home\n\n## Part\n\nx\n", "Content/guide/a.md": "# A\n"])
            let result = try run(["outline", ".", "--json"], in: folder)
            #expect(result.status == 0)
            struct Page: Decodable { var path: String; var url: String; var title: String }
            struct Outline: Decodable { var pages: [Page] }
            let outline = try JSONDecoder().decode(Outline.self, from: Data(result.stdout.utf8))
            #expect(outline.pages.map(\.path) == ["Content/index.md", "Content/guide/a.md"])
            #expect(outline.pages.map(\.url) == ["index.html", "guide/a/index.html"])
        }
    }

    @Test func outlineTextIsIndented() throws {
        let result = try run(["outline"], stdin: "## A\n\nx\n\n### B\n")
        #expect(result.stdout == "## A #a (line 1, open)\n  ### B #b (line 5, plain)\n")
    }
}
