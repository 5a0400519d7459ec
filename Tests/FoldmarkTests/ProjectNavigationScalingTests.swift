import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// A project's own navigation costs linear time, as in ``ScalingTests``: reading a `SUMMARY.md`, matching its
/// entries with the pages (many of them naming no page), building the tree and its reading order, and finding
/// other tools' directives. Only the growth ratio from n to 8n is checked, never a wall-clock limit.
@Suite(.serialized) struct ProjectNavigationScalingTests {
    /// A summary of `count` chapters nested up to 40 deep and back, every tenth naming no page, with parts and
    /// separators; and the pages it names.
    static func summary(_ count: Int) -> (text: String, pages: [SitePage]) {
        var text = "# Summary\n\n[Intro](intro.md)\n\n"
        var pages = [
            SitePage(
                origin: .generatedLanding, folder: "", isLanding: true, outputPath: "index.html",
                metadata: PageMetadata(), source: SourceText(""))
        ]
        for index in 0..<count {
            // Parts and separators where the lists are back at the top (an indented line after them would be code).
            if index % 800 == 0 { text += "\n# Part \(index)\n\n" }
            if index % 160 == 80 { text += "\n---\n\n" }
            let depth = index % 80 < 40 ? index % 40 : 39 - index % 40
            let name = "c\(index).md"
            text += String(repeating: "  ", count: depth) + "- [Chapter \(index)](\(name))\n"
            if index % 10 != 0 {
                pages.append(
                    SitePage(
                        origin: .file(name), folder: "", isLanding: false, outputPath: "c\(index)/index.html",
                        metadata: PageMetadata(), source: SourceText("")))
            }
        }
        return (text, pages)
    }

    /// The work under test; returns something from every part so that none of it can be dropped.
    static func navigate(_ text: String, _ pages: [SitePage]) -> Int {
        let outline = SummaryFile.outline(SourceText(text, path: "SUMMARY.md"))
        let (resolved, problems) = outline.resolved(pages: pages.compactMap(\.contentPath), content: "src")
        var config = SiteConfig()
        config.writtenNavigation = resolved
        let navigation = SiteNavigation(pages: pages, config: config)
        let directives = ForeignDirectives.find(in: text + text, path: "x.md", layout: .mdBook)
        return navigation.readingOrder.count + problems.count + directives.count + navigation.items.count
    }

    static func bestTime(_ count: Int) -> Duration {
        let (text, pages) = summary(count)
        var best = Duration.seconds(1_000)
        for _ in 0..<3 {
            var result = 0
            let elapsed = ContinuousClock().measure { result = navigate(text, pages) }
            #expect(result > count)
            best = min(best, elapsed)
        }
        return best
    }

    @Test func summaryNavigationIsLinear() {
        let small = Self.bestTime(2_000)
        let large = Self.bestTime(16_000)
        let ratio = large / small
        print("ProjectNavigationScalingTests: 2,000 chapters \(small), 16,000 chapters \(large), ratio \(ratio)")
        #expect(ratio < ScalingTests.maximumRatio, "ratio \(ratio); linear is about 8, quadratic about 64")
    }

    @Test func theTreeIsWhatTheSummarySays() {
        let (text, pages) = Self.summary(100)
        let outline = SummaryFile.outline(SourceText(text, path: "SUMMARY.md"))
        // Intro, the part title, a separator and 100 chapters, nested as written.
        #expect(outline.entries.count == 103)
        #expect(outline.entries.filter { $0.target == .part }.count == 1)
        let chapter39 = outline.entries.firstIndex { $0.title == "Chapter 39" }!
        var depth = 0
        var parent = outline.entries[chapter39].parent
        while let above = parent {
            depth += 1
            parent = outline.entries[above].parent
        }
        // 39 chapters above it, and the part.
        #expect(depth == 40)
        let (_, problems) = outline.resolved(pages: pages.compactMap(\.contentPath), content: "src")
        // intro.md and every tenth chapter name no page.
        #expect(problems.count == 11)
    }
}
