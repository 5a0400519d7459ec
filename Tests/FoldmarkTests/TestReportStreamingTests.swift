import Foundation
import Testing

@testable import FoldmarkCore

/// A JUnit file is read streaming: the text a report keeps does not grow with the number of passing cases.
/// Checked as a ratio of kept bytes between 100,000 and 10,000 cases (never a wall-clock time).
@Suite(.serialized) struct TestReportStreamingTests {
    /// Writes a file of `count` passing cases, each with 200 bytes of `system-out`, in chunks.
    static func writeResults(count: Int, to file: URL) throws {
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        let output = String(repeating: "log line ", count: 22) + "..."
        try handle.write(contentsOf: Data("<?xml version=\"1.0\"?>\n<testsuites><testsuite name=\"big\">\n".utf8))
        var chunk = ""
        for index in 0..<count {
            chunk += "<testcase classname=\"big.Case\" name=\"test\(index)\" time=\"0.001\">"
            chunk += "<system-out>\(output)</system-out></testcase>\n"
            if index % 1000 == 999 {
                try handle.write(contentsOf: Data(chunk.utf8))
                chunk = ""
            }
        }
        try handle.write(contentsOf: Data((chunk + "</testsuite></testsuites>\n").utf8))
    }

    /// Bytes of output the run holds.
    static func keptOutputBytes(_ run: TestRun) -> Int {
        run.suites.reduce(0) { total, suite in
            total + suite.cases.reduce(0) { $0 + $1.standardOutput.utf8.count + $1.standardError.utf8.count }
        }
    }

    @Test func keptTextIsBoundedAsCasesGrowTenfold() throws {
        try withTemporaryFolder { folder in
            var kept: [Int] = []
            for count in [10_000, 100_000] {
                let file = folder.appendingPathComponent("results-\(count).xml")
                try Self.writeResults(count: count, to: file)
                let run = try TestRun.read([file.path])
                #expect(run.counts.tests == count)
                #expect(run.counts.passed == count)
                kept.append(Self.keptOutputBytes(run))
                try FileManager.default.removeItem(at: file)
            }
            // 10,000 cases of 200 bytes already spend the budget: tenfold the cases, the same text.
            #expect(kept[0] <= TestResultLimits().passingOutputBudget)
            #expect(Double(kept[1]) / Double(kept[0]) < 1.1)
        }
    }
}
