/// How one test case ended.
public enum TestOutcome: String, Sendable, Hashable, Codable, Comparable {
    /// It passed (no `failure`, `error` or `skipped` element).
    case passed
    /// It was skipped (`skipped`, or ctest's `status="notrun"`).
    case skipped
    /// An assertion failed (`failure`).
    case failed
    /// It stopped with an unexpected error (`error`).
    case error

    /// Whether the run counts as failed because of this outcome.
    public var isFailure: Bool { self == .failed || self == .error }

    private var rank: Int {
        switch self {
        case .passed: 0
        case .skipped: 1
        case .failed: 2
        case .error: 3
        }
    }

    /// Orders outcomes by severity, so that a case with several results keeps its worst.
    public static func < (lhs: TestOutcome, rhs: TestOutcome) -> Bool { lhs.rank < rhs.rank }
}

/// One `testcase` element of a JUnit XML file, with its text already cleaned (see ``TerminalText``) and capped.
public struct TestCaseResult: Sendable, Hashable {
    /// The test's name.
    public var name: String
    /// The `classname` attribute (a class, a module or a file, depending on the writer), or "".
    public var className: String
    /// The duration in seconds, when the file gives a usable one.
    public var time: Double?
    /// How it ended.
    public var outcome: TestOutcome
    /// The `message` attribute of its `failure`, `error` or `skipped` element, or "".
    public var message: String
    /// The `type` attribute of its `failure` or `error` element, or "".
    public var type: String
    /// The text inside its `failure`, `error` or `skipped` element (a stack trace, usually), or "".
    public var details: String
    /// Its `system-out`, or "" (dropped for passing tests once ``TestResultLimits/passingOutputBudget`` is spent).
    public var standardOutput: String
    /// Its `system-err`, or "" (as for ``standardOutput``).
    public var standardError: String
    /// The `file` attribute with `line` when given, such as `tests/test_app.py:12`, or "".
    public var location: String

    /// Whether its trace and output were dropped because a ``TestResultLimits`` budget was spent.
    public var textDropped = false

    /// Creates a passing case with no output.
    public init(name: String, className: String = "", time: Double? = nil, outcome: TestOutcome = .passed) {
        self.name = name
        self.className = className
        self.time = time
        self.outcome = outcome
        self.message = ""
        self.type = ""
        self.details = ""
        self.standardOutput = ""
        self.standardError = ""
        self.location = ""
    }

    /// The name shown for the case: `className.name`, or the name alone when the class name is empty or
    /// already part of it.
    public var fullName: String {
        if className.isEmpty || name.hasPrefix(className) { return name }
        return className + "." + name
    }
}
