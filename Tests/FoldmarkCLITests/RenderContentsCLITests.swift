import FoldmarkTestSupport
import Foundation
import Testing

/// `foldmark render`'s contents panel: on by default, `--no-toc` or front matter's `toc: false` turn it off, and
/// `--toc` wins over front matter.
@Suite struct RenderContentsCLITests {
    private func render(_ arguments: [String], _ markdown: String) throws -> ProcessRun {
        try ProcessRun.run(CLITests.binary, ["render"] + arguments, stdin: markdown)
    }

    private let markdown = "# Report\n\n## One\n\nx\n\n## Two\n\ny\n"

    @Test func onByDefault() throws {
        let result = try render([], markdown)
        #expect(result.status == 0)
        #expect(result.stdout.contains("<nav class=\"fm-toc\" aria-label=\"Contents\">"))
        #expect(result.stdout.contains("<li><a href=\"#two\">Two</a></li>"))
    }

    @Test func noTocAndFrontMatterTurnItOff() throws {
        #expect(!(try render(["--no-toc"], markdown)).stdout.contains("fm-toc\""))
        let off = "---\ntoc: false\n---\n" + markdown
        #expect(!(try render([], off)).stdout.contains("fm-toc\""))
        #expect(try render(["--toc"], off).stdout.contains("<nav class=\"fm-toc\""))
    }

    @Test func frontMatterTurnsSearchOff() throws {
        let box = "<div class=\"fm-search\" role=\"search\">"
        #expect(try render([], markdown).stdout.contains(box))
        for off in ["search: false", "search:\n  exclude: true"] {
            let page = try render([], "---\n\(off)\n---\n" + markdown)
            #expect(page.status == 0)
            #expect(!page.stdout.contains(box), "\(off)")
            #expect(!page.stdout.contains("FoldmarkSearchIndex="), "\(off)")
        }
        #expect(try render([], "---\nsearch: true\n---\n" + markdown).stdout.contains(box))
    }
}
