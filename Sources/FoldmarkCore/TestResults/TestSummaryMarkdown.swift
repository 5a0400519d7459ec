/// A ``TestRun`` as GitHub-flavoured Markdown, for `$GITHUB_STEP_SUMMARY` and pull request comments: the totals,
/// then every failure in a `<details open>` block, then a table of suites and the slowest tests.
///
/// GitHub accepts at most 1 MiB per step summary (``maximumBytes``). When the whole summary would be larger,
/// failures are added while they fit and a note at the end says how many were left out; the result never goes
/// over the limit and never drops anything without saying so. Names are HTML-escaped (they sit inside HTML
/// blocks or table cells), and traces go in fenced code blocks whose fence is longer than any backtick run in
/// them, so no output can close the fence or the block.
public enum TestSummaryMarkdown {
    /// GitHub's limit for one step summary: 1 MiB.
    public static let maximumBytes = 1024 * 1024
    /// The most bytes of one failure's trace and output shown in the summary (the HTML report has more).
    public static let maximumFailureBytes = 16 * 1024

    /// The summary of `run`, at most `limit` bytes of UTF-8.
    public static func markdown(_ run: TestRun, title: String = "Test report", limit: Int = maximumBytes) -> String {
        let mark = run.hasFailures ? "❌" : "✅"
        var head = "## \(mark) \(inline(title))\n\n**\(inline(run.counts.summary))**"
        head += run.hasFailures ? "\n\n" : " — all tests passed.\n\n"
        var blocks: [String] = []
        var failures: [(suite: String, testCase: TestCaseResult)] = []
        forEachSuite(run) { path, suite in
            for testCase in suite.cases where testCase.outcome.isFailure { failures.append((path, testCase)) }
        }
        if !failures.isEmpty {
            blocks.append("### Failures\n\n")
            for failure in failures { blocks.append(failureBlock(failure.testCase, suite: failure.suite)) }
        }
        var suiteRows =
            "### Suites\n\n| Suite | Tests | Failed | Errors | Skipped | Time |\n|---|--:|--:|--:|--:|--:|\n"
        forEachSuite(run) { path, suite in
            guard !suite.cases.isEmpty else { return }
            var counts = TestCounts()
            for testCase in suite.cases { counts.add(testCase) }
            if let time = suite.declaredTime { counts.time = time }
            suiteRows += "| \(cell(path)) | \(counts.tests) | \(counts.failed) | \(counts.errors) | "
            suiteRows += "\(counts.skipped) | \(TestCounts.duration(counts.time)) |\n"
        }
        blocks.append(suiteRows + "\n")
        if !run.slowest.isEmpty {
            var rows = "### Slowest tests\n\n| Test | Suite | Time |\n|---|---|--:|\n"
            for test in run.slowest {
                rows += "| \(cell(test.name)) | \(cell(test.suite)) | \(TestCounts.duration(test.time)) |\n"
            }
            blocks.append(rows + "\n")
        }
        return assemble(head: head, blocks: blocks, failureCount: failures.count, limit: limit)
    }

    /// `head` and as many `blocks` as fit in `limit` bytes, with a note naming what was left out.
    private static func assemble(head: String, blocks: [String], failureCount: Int, limit: Int) -> String {
        var result = head
        var size = head.utf8.count
        // Room for the note, which is short.
        let reserve = 400
        for (index, block) in blocks.enumerated() {
            let count = block.utf8.count
            if size + count + reserve > limit {
                let left = blocks.count - index
                result += "> [!WARNING]\n> The summary stops here: GitHub shows at most \(limit / 1024) KiB. "
                result += "\(left) more \(left == 1 ? "part" : "parts") (failures, then tables) are in the HTML report "
                result += "written by `foldmark report`.\n"
                return result
            }
            result += block
            size += count
        }
        return result
    }

    private static func failureBlock(_ testCase: TestCaseResult, suite: String) -> String {
        let word = testCase.outcome == .error ? "error" : "failed"
        var block = "<details open>\n<summary><strong>\(html(testCase.fullName))</strong> — \(word)"
        block += " <em>(\(html(suite)))</em></summary>\n\n"
        var text = [testCase.type, testCase.message].filter { !$0.isEmpty }.joined(separator: ": ")
        for part in [testCase.details, testCase.standardOutput, testCase.standardError] where !part.isEmpty {
            text += (text.isEmpty ? "" : "\n\n") + part
        }
        if !text.isEmpty {
            let shown = TerminalText.capped(text, limit: maximumFailureBytes)
            let fence = String(repeating: "`", count: max(3, longestBacktickRun(shown) + 1))
            block += "\(fence)text\n\(shown)\n\(fence)\n\n"
        }
        return block + "</details>\n\n"
    }

    /// Calls `body` with each suite and its path (`outer › inner`), depth first in file order, without recursion.
    private static func forEachSuite(_ run: TestRun, _ body: (String, TestSuiteResult) -> Void) {
        var stack: [(String, TestSuiteResult)] = run.suites.reversed().map { ($0.name, $0) }
        while let (path, suite) = stack.popLast() {
            body(path, suite)
            stack.append(contentsOf: suite.children.reversed().map { (path + " › " + $0.name, $0) })
        }
    }

    private static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0
        var run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// Text for inside an HTML block: escaped, on one line.
    private static func html(_ text: String) -> String {
        HTMLEscaping.escape(oneLine(text))
    }

    /// Text for a table cell: escaped for HTML, with `|` and Markdown's inline punctuation backslash-escaped.
    private static func cell(_ text: String) -> String {
        inline(text)
    }

    /// Text for Markdown inline content: HTML-escaped, its punctuation backslash-escaped, on one line.
    private static func inline(_ text: String) -> String {
        var result = ""
        for character in HTMLEscaping.escape(oneLine(text)) {
            if "\\`*_[]|~".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
