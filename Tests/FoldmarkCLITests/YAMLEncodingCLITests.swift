import FoldmarkTestSupport
import Foundation
import Testing

/// YAML (front matter, `foldmark.yml`) is read as UTF-8 whatever the environment says: Yams, left to choose,
/// reads `YAMS_DEFAULT_ENCODING` on every document and prints a line about it on standard output, which would
/// land in a page written to standard output and in every command's output.
@Suite struct YAMLEncodingCLITests {
    static let page = """
        ---
        title: Caf\u{E9} notes
        description: "\u{2014} d\u{E9}j\u{E0} vu"
        ---

        # Heading

        text

        """

    /// The environment of the tests, with Yams told to use UTF-16.
    static let environment = ProcessInfo.processInfo.environment.merging(["YAMS_DEFAULT_ENCODING": "UTF16"]) { $1 }

    @Test func renderPrintsOnlyThePage() throws {
        try TemporaryFolder.with(prefix: "foldmark-yaml-encoding") { folder in
            try FileTree.write(["page.md": Self.page], in: folder)
            let result = try ProcessRun.run(
                CLITests.binary, ["render", "page.md"], in: folder, environment: Self.environment)
            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
            #expect(!result.stdout.contains("YAMS_DEFAULT_ENCODING"))
            #expect(result.stdout.contains("<title>Caf\u{E9} notes</title>"))
        }
    }

    @Test func buildAndOutlinePrintNoStrayLine() throws {
        try TemporaryFolder.with(prefix: "foldmark-yaml-encoding") { folder in
            try FileTree.write(
                ["foldmark.yml": "title: S\u{E9}ance\n", "Content/index.md": Self.page, "Content/b.md": Self.page],
                in: folder)
            let build = try ProcessRun.run(
                CLITests.binary, ["build", ".", "--quiet"], in: folder, environment: Self.environment)
            #expect(build.status == 0)
            #expect(build.stdout == "")
            #expect(build.stderr == "")
            let html = try String(contentsOf: folder.appendingPathComponent("_site/b/index.html"), encoding: .utf8)
            #expect(html.contains("content=\"\u{2014} d\u{E9}j\u{E0} vu\""))
            let outline = try ProcessRun.run(
                CLITests.binary, ["outline", ".", "--json"], in: folder, environment: Self.environment)
            #expect(outline.status == 0)
            #expect(outline.stdout.hasPrefix("{"))
        }
    }
}
