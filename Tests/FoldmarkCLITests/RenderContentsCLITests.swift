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
}
