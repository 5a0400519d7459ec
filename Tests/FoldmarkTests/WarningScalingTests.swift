import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// A site page with many warnings (a coloured CI log: one per escape character) costs linear time, as in
/// ``ScalingTests``: only the growth ratio from n to 8n is checked, never a wall-clock limit.
@Suite(.serialized) struct WarningScalingTests {
    /// A page with `count` escape characters, four to a line.
    static func colouredLog(_ count: Int) -> String {
        var text = "# CI log\n\n"
        for step in 0..<(count / 4) { text += "\u{1B}[32mok\u{1B}[0m step \(step) \u{1B}[1;33mwarn\u{1B}[0m\n" }
        return text
    }

    /// The best of three `foldmark check` runs (which parse every page, as a build does) over a site whose one
    /// page holds `count` escape characters.
    static func bestCheckTime(_ count: Int) throws -> Duration {
        try withTemporaryFolder { site in
            let content = site.appendingPathComponent("Content")
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            try colouredLog(count).write(
                to: content.appendingPathComponent("log.md"), atomically: true, encoding: .utf8)
            var best = Duration.seconds(1_000)
            for _ in 0..<3 {
                var warnings = 0
                let elapsed = try ContinuousClock().measure {
                    warnings = try SiteBuilder.check(SiteBuildOptions(siteFolder: site.path)).diagnostics.count
                }
                #expect(warnings >= count)
                best = min(best, elapsed)
            }
            return best
        }
    }

    @Test func warningsAreDeduplicatedInLinearTime() throws {
        let small = try Self.bestCheckTime(2_500)
        let large = try Self.bestCheckTime(20_000)
        let ratio = large / small
        print("WarningScalingTests: 2,500 escapes \(small), 20,000 escapes \(large), ratio \(ratio)")
        #expect(ratio < ScalingTests.maximumRatio, "ratio \(ratio); linear is about 8, quadratic about 64")
    }
}
