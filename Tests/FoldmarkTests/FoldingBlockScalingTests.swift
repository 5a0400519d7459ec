import Testing

@testable import FoldmarkCore

/// Callouts, outline lists and admonitions in near-linear time: parse and render at n and at 8n, and expect the
/// ratio of the times under 24 (linear work gives about 8, quadratic about 64). Ratios only, never wall-clock
/// limits, as in `ScalingTests`.
@Suite(.serialized) struct FoldingBlockScalingTests {
    @Test func manyCallouts() throws {
        try expectLinear("sibling callouts", small: 2_000) { n in
            String(repeating: "> [!NOTE]- Title *x*\n> body [link](#a)\n\n", count: n)
        }
    }

    @Test func nestedCalloutStacks() throws {
        // Thirty callouts, each inside the one before, repeated: the depth search stops at the nearest callout.
        var stack = ""
        for depth in 0..<30 { stack += String(repeating: "> ", count: depth) + "> [!TIP]+ Level \(depth)\n" }
        try expectLinear("nested callout stacks", small: 40) { String(repeating: stack + "\n", count: $0) }
    }

    @Test func deepOutlineLists() throws {
        var list = "## Outline {.outline}\n\n"
        for depth in 0..<40 { list += String(repeating: "  ", count: depth) + "- item \(depth)\n" }
        try expectLinear("outline lists 40 deep", small: 40) { String(repeating: list + "\n", count: $0) }
    }

    @Test func manyAdmonitions() throws {
        try expectLinear("admonitions", small: 2_000) { n in
            String(repeating: "??? note \"T\"\n    Body line.\n\n        code\n\n", count: n)
        }
    }
}

private func expectLinear(
    _ name: String, small: Int, _ generator: (Int) -> String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let smallTime = try bestTime(generator(small))
    let largeTime = try bestTime(generator(small * 8))
    let ratio = largeTime / smallTime
    print("FoldingBlockScalingTests: \(name): n=\(small), ratio \(ratio)")
    #expect(ratio < 24, "\(name): ratio \(ratio) for 8 times the input", sourceLocation: sourceLocation)
}

/// The best of three timings, each of enough repeats to last about 10 ms.
private func bestTime(_ markdown: String) throws -> Double {
    let clock = ContinuousClock()
    let run = { _ = try HTMLRenderer().renderFragment(Document.parse(markdown)) }
    let first = try clock.measure(run)
    let repeats = first >= .milliseconds(10) ? 1 : min(100, Int((Duration.milliseconds(10) / first).rounded(.up)))
    var best = Double.infinity
    for _ in 0..<3 {
        let elapsed = try clock.measure { for _ in 0..<repeats { try run() } }
        best = min(best, (elapsed / repeats) / .milliseconds(1))
    }
    return best
}
