import Foundation
import Testing

/// `render` inlines the search index in the report, and `--no-search` leaves the search out.
@Suite struct SearchCLITests {
    private let markdown = "# Notes\n\n## Deep\n\n### Deeper\n\nThe xylophone word.\n"

    @Test func renderInlinesTheIndexUnlessToldNotTo() throws {
        let on = try CLITests().run(["render", "-"], stdin: markdown)
        #expect(on.status == 0)
        #expect(on.stdout.contains("window.FoldmarkSearchIndex={"))
        #expect(on.stdout.contains("class=\"fm-search\""))
        #expect(on.stdout.contains("xylophone"))
        let off = try CLITests().run(["render", "--no-search", "-"], stdin: markdown)
        #expect(off.status == 0)
        #expect(!off.stdout.contains("FoldmarkSearchIndex={"))
        #expect(!off.stdout.contains("class=\"fm-search\""))
        let fragment = try CLITests().run(["render", "--fragment", "-"], stdin: markdown)
        #expect(!fragment.stdout.contains("fm-search"))
    }
}
