/// How many tests ran and how they ended, with their total time.
public struct TestCounts: Sendable, Hashable, Codable {
    /// Every test case.
    public var tests = 0
    /// Cases that passed.
    public var passed = 0
    /// Cases with a `failure`.
    public var failed = 0
    /// Cases with an `error`.
    public var errors = 0
    /// Cases that were skipped.
    public var skipped = 0
    /// The sum of the cases' times, in seconds.
    public var time = 0.0

    /// No tests.
    public init() {}

    /// Counts one more case.
    public mutating func add(_ testCase: TestCaseResult) {
        tests += 1
        switch testCase.outcome {
        case .passed: passed += 1
        case .skipped: skipped += 1
        case .failed: failed += 1
        case .error: errors += 1
        }
        time += testCase.time ?? 0
    }

    /// Adds another set of counts to these.
    public mutating func add(_ other: TestCounts) {
        tests += other.tests
        passed += other.passed
        failed += other.failed
        errors += other.errors
        skipped += other.skipped
        time += other.time
    }

    /// Whether any case failed or stopped with an error.
    public var hasFailures: Bool { failed + errors > 0 }

    /// The counts as a line: `214 tests · 3 failed · 2 skipped · 4.1 s`; counts of zero are left out, except the
    /// number of tests.
    public var summary: String {
        parts.map(\.text).joined(separator: " · ")
    }

    /// The parts of ``summary``, each with the name of its kind (`tests`, `failed`, `errors`, `skipped`, `time`).
    public var parts: [(kind: String, text: String)] {
        var parts = [("tests", tests == 1 ? "1 test" : "\(tests) tests")]
        if failed > 0 { parts.append(("failed", "\(failed) failed")) }
        if errors > 0 { parts.append(("errors", errors == 1 ? "1 error" : "\(errors) errors")) }
        if skipped > 0 { parts.append(("skipped", "\(skipped) skipped")) }
        parts.append(("time", Self.duration(time)))
        return parts
    }

    /// A duration for people: `0.004 s`, `0.26 s`, `14.1 s`, `2 min 5 s`.
    public static func duration(_ seconds: Double) -> String {
        if seconds < 0.1 { return formatted(seconds, decimals: 3) + " s" }
        if seconds < 10 { return formatted(seconds, decimals: 2) + " s" }
        if seconds < 60 { return formatted(seconds, decimals: 1) + " s" }
        let whole = Int(seconds.rounded())
        if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
        return "\(whole / 3600) h \(whole % 3600 / 60) min"
    }

    /// `value` with `decimals` digits after the point, the same on every machine and locale.
    static func formatted(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        return "\(scaled / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
