import FoldmarkTestSupport
import Foundation
import Testing

/// `render` and `outline` read YAML front matter as `build` does: never shown as content, its title and fold
/// settings used, line numbers still the file's own, invalid front matter an error with exit status 1.
@Suite struct FrontMatterCLITests {
    static let page = """
        ---
        title: From front matter
        open_level: 0
        fold_levels: 2-3
        ---

        # Heading one

        ## Part

        text

        #### Deep

        text

        """

    func run(_ arguments: [String], files: [String: String], stdin: String? = nil) throws -> (ProcessRun, URL) {
        try TemporaryFolder.with(prefix: "foldmark-front-matter") { folder in
            try FileTree.write(files, in: folder)
            return (try ProcessRun.run(CLITests.binary, arguments, stdin: stdin, in: folder), folder)
        }
    }

    @Test func renderTakesTitleAndFoldSettingsFromFrontMatter() throws {
        let (result, _) = try run(["render", "page.md"], files: ["page.md": Self.page])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("<title>From front matter</title>"))
        #expect(!result.stdout.contains("open_level"))
        #expect(!result.stdout.contains("<hr"))
        // open_level 0: the level-2 section starts closed; fold_levels 2-3: the level-4 heading does not fold.
        #expect(result.stdout.contains("<details id=\"part\" class=\"fm-section fm-level-2\">"))
        #expect(result.stdout.contains("<h4 id=\"deep\""))
    }

    @Test func optionsWinOverFrontMatter() throws {
        let (result, _) = try run(
            ["render", "-", "--title", "Option", "--open-level", "2", "--fold-levels", "2-6"], files: [:],
            stdin: Self.page)
        #expect(result.status == 0)
        #expect(result.stdout.contains("<title>Option</title>"))
        #expect(result.stdout.contains("<details id=\"part\" class=\"fm-section fm-level-2\" open>"))
        #expect(result.stdout.contains("<details id=\"deep\""))
    }

    @Test func outlineSkipsFrontMatterAndCountsTheFileLines() throws {
        let (text, _) = try run(["outline", "page.md"], files: ["page.md": Self.page])
        #expect(text.status == 0)
        #expect(
            text.stdout
                == "# Heading one #heading-one (line 7, plain)\n  ## Part #part (line 9, closed)\n"
                + "    #### Deep #deep (line 13, plain)\n")
        let (json, _) = try run(["outline", "--json", "page.md"], files: ["page.md": Self.page])
        #expect(json.stdout.contains("\"title\" : \"From front matter\""))
        #expect(json.stdout.contains("\"line\" : 7"))
        #expect(!json.stdout.contains("open_level"))
    }

    @Test func invalidFrontMatterIsAnErrorAndWritesNothing() throws {
        let page = "---\ntitle: T\nopen_level: all\n---\n# H\n"
        let (result, folder) = try run(["render", "page.md", "-o", "page.html"], files: ["page.md": page])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "page.md:3:13: error: 'open_level' must be a whole number from 0 to 6 [yaml-type]\n"
                + "open_level: all\n            ^\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("page.html").path))
        let (outline, _) = try run(["outline", "page.md"], files: ["page.md": page])
        #expect(outline.status == 1)
        #expect(outline.stdout == "")
        #expect(outline.stderr.hasPrefix("page.md:3:13: error:"))
        let (unclosed, _) = try run(["render", "-"], files: [:], stdin: "---\ntitle: T\n# H\n")
        #expect(unclosed.status == 1)
        #expect(unclosed.stderr.hasPrefix("<stdin>:1:1: error: front matter is never closed"))
    }

    @Test func unknownKeysAreWarningsAndTheRenderGoesOn() throws {
        let (result, _) = try run(["render", "page.md"], files: ["page.md": "---\ntitel: T\n---\n# H\n"])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("page.md:2:1: warning: unknown key 'titel'"))
        #expect(result.stdout.contains("<title>H</title>"))
    }
}
