import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// `check`'s did-you-mean compares each missing path with a bounded number of the site's paths, and still finds
/// the page meant.
@Suite struct PathSuggestionsTests {
    /// 5,000 pages in folders of 50, as in `scripts/bench-site --broken-links 5000`.
    private static let paths = (0..<5000).map { String(format: "part-%03d/page-%05d.md", $0 / 50, $0) }
    private static let suggestions = PathSuggestions(
        paths + ["guide/install.md", "guide/usage.md", "reference/", "moved/deep/notes.md"])

    @Test func comparesABoundedNumberOfPaths() {
        for missing in ["part-042/pgae-02101.md", "zzz.md", "a.md", "part-000/page-00000.mdx"] {
            #expect(Self.suggestions.neighbours(of: missing).count <= 4 * PathSuggestions.window)
        }
    }

    @Test func findsTyposAnywhereInThePath() {
        let from = "index.md"
        #expect(Self.suggestions.suggest(for: "part-042/pgae-02101.md", from: from) == "part-042/page-02101.md")
        #expect(Self.suggestions.suggest(for: "prat-042/page-02101.md", from: from) == "part-042/page-02101.md")
        #expect(Self.suggestions.suggest(for: "part-042/page-02101.dm", from: from) == "part-042/page-02101.md")
        #expect(Self.suggestions.suggest(for: "guide/instal.md", from: "guide/usage.md") == "install.md")
        #expect(Self.suggestions.suggest(for: "Guide/Install.md", from: from) == "guide/install.md")
        #expect(Self.suggestions.suggest(for: "refrence/", from: from) == "reference/")
        #expect(Self.suggestions.suggest(for: "nothing-like-it/at-all.md", from: from) == nil)
    }

    @Test func findsAPageThatMovedByItsName() {
        #expect(Self.suggestions.suggest(for: "notes.md", from: "guide/usage.md") == "../moved/deep/notes.md")
    }

    @Test func neverSuggestsTheLinkingPageItself() {
        #expect(
            Self.suggestions.suggest(for: "part-000/page-00001x.md", from: "part-000/page-00001.md") != "page-00001.md")
    }

    @Test func closestSkipsCandidatesWhoseLengthRulesThemOut() {
        #expect(
            Suggestion.closest(to: "install", in: ["instal", "a-very-long-name-indeed", "installation"]) == "instal")
        #expect(Suggestion.closest(to: "abc", in: ["abcdefgh"]) == nil)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("ca\u{301}fe", "cafe") == 1)
    }
}
