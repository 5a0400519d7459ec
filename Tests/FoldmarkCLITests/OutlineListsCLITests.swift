import FoldmarkTestSupport
import Foundation
import Testing

/// `foldmark outline` folds outline lists as `render` does: with `--outline-lists`, or front matter's
/// `outline: true`; without either, a nested list is no block.
@Suite struct OutlineListsCLITests {
    private func outline(_ arguments: [String], _ markdown: String) throws -> ProcessRun {
        try ProcessRun.run(CLITests.binary, ["outline"] + arguments, stdin: markdown)
    }

    private let markdown = "# Plan\n\n- Phase one\n  - Step\n"

    @Test func theFlagAndFrontMatterBothFoldTheList() throws {
        #expect(!(try outline([], markdown)).stdout.contains("[outline-item]"))
        let flagged = try outline(["--outline-lists"], markdown)
        #expect(flagged.status == 0)
        #expect(flagged.stdout.contains("[outline-item] Phase one #phase-one (line 3, closed)"))
        let fromFrontMatter = try outline([], "---\noutline: true\n---\n" + markdown)
        #expect(fromFrontMatter.stdout.contains("[outline-item] Phase one #phase-one (line 6, closed)"))
    }
}
