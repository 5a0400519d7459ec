/// Turns a ``TestRun`` into a section tree and a self-contained HTML page, through the same ``HTMLRenderer``
/// and theme as `foldmark render`.
///
/// The tree is built directly, not through Markdown, so that each section's fold state is exact (failures and
/// errors open, everything else folded) and every name and output is escaped once, here, by ``HTMLEscaping``.
/// Layout: a level-1 section with the totals; a level-2 section per top-level suite (nested suites one level
/// deeper, down to level 4); in each suite a section per failing case, a folded "Passed" table and a folded
/// "Skipped" table; then a folded "Slowest tests" table. Suite nesting is at most libxml2's element depth (256),
/// which bounds the recursion here.
public enum TestReportPage {
    /// The section tree of `run`, under a level-1 section titled `title`.
    public static func document(_ run: TestRun, title: String) -> Document {
        var ids = Slugger()
        var top = Section(
            level: 1, id: ids.unique("test-report"), title: SectionTitle(text: title), body: totalsHTML(run),
            fold: .nofold, classes: ["fm-test-report"])
        for suite in run.suites { top.children.append(section(for: suite, depth: 0, ids: &ids)) }
        if !run.slowest.isEmpty {
            var rows = ""
            for test in run.slowest {
                rows += "<tr><td>\(escape(test.name))</td><td>\(escape(test.suite))</td>"
                rows += "<td class=\"fm-test-time\">\(TestCounts.duration(test.time))</td></tr>\n"
            }
            top.children.append(
                Section(
                    level: 2, id: ids.unique("slowest-tests"), title: SectionTitle(text: "Slowest tests"),
                    body: table(["Test", "Suite", "Time"], rows), fold: .closed, classes: ["fm-test-slowest"]))
        }
        return Document(sections: [top])
    }

    /// The whole page: `document(run, title:)` rendered with `theme`'s report template.
    public static func html(
        _ run: TestRun, title: String = "Test report", theme: Theme = .builtIn, remember: Bool = true
    ) throws -> String {
        let renderer = HTMLRenderer(theme: theme, policy: FoldPolicy())
        return try renderer.renderReport(
            document(run, title: ControlCharacterScrubber.scrubText(title)), title: title, remember: remember)
    }

    // MARK: Parts

    private static func totalsHTML(_ run: TestRun) -> String {
        var html = "<p class=\"fm-test-totals\">" + badges(run.counts) + "</p>\n"
        let verdict = run.hasFailures ? "Some tests failed." : "All tests passed."
        html += "<p class=\"fm-test-verdict\">\(verdict)"
        if !run.sources.isEmpty {
            html += " Read from " + run.sources.map { "<code>\(escape($0))</code>" }.joined(separator: ", ") + "."
        }
        html += "</p>\n"
        if run.droppedBytes > 0 {
            html += "<p class=\"fm-test-note\">\(run.droppedBytes) bytes of traces and output were left out to keep "
            html += "the report small; the XML files have them.</p>\n"
        }
        return html
    }

    /// The counts as badges: `<span class="fm-badge fm-badge-failed">3 failed</span>` and so on.
    static func badges(_ counts: TestCounts) -> String {
        let parts = counts.parts.map { "<span class=\"fm-badge fm-badge-\($0.kind)\">\(escape($0.text))</span>" }
        return "<span class=\"fm-badges\">" + parts.joined(separator: " ") + "</span>"
    }

    private static func section(for suite: TestSuiteResult, depth: Int, ids: inout Slugger) -> Section {
        let level = min(2 + depth, 4)
        let counts = suite.counts
        let title = SectionTitle(
            html: "<span class=\"fm-test-name\">\(escape(suite.name))</span> " + badges(counts),
            text: "\(suite.name) (\(counts.summary))")
        var section = Section(
            level: level, id: ids.unique(Slugger.slug(suite.name).isEmpty ? "suite" : Slugger.slug(suite.name)),
            title: title, fold: counts.hasFailures ? .open : .closed,
            classes: ["fm-test-suite", counts.hasFailures ? "fm-test-failing" : "fm-test-passing"])
        if suite.cases.isEmpty && suite.children.isEmpty {
            section.body = "<p class=\"fm-test-note\">No tests.</p>\n"
        }
        let failing = suite.cases.filter { $0.outcome.isFailure }
        for testCase in failing { section.children.append(failureSection(testCase, level: level + 1, ids: &ids)) }
        let passed = suite.cases.filter { $0.outcome == .passed }
        if !passed.isEmpty { section.children.append(passedSection(passed, level: level + 1, ids: &ids)) }
        let skipped = suite.cases.filter { $0.outcome == .skipped }
        if !skipped.isEmpty { section.children.append(skippedSection(skipped, level: level + 1, ids: &ids)) }
        for child in suite.children { section.children.append(self.section(for: child, depth: depth + 1, ids: &ids)) }
        var extras = ""
        if !suite.properties.isEmpty {
            let rows = suite.properties.map { "<tr><td>\(escape($0.name))</td><td>\(escape($0.value))</td></tr>\n" }
            extras += table(["Property", "Value"], rows.joined())
        }
        extras += output(suite.standardOutput, label: "Standard output")
        extras += output(suite.standardError, label: "Standard error")
        if !extras.isEmpty {
            section.children.append(
                Section(
                    level: level + 1, id: ids.unique(section.id + "-details"),
                    title: SectionTitle(text: "Suite properties and output"), body: extras, fold: .closed,
                    classes: ["fm-test-extras"]))
        }
        return section
    }

