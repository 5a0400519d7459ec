import FoldmarkTestSupport
import Foundation
import Testing

/// The `foldmark` binary on mdBook and MkDocs projects: the summary line names the layout it found, and `check`
/// and `outline` read the same layout.
@Suite struct ProjectLayoutCLITests {
    private func run(_ arguments: [String], in folder: URL) throws -> ProcessRun {
        try ProcessRun.run(CLITests.binary, arguments, stdin: "", in: folder)
    }

    private let mdBook = [
        "book.toml": "[book]\ntitle = \"Tiny\"\n",
        "src/SUMMARY.md": "# Summary\n\n- [One](one.md)\n- [Two](two.md)\n",
        "src/one.md": "## First\n\n[next](two.md) [std](../std/index.html)\n",
        "src/two.md": "## Second\n",
    ]

    @Test func buildSaysItFoundAnMdBookProject() throws {
        try TemporaryFolder.with { folder in
            try FileTree.write(mdBook.merging(["foldmark.yml": "site_url: https://example.com/\n"]) { $1 }, in: folder)
            let result = try run(["build", "."], in: folder)
            #expect(result.status == 0)
            #expect(result.stderr.hasPrefix("Built 3 pages from an mdBook project and copied 0 files into _site/ in "))
            let outline = try run(["outline", ".", "--json"], in: folder)
            #expect(outline.status == 0)
            // Pages in the summary's order, titled by it (the pages start at level 2).
            let one = try #require(outline.stdout.range(of: "\"title\" : \"One\""))
            let two = try #require(outline.stdout.range(of: "\"title\" : \"Two\""))
            #expect(one.lowerBound < two.lowerBound)
            let check = try run(["check", "."], in: folder)
            #expect(check.status == 0)
        }
    }

    @Test func buildSaysItFoundAnMkDocsProject() throws {
        try TemporaryFolder.with { folder in
            try FileTree.write(
                [
                    "mkdocs.yml": "site_name: M\n", "docs/index.md": "# Hi\n",
                    "foldmark.yml": "site_url: https://example.com/\n",
                ], in: folder)
            let result = try run(["build"], in: folder)
            #expect(result.status == 0)
            #expect(result.stderr.hasPrefix("Built 1 page from an MkDocs project and copied 0 files into _site/ in "))
        }
    }

    @Test func foldmarksOwnLayoutIsNotNamed() throws {
        try TemporaryFolder.with { folder in
            try FileTree.write(
                ["Content/index.md": "# Hi\n", "foldmark.yml": "site_url: https://example.com/\n"], in: folder)
            let result = try run(["build"], in: folder)
            #expect(result.stderr.hasPrefix("Built 1 page and copied 0 files into _site/ in "))
        }
    }
}
