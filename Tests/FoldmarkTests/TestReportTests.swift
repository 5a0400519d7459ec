import Foundation
import Testing

@testable import FoldmarkCore

/// `foldmark report`'s library side: JUnit XML from each writer read into counts, and the HTML report's fold
/// states and escaping.
@Suite struct TestReportTests {
    static func junit(_ name: String) -> String {
        testsFolder.appendingPathComponent("Fixtures/junit/\(name)").path
    }

    static func read(_ name: String) throws -> TestRun {
        try TestRun.read([junit(name)])
    }

    /// Reads `xml` from a temporary file.
    static func read(xml: String, limits: TestResultLimits = TestResultLimits()) throws -> TestRun {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("results.xml")
            try Data(xml.utf8).write(to: file)
            return try TestRun.read([file.path], limits: limits)
        }
    }

    /// Each writer's real output shape gives the counts its run had.
    @Test(arguments: [
        ("pytest.xml", 5, 1, 1, 1),
        ("surefire.xml", 4, 1, 1, 1),
        ("gradle.xml", 3, 1, 0, 1),
        ("swift-xctest.xml", 3, 1, 0, 0),
        ("swift-testing.xml", 3, 1, 0, 1),
        ("go-junit-report.xml", 3, 1, 0, 0),
        ("jest.xml", 3, 1, 0, 1),
        ("ctest.xml", 3, 1, 0, 1),
        ("nested.xml", 3, 1, 0, 0),
    ])
    func writersCounts(file: String, tests: Int, failed: Int, errors: Int, skipped: Int) throws {
        let run = try Self.read(file)
        #expect(run.counts.tests == tests)
        #expect(run.counts.failed == failed)
        #expect(run.counts.errors == errors)
        #expect(run.counts.skipped == skipped)
        #expect(run.counts.passed == tests - failed - errors - skipped)
        #expect(run.hasFailures)
    }

    @Test func pytestDetailsAreKeptAndCleaned() throws {
        let run = try Self.read("pytest.xml")
        let cases = run.suites[0].cases
        let login = try #require(cases.first { $0.name == "test_login" })
        #expect(login.outcome == .failed)
        #expect(login.message.hasPrefix("AssertionError: assert 401 == 200\n"))
        #expect(login.details.contains("tests/test_app.py:14: AssertionError"))
        // pytest spells ESC as "#x1B"; the colour codes are gone.
        #expect(login.standardOutput.hasSuffix("POST /login 401"))
        let skipped = try #require(cases.first { $0.name == "test_windows_paths" })
        #expect(skipped.message == "only on Windows")
        #expect(cases.first { $0.name == "test_db" }?.outcome == .error)
    }

    @Test func surefirePropertiesCDATAAndCommaTimes() throws {
        let run = try Self.read("surefire.xml")
        let suite = run.suites[0]
        #expect(suite.properties.first == TestProperty(name: "java.version", value: "21.0.2"))
        #expect(suite.declaredTime == 1234.5)
        let division = try #require(suite.cases.first { $0.name == "dividesByZero" })
        #expect(division.type == "org.opentest4j.AssertionFailedError")
        #expect(division.details.contains("CalculatorTest.java:27"))
        #expect(division.standardOutput == "computing 1/0")
        #expect(suite.cases.first { $0.name == "readsConfig" }?.standardError == "WARN could not read config")
    }

    @Test func jestRawEscapeBytesAreRemovedNotFatal() throws {
        let run = try Self.read("jest.xml")
        let failure = try #require(run.suites[0].cases.first { $0.outcome == .failed })
        #expect(failure.details.hasPrefix("Error: expect(received).toBe(expected)\n\nExpected: 90\nReceived: 100"))
        #expect(!failure.details.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0xE01B })
    }

    @Test func ctestStatusNotRunIsSkippedAndSuiteOutputIsKept() throws {
        let run = try Self.read("ctest.xml")
        #expect(run.suites[0].cases.map(\.outcome) == [.passed, .failed, .skipped])
        let go = try Self.read("go-junit-report.xml")
        #expect(go.suites[0].standardOutput == "FAIL\texample.com/app/parser\t0.005s")
    }

    @Test func nestedSuitesStayNestedAndOddTimesAreIgnored() throws {
        let run = try Self.read("nested.xml")
        #expect(run.suites.map(\.name) == ["All"])
        #expect(run.suites[0].children.map(\.name) == ["Unit", "Integration"])
        #expect(run.suites[0].children[0].children.map(\.name) == ["Parser"])
        #expect(run.suites[0].children[1].cases[0].time == nil)
    }

    @Test func failuresStartOpenAndPassesFolded() throws {
        let run = try Self.read("surefire.xml")
        let document = TestReportPage.document(run, title: "Tests")
        let policy = FoldPolicy()
        let sections = document.allSections
        func state(_ id: String) -> FoldState? {
            sections.first { $0.id == id }.map { policy.state(of: $0) }
        }
        #expect(state("comexamplecalculatortest") == .open)
        #expect(state("comexamplecalculatortestdividesbyzero") == .open)
        #expect(state("comexamplecalculatortestreadsconfig") == .open)
        #expect(state("passed") == .closed)
        #expect(state("skipped") == .closed)
        #expect(state("slowest-tests") == .closed)
        let html = try TestReportPage.html(run)
        #expect(html.contains("<span class=\"fm-badge fm-badge-tests\">4 tests</span>"))
        #expect(html.contains("<span class=\"fm-badge fm-badge-failed\">1 failed</span>"))
        #expect(html.contains("<span class=\"fm-badge fm-badge-errors\">1 error</span>"))
        #expect(html.contains("<span class=\"fm-badge fm-badge-skipped\">1 skipped</span>"))
        #expect(html.contains("<details id=\"passed\" class=\"fm-section fm-level-3 fm-test-passed-list\">"))
    }

    @Test func aPassingSuiteIsFolded() throws {
        let run = try Self.read(
            xml: "<testsuite name=\"Green\"><testcase name=\"a\" time=\"0.5\"/><testcase name=\"b\"/></testsuite>")
        #expect(!run.hasFailures)
        let html = try TestReportPage.html(run)
        #expect(html.contains("<details id=\"green\" class=\"fm-section fm-level-2 fm-test-suite fm-test-passing\">"))
        #expect(html.contains("All tests passed."))
    }

    @Test func hostileNamesAndOutputAreEscaped() throws {
        let xml = """
            <testsuites><testsuite name="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;">\
            <testcase name="&lt;img src=x onerror=alert(2)&gt;" classname="&quot;x">\
            <failure message="&lt;/script&gt;" type="&lt;b&gt;">\u{1B}[31m&lt;/pre&gt;&lt;/details&gt;\u{1B}[0m bad\u{0}\u{1}</failure>\
            <system-out><![CDATA[</code></pre><script>alert(3)</script>]]></system-out>\
            </testcase></testsuite></testsuites>
            """
        let run = try Self.read(xml: xml)
        let html = try TestReportPage.html(run)
        let content = try #require(html.components(separatedBy: "<main class=\"fm-document\">").last)
            .components(separatedBy: "</main>")[0]
        #expect(!content.contains("<script"))
        #expect(!content.contains("<img"))
        #expect(!content.contains("<b>"))
        #expect(!content.contains("</pre></details>"))
        #expect(content.contains("&lt;/pre&gt;&lt;/details&gt; bad\u{FFFD}\u{FFFD}"))
        #expect(!content.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!content.contains("[31m"))
        // In Markdown, output goes in a fenced code block (which GitHub shows as text); everything else is escaped.
        let markdown = TestSummaryMarkdown.markdown(run)
        let fenced = markdown.components(separatedBy: "```")
        #expect(fenced.count == 3)
        let outside = fenced[0] + fenced[2]
        #expect(!outside.contains("<script"))
        #expect(!outside.contains("<img"))
        #expect(outside.contains("&lt;img src=x onerror=alert(2)&gt;"))
    }

    @Test func escapeSequencesAreRemoved() {
        #expect(TerminalText.clean("\u{1B}[1;31mred\u{1B}[0m plain") == "red plain")
        #expect(TerminalText.clean("\u{1B}]8;;https://x\u{7}link\u{1B}]8;;\u{1B}\\") == "link")
        #expect(TerminalText.clean("#x1B[32mok#x1B[0m") == "ok")
        #expect(TerminalText.clean("a\u{0}b\u{E007}c") == "a\u{FFFD}b\u{FFFD}c")
        #expect(TerminalText.clean("\u{1B}[") == "")
    }

    @Test func markdownPutsFailuresFirst() throws {
        let markdown = TestSummaryMarkdown.markdown(try Self.read("pytest.xml"))
        let failures = try #require(markdown.range(of: "### Failures"))
        let suites = try #require(markdown.range(of: "### Suites"))
        #expect(failures.lowerBound < suites.lowerBound)
        #expect(markdown.contains("<details open>\n<summary><strong>tests.test_app.test_login</strong> — failed"))
        #expect(markdown.contains("**5 tests · 1 failed · 1 error · 1 skipped · 0.41 s**"))
    }

    @Test func aTraceCannotCloseItsFence() throws {
        let run = try Self.read(
            xml: "<testsuite><testcase name=\"a\"><failure>```\n&lt;/details>\n````</failure></testcase></testsuite>")
        let markdown = TestSummaryMarkdown.markdown(run)
        #expect(markdown.contains("`````text\n```\n</details>\n````\n`````"))
    }

    /// 5,000 failures of 2 KiB each would be about 10 MiB; the summary stops inside 1 MiB and says so.
    @Test func markdownStaysWithinGitHubsLimit() throws {
        var xml = "<testsuite name=\"big\">"
        let trace = String(repeating: "x", count: 2000)
        for index in 0..<5000 {
            xml += "<testcase name=\"t\(index)\"><failure message=\"m\">\(trace)</failure></testcase>"
        }
        xml += "</testsuite>"
        let run = try Self.read(xml: xml)
        #expect(run.counts.failed == 5000)
        let markdown = TestSummaryMarkdown.markdown(run)
        #expect(markdown.utf8.count <= TestSummaryMarkdown.maximumBytes)
        #expect(markdown.utf8.count > TestSummaryMarkdown.maximumBytes - 8 * 1024)
        #expect(markdown.contains("The summary stops here: GitHub shows at most 1024 KiB."))
        #expect(markdown.hasPrefix("## ❌ Test report\n\n**5000 tests · 5000 failed"))
        let small = TestSummaryMarkdown.markdown(try Self.read("pytest.xml"))
        #expect(!small.contains("The summary stops here"))
    }

    @Test func slowestAreKeptInOrder() throws {
        var xml = "<testsuite name=\"s\">"
        for index in 0..<50 { xml += "<testcase name=\"t\(index)\" time=\"\(Double(index % 17) / 10)\"/>" }
        xml += "</testsuite>"
        let run = try Self.read(xml: xml)
        #expect(run.slowest.count == 10)
        #expect(run.slowest.map(\.time) == run.slowest.map(\.time).sorted(by: >))
        #expect(run.slowest.first?.time == 1.6)
        #expect(run.slowest.first?.name == "t16")
    }

    @Test func malformedXMLNamesLineAndColumn() throws {
        let error = try #require(
            throws: FoldmarkError.self,
            performing: { try Self.read(xml: "<testsuite>\n  <testcase name=\"a\"></testsuite>") })
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.code == DiagnosticCode.junitSyntax.rawValue)
        #expect(diagnostic.location.line == 2)
        #expect(diagnostic.description.contains("results.xml:2:"))
        let truncated = try #require(
            throws: FoldmarkError.self, performing: { try Self.read(xml: "<testsuite>\n<testcase name=\"a\">") })
        #expect(truncated.diagnostics.first?.message.contains("ends before <testsuite> is closed") == true)
        let other = try #require(throws: FoldmarkError.self, performing: { try Self.read(xml: "<html></html>") })
        #expect(other.diagnostics.first?.code == DiagnosticCode.notJUnit.rawValue)
    }

    @Test func externalEntitiesAreNeverLoaded() throws {
        let xml = """
            <?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/hostname">]>\
            <testsuite name="a&e;b"><testcase name="t"/></testsuite>
            """
        let error = try #require(throws: FoldmarkError.self, performing: { try Self.read(xml: xml) })
        #expect(error.diagnostics.first?.message == "malformed XML: an external entity, which Foldmark never loads")
    }

    @Test func passingOutputIsDroppedPastItsBudget() throws {
        var limits = TestResultLimits()
        limits.passingOutputBudget = 1000
        let output = String(repeating: "o", count: 300)
        var xml = "<testsuite>"
        for index in 0..<10 { xml += "<testcase name=\"t\(index)\"><system-out>\(output)</system-out></testcase>" }
        xml += "</testsuite>"
        let run = try Self.read(xml: xml, limits: limits)
        #expect(run.suites[0].cases.filter { !$0.standardOutput.isEmpty }.count == 3)
        #expect(run.droppedBytes == 7 * 300)
        #expect(try TestReportPage.html(run).contains("2100 bytes of traces and output were left out"))
    }
}

/// Suites nested without end neither overflow the stack nor make a section tree deeper than the limit.
@Suite struct TestReportNestingTests {
    @Test func deeplyNestedSuitesAreFlattenedBelowTheLimit() throws {
        let depth = 5000
        let xml =
            "<testsuites>" + String(repeating: "<testsuite name=\"s\">", count: depth)
            + "<testcase name=\"deep\"><failure message=\"x\"/></testcase>"
            + String(repeating: "<testcase name=\"p\"/></testsuite>", count: depth) + "</testsuites>"
        let run = try TestReportTests.read(xml: xml)
        #expect(run.counts.tests == depth + 1)
        #expect(run.counts.failed == 1)
        var levels = 0
        var suite: TestSuiteResult? = run.suites.first
        while let current = suite {
            levels += 1
            suite = current.children.first
        }
        #expect(levels == TestResultLimits().suiteDepth)
        let html = try TestReportPage.html(run)
        #expect(html.contains("deep"))
    }
}