    private static func failureSection(_ testCase: TestCaseResult, level: Int, ids: inout Slugger) -> Section {
        let word = testCase.outcome == .error ? "error" : "failed"
        let title = SectionTitle(
            html: "<span class=\"fm-test-name\">\(escape(testCase.fullName))</span> "
                + "<span class=\"fm-badges\"><span class=\"fm-badge fm-badge-\(testCase.outcome == .error ? "errors" : "failed")\">\(word)</span></span>",
            text: "\(testCase.fullName) (\(word))")
        var body = ""
        if !testCase.type.isEmpty || !testCase.message.isEmpty {
            body += "<p class=\"fm-test-message\">"
            if !testCase.type.isEmpty { body += "<code>\(escape(testCase.type))</code>" }
            if !testCase.type.isEmpty && !testCase.message.isEmpty { body += ": " }
            body += escape(testCase.message) + "</p>\n"
        }
        body += meta(testCase)
        body += output(testCase.details, label: nil)
        body += output(testCase.standardOutput, label: "Standard output")
        body += output(testCase.standardError, label: "Standard error")
        if testCase.textDropped {
            body += "<p class=\"fm-test-note\">The trace and output were left out to keep the report small.</p>\n"
        }
        return Section(
            level: min(level, 6),
            id: ids.unique(Slugger.slug(testCase.fullName).isEmpty ? "test" : Slugger.slug(testCase.fullName)),
            title: title, body: body, fold: .open, classes: ["fm-test-case", "fm-test-\(testCase.outcome.rawValue)"])
    }

    private static func passedSection(_ cases: [TestCaseResult], level: Int, ids: inout Slugger) -> Section {
        var rows = ""
        var children: [Section] = []
        for testCase in cases {
            rows += "<tr><td>\(escape(testCase.fullName))</td><td class=\"fm-test-time\">"
            rows += (testCase.time.map(TestCounts.duration) ?? "") + "</td></tr>\n"
            let text =
                output(testCase.standardOutput, label: "Standard output")
                + output(testCase.standardError, label: "Standard error")
            if !text.isEmpty {
                children.append(
                    Section(
                        level: min(level + 1, 6), id: ids.unique(Slugger.slug(testCase.fullName) + "-output"),
                        title: SectionTitle(text: "Output of \(testCase.fullName)"), body: text, fold: .closed,
                        classes: ["fm-test-case", "fm-test-passed"]))
            }
        }
        return Section(
            level: min(level, 6), id: ids.unique("passed"), title: SectionTitle(text: "Passed (\(cases.count))"),
            body: table(["Test", "Time"], rows), children: children, fold: .closed, classes: ["fm-test-passed-list"])
    }

    private static func skippedSection(_ cases: [TestCaseResult], level: Int, ids: inout Slugger) -> Section {
        var rows = ""
        for testCase in cases {
            let reason = [testCase.message, testCase.details].filter { !$0.isEmpty }.joined(separator: "\n")
            rows += "<tr><td>\(escape(testCase.fullName))</td><td>\(escape(reason))</td></tr>\n"
        }
        return Section(
            level: min(level, 6), id: ids.unique("skipped"), title: SectionTitle(text: "Skipped (\(cases.count))"),
            body: table(["Test", "Reason"], rows), fold: .closed, classes: ["fm-test-skipped-list"])
    }

    private static func meta(_ testCase: TestCaseResult) -> String {
        var parts: [String] = []
        if !testCase.location.isEmpty { parts.append("<code>\(escape(testCase.location))</code>") }
        if let time = testCase.time { parts.append(TestCounts.duration(time)) }
        guard !parts.isEmpty else { return "" }
        return "<p class=\"fm-test-meta\">" + parts.joined(separator: " · ") + "</p>\n"
    }

    private static func output(_ text: String, label: String?) -> String {
        guard !text.isEmpty else { return "" }
        let heading = label.map { "<p class=\"fm-test-label\">\($0)</p>\n" } ?? ""
        return heading + "<pre class=\"fm-test-output\"><code>\(escape(text))</code></pre>\n"
    }

    private static func table(_ headers: [String], _ rows: String) -> String {
        "<table class=\"fm-test-table\"><thead><tr>" + headers.map { "<th>\($0)</th>" }.joined()
            + "</tr></thead>\n<tbody>\n" + rows + "</tbody></table>\n"
    }

    private static func escape(_ text: String) -> String { HTMLEscaping.escape(text) }
}
