/// How much of a JUnit file a report keeps, so that memory stays bounded whatever the file's size: counts and
/// names are kept for every case, text only up to these limits (each cut is marked in the text).
public struct TestResultLimits: Sendable, Hashable {
    /// The most UTF-8 bytes kept of one message, stack trace or output of one case or suite.
    public var textPerField = 64 * 1024
    /// The most bytes of `system-out` and `system-err` kept over all passing and skipped cases together; their
    /// output is shown folded, and once this is spent it is dropped (the report says how many bytes were).
    public var passingOutputBudget = 256 * 1024
    /// The most bytes of text kept over all failing cases together; past it, failures keep their message and
    /// type but not their trace or output.
    public var failureTextBudget = 16 * 1024 * 1024
    /// How many of the slowest tests are listed.
    public var slowestCount = 10
    /// The deepest nesting of suites kept; the cases of suites nested deeper go into their ancestor at this
    /// depth. Keeps the section tree (and every walk over it) shallow whatever the file.
    public var suiteDepth = 16
    /// The most properties kept per suite.
    public var propertyCount = 100

    /// The default limits.
    public init() {}
}
