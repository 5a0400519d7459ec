import Testing

@testable import FoldmarkCore

/// ``MarkdownListing``: a list of links (an mdBook `SUMMARY.md`) read with cmark-gfm, so nesting, destinations and
/// titles are CommonMark's, with exact positions.
@Suite struct MarkdownListingTests {
    private func entries(_ text: String) -> [String] {
        MarkdownListing(SourceText(text, path: "S.md")).entries.map { entry in
            let kind: String
            switch entry.kind {
            case .heading(let level): kind = "h\(level)"
            case .rule: kind = "rule"
            case .listItem: kind = "item"
            case .link: kind = "link"
            }
            let url = entry.url.map { " <\($0)>" } ?? ""
            return "\(entry.depth) \(kind) \(entry.title)\(url) @\(entry.location.line!):\(entry.location.column!)"
        }
    }

    @Test func headingsRulesItemsAndLinks() {
        let text = """
            # Summary

            [Intro](intro.md) and [Preface](<pre face.md>)

            - [One *two* `three`](one.md)
                1. [Nested](a/b.md#x)
                   - [Draft]()
            - Plain text item
            - **[Bold link](bold.md)** after

            ---

            ## Part
            * [Last](last.md)
            """
        #expect(
            entries(text) == [
                "0 h1 Summary @1:1",
                "0 link Intro <intro.md> @3:1",
                "0 link Preface <pre face.md> @3:23",
                "1 item One two three <one.md> @5:1",
                "2 item Nested <a/b.md#x> @6:5",
                "3 item Draft <> @7:8",
                "1 item Plain text item @8:1",
                "1 item Bold link <bold.md> @9:1",
                "0 rule  @11:1",
                "0 h2 Part @13:1",
                "1 item Last <last.md> @14:1",
            ])
    }

    @Test func lineEndingsDoNotChangePositions() {
        let lf = "# S\n\n- [A](a.md)\n  - [B](b.md)\n\n---\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(entries(lf) == entries(crlf))
    }
}
