import FoldmarkTestSupport
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The highlighter is linear in the size of the code, on ordinary and on hostile code blocks.
///
/// As in ``ScalingTests``: each check times highlighting a code block of size n and of size 8n and expects the
/// ratio under 24 (linear work gives about 8, quadratic about 64). Only ratios are checked, never wall-clock limits.
@Suite(.serialized) struct HighlightScalingTests {
    static let maximumRatio = 24.0

    @Test(arguments: [
        // Ordinary code, repeated.
        ("swift", "let value = \"text \\(count)\" // note\nfunc f(_ x: Int) -> Int { x * 2 }\n"),
        ("python", "def f(x):\n    return {'a': x, \"b\": 1.5e3}  # c\n"),
        ("yaml", "key: value\n- item: 1\n"),
        ("html", "<a href=\"x\">t &amp; u</a>\n"),
        // Hostile: unclosed strings, nested interpolations, near-miss raw strings, long runs without a closer.
        ("swift", "\"\\("), ("js", "`${"), ("rust", "r#\"\"'a"), ("kotlin", "\"${"), ("sh", "$(\""),
        ("c", "'\\"), ("haskell", "{-"), ("json", "\"k\"   "), ("ini", "k = "), ("css", "a{b:"),
        ("yaml", "key   "), ("xml", "<a b=\""), ("diff", "+"), ("powershell", "@\"$("),
    ])
    func highlightingIsLinear(language: String, unit: String) throws {
        let small = 10_000 / max(1, unit.utf8.count / 4)
        let smallTime = bestTime(String(repeating: unit, count: small), language)
        let largeTime = bestTime(String(repeating: unit, count: small * 8), language)
        let ratio = largeTime / smallTime
        print("HighlightScalingTests: \(language) \(unit.debugDescription): ratio \(ratio)")
        #expect(ratio < Self.maximumRatio, "\(language) \(unit.debugDescription): ratio \(ratio)")
    }

    /// The best of three timings, each repeated to last at least about 10 ms.
    private func bestTime(_ code: String, _ language: String) -> Duration {
        let target = Duration.milliseconds(10)
        let first = ThreadCPUTime.measure { highlight(code, language) }
        var timings = first >= target ? [first] : []
        let repeats = first >= target ? 1 : min(100, Int((target / first).rounded(.up)))
        while timings.count < 3 {
            let elapsed = ThreadCPUTime.measure {
                for _ in 0..<repeats { highlight(code, language) }
            }
            timings.append(elapsed / repeats)
        }
        return timings.min()!
    }

    private func highlight(_ code: String, _ language: String) {
        var text = code
        let count = text.withUTF8 { SyntaxHighlighter.codeBlockHTML(code: $0, info: language)?.utf8.count ?? 0 }
        highlightedBytes &+= count
    }
}

nonisolated(unsafe) private var highlightedBytes = 0
