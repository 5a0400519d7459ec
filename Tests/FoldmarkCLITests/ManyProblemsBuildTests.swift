import FoldmarkTestSupport
import Foundation
import Testing

/// A failed build of a large site stays readable: each problem once with its file and line, a short excerpt,
/// and a total at the end; `--quiet` still prints the errors.
@Suite struct ManyProblemsBuildTests {
    static let pages = 3_000

    /// A site whose every page has a front matter error on a 1,000-byte line and a control character (a warning).
    static func writeSite(in folder: URL) throws {
        for index in 0..<pages {
            let url = folder.appendingPathComponent("Content/part\(index / 100)/page\(index).md")
            if index % 100 == 0 {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            let text =
                "---\ntitle: Page \(index)\r\norder: " + String(repeating: "x", count: 1_000)
                + "\r\n---\n# P\n\nA bell \u{7}.\n"
            try Data(text.utf8).write(to: url)
        }
    }

    @Test func eachProblemOnceWithAShortExcerptAndATotal() throws {
        try TemporaryFolder.with(prefix: "foldmark-many-problems") { folder in
            try Self.writeSite(in: folder)
            let result = try ProcessRun.run(CLITests.binary, ["build", "."], in: folder)
            #expect(result.status == 1)
            let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            // Three lines per problem (message, excerpt, caret), then the total.
            #expect(lines.count == Self.pages * 2 * 3 + 1)
            #expect(lines.last == "Total: 3000 errors and 3000 warnings in 3000 files")
            let messages = lines.filter { $0.contains(": error: ") }
            #expect(messages.count == Self.pages)
            #expect(Set(messages).count == Self.pages)
            #expect(lines.filter { $0.contains(": warning: ") }.count == Self.pages)
            #expect(
                messages.contains("Content/part12/page1234.md:3:8: error: 'order' must be a whole number [yaml-type]"))
            #expect(lines.allSatisfy { $0.utf8.count <= 200 })
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site").path))

            let quiet = try ProcessRun.run(CLITests.binary, ["build", "--quiet", "."], in: folder)
            #expect(quiet.status == 1)
            // Only the errors, and the same total.
            let quietLines = quiet.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(quietLines.count == Self.pages * 3 + 1)
            #expect(quietLines.filter { $0.contains(": error: ") } == messages)
            #expect(quietLines.last == lines.last)
        }
    }

    @Test func checkAndWarningsEndWithATotalToo() throws {
        try TemporaryFolder.with(prefix: "foldmark-many-problems") { folder in
            try FileTree.write(
                [
                    "Content/a.md": "# A\n\n[x](gone.md) [y](#nowhere)\n",
                    "Content/b.md": "# B\n\ntext \u{7}\n", "foldmark.yml": "site_url: https://example.com/\n",
                ], in: folder)
            let check = try ProcessRun.run(CLITests.binary, ["check", "."], in: folder)
            #expect(check.status == 1)
            #expect(check.stderr.hasSuffix("\nTotal: 2 errors and 1 warning in 2 files\n"))
            let build = try ProcessRun.run(CLITests.binary, ["build", "."], in: folder)
            #expect(build.status == 0)
            #expect(!build.stderr.contains("Total:"))  // one problem needs no total
            let json = try ProcessRun.run(CLITests.binary, ["check", "--format", "json", "."], in: folder)
            #expect(!json.stdout.contains("Total:"))
            #expect(!json.stderr.contains("Total:"))
        }
    }
}
