/// Everything read from one or more JUnit XML files: the suite trees, the totals and the slowest tests.
public struct TestRun: Sendable {
    /// One of the slowest tests.
    public struct SlowTest: Sendable, Hashable {
        /// The test's full name.
        public var name: String
        /// The suite it is in.
        public var suite: String
        /// Its duration in seconds.
        public var time: Double
    }

    /// The top-level suites of every file, in the order read.
    public var suites: [TestSuiteResult] = []
    /// The files read, as named (`<stdin>` for standard input).
    public var sources: [String] = []
    /// How much is kept.
    public let limits: TestResultLimits
    /// The totals over every case read.
    public private(set) var counts = TestCounts()
    /// The ``TestResultLimits/slowestCount`` slowest cases, slowest first (ties in file order).
    public private(set) var slowest: [SlowTest] = []
    /// How many bytes of traces and output were not kept because a budget was spent.
    public internal(set) var droppedBytes = 0
    var passingOutputLeft: Int
    var failureTextLeft: Int

    /// An empty run that will keep what `limits` allow.
    public init(limits: TestResultLimits = TestResultLimits()) {
        self.limits = limits
        passingOutputLeft = limits.passingOutputBudget
        failureTextLeft = limits.failureTextBudget
    }

    /// Counts a finished case and keeps it among the slowest when it is.
    mutating func note(_ testCase: TestCaseResult, suite: String) {
        counts.add(testCase)
        guard let time = testCase.time, limits.slowestCount > 0 else { return }
        if slowest.count == limits.slowestCount, let last = slowest.last, last.time >= time { return }
        let entry = SlowTest(name: testCase.fullName, suite: suite, time: time)
        let index = slowest.firstIndex { $0.time < time } ?? slowest.count
        slowest.insert(entry, at: index)
        if slowest.count > limits.slowestCount { slowest.removeLast() }
    }

    /// Whether any case failed or stopped with an error.
    public var hasFailures: Bool { counts.hasFailures }

    /// Reads every file in `paths` (`-` for standard input) into one run.
    public static func read(_ paths: [String], limits: TestResultLimits = TestResultLimits()) throws -> TestRun {
        var run = TestRun(limits: limits)
        for path in paths { try JUnitReader.read(path, into: &run) }
        return run
    }
}
