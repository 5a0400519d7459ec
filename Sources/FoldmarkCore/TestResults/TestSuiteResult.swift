/// One `testsuite` element: its cases, the suites nested inside it, and its totals.
public struct TestSuiteResult: Sendable, Hashable {
    /// The suite's name (`name` attribute, else "Tests").
    public var name: String
    /// The suite's own `time` attribute, when usable.
    public var declaredTime: Double?
    /// The `property` elements, in file order (at most ``TestResultLimits/propertyCount``).
    public var properties: [TestProperty] = []
    /// The suite-level `system-out`, or "".
    public var standardOutput = ""
    /// The suite-level `system-err`, or "".
    public var standardError = ""
    /// The test cases directly in the suite, in file order.
    public var cases: [TestCaseResult] = []
    /// The suites nested in this one, in file order.
    public var children: [TestSuiteResult] = []

    /// Creates an empty suite.
    public init(name: String, declaredTime: Double? = nil) {
        self.name = name
        self.declaredTime = declaredTime
    }

    /// The totals of the suite's cases and of every nested suite's, counted from the cases themselves (the
    /// `tests`, `failures` and `errors` attributes are not trusted: writers disagree about them).
    public var counts: TestCounts {
        var counts = TestCounts()
        var stack = [self]
        while let suite = stack.popLast() {
            for testCase in suite.cases { counts.add(testCase) }
            stack.append(contentsOf: suite.children)
        }
        if let declaredTime { counts.time = declaredTime }
        return counts
    }
}

/// One `property` of a suite: a name and a value, such as `java.version` and `21`.
public struct TestProperty: Sendable, Hashable {
    /// The property's name.
    public var name: String
    /// Its value.
    public var value: String

    /// Creates a property.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
