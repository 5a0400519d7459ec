import FoldmarkTestSupport
import Foundation
import Testing

/// `foldmark report` end to end: exit statuses, outputs and error messages.
@Suite struct ReportCommandTests {
    static let passing = "<testsuite name=\"ok\"><testcase name=\"a\" time=\"0.1\"/></testsuite>"
    static let failing =
        "<testsuites><testsuite name=\"bad\"><testcase name=\"a\"><failure message=\"no\"/></testcase></testsuite></testsuites>"

    func run(_ arguments: [String], stdin: String? = nil, in folder: URL? = nil) throws -> ProcessRun {
        try ProcessRun.run(CLITests.binary, ["report"] + arguments, stdin: stdin ?? "", in: folder)
    }

    @Test func exitsZeroWhenEverythingPassed() throws {
        let result = try run([], stdin: Self.passing)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(result.stdout.contains("All tests passed."))
        #expect(result.stderr == "")
    }

    @Test func exitsOneWhenATestFailedUnlessNoFail() throws {
        let failed = try run(["-"], stdin: Self.failing)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("Some tests failed."))
        #expect(try run(["--no-fail"], stdin: Self.failing).status == 0)
    }

    @Test func exitsTwoForUnreadableOrMalformedInput() throws {
        try TemporaryFolder.with(prefix: "foldmark-report") { folder in
            let missing = try run(["missing.xml"], in: folder)
            #expect(missing.status == 2)
            #expect(missing.stderr.contains("missing.xml: error: cannot read file: No such file or directory [io]"))
            #expect(missing.stdout == "")
            try Data("<testsuite>\n<testcase name=\"a\">\n</testsuite>\n".utf8)
                .write(to: folder.appendingPathComponent("broken.xml"))
            let broken = try run(["broken.xml", "-o", "out.html"], in: folder)
            #expect(broken.status == 2)
            #expect(broken.stderr.hasPrefix("broken.xml:3:"))
            #expect(broken.stderr.contains("error: malformed XML:"))
            #expect(broken.stderr.contains("[junit-syntax]"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.html").path))
            let folderInput = try run(["."], in: folder)
            #expect(folderInput.status == 2)
            #expect(folderInput.stderr.contains("Is a directory [io]"))
        }
    }

    @Test func readsSeveralFilesIntoOneReport() throws {
        try TemporaryFolder.with(prefix: "foldmark-report") { folder in
            try Data(Self.passing.utf8).write(to: folder.appendingPathComponent("a.xml"))
            try Data(Self.failing.utf8).write(to: folder.appendingPathComponent("b.xml"))
            let result = try run(["a.xml", "b.xml", "-o", "report.html", "--title", "CI run"], in: folder)
            #expect(result.status == 1)
            let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
            #expect(html.contains("<title>CI run</title>"))
            #expect(html.contains("<span class=\"fm-badge fm-badge-tests\">2 tests</span>"))
            #expect(html.contains("Read from <code>a.xml</code>, <code>b.xml</code>."))
        }
    }

    @Test func markdownForTheStepSummary() throws {
        let result = try run(["--markdown"], stdin: Self.failing)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("## ❌ Test report\n\n**1 test · 1 failed"))
        #expect(result.stdout.contains("<details open>"))
    }

    @Test func outputIsTheSameEveryRun() throws {
        let first = try run([], stdin: Self.failing)
        let second = try run([], stdin: Self.failing)
        #expect(first.stdout == second.stdout)
    }
}
