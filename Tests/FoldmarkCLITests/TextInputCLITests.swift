import FoldmarkTestSupport
import Foundation
import Testing

/// `foldmark` on inputs that are not plain UTF-8 Markdown, and `--jobs`.
@Suite struct TextInputCLITests {
    typealias Output = ProcessRun

    /// Runs the `foldmark` binary that SwiftPM built beside the tests, in `folder`.
    func foldmark(_ arguments: [String], in folder: URL) throws -> Output {
        try ProcessRun.run(CLITests.binary, arguments, in: folder)
    }

    func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foldmark-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    @Test func aBinaryFileIsOneErrorAndNoOutput() throws {
        try withFolder { folder in
            // The start of an executable: ELF header, tables, NUL bytes.
            let handle = try FileHandle(forReadingFrom: CLITests.binary)
            let head = try handle.read(upToCount: 64 * 1024) ?? Data()
            try handle.close()
            try head.write(to: folder.appendingPathComponent("tool.md"))
            for command in [["render", "tool.md", "-o", "out.html"], ["outline", "tool.md"]] {
                let result = try foldmark(command, in: folder)
                #expect(result.status == 1, "\(command)")
                #expect(result.stderr.split(separator: "\n").count == 1, "\(command)")
                #expect(result.stderr.hasPrefix("tool.md: error: looks binary, not like Markdown text"), "\(command)")
                #expect(result.stderr.hasSuffix("[binary-file]\n"), "\(command)")
            }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.html").path))
        }
    }

    @Test func utf16WithAByteOrderMarkRendersAsText() throws {
        try withFolder { folder in
            let markdown = "# Grüße\n\n~~old~~ new\n"
            try ([0xFF, 0xFE] + [UInt8](markdown.data(using: .utf16LittleEndian)!)).withUnsafeBytes {
                try Data($0).write(to: folder.appendingPathComponent("ps.md"))
            }
            let result = try foldmark(["render", "ps.md", "--fragment"], in: folder)
            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(result.stdout.contains(">Grüße<"))
            #expect(result.stdout.contains("<del>old</del> new"))
        }
    }

    @Test func aFloodOfWarningsIsCapped() throws {
        try withFolder { folder in
            let log = String(repeating: "\u{1B}[32mok\u{1B}[0m step\n", count: 2_000)
            try log.write(to: folder.appendingPathComponent("ci.md"), atomically: true, encoding: .utf8)
            let result = try foldmark(["render", "ci.md", "-o", "ci.html"], in: folder)
            #expect(result.status == 0)
            let headers = result.stderr.split(separator: "\n").filter { $0.hasPrefix("ci.md:") }
            #expect(headers.count == 11)
            #expect(headers.last?.contains("note: and 3990 more warnings like this in this file") == true)
        }
    }

    @Test func jobsLimitsBuildAndCheckAndMustBePositive() throws {
        try withFolder { folder in
            let content = folder.appendingPathComponent("Content")
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            for number in 0..<20 {
                try "# Page \(number)\n\nhttps://example.com/\(number) ~~x~~ www.example.org\n"
                    .write(to: content.appendingPathComponent("p\(number).md"), atomically: true, encoding: .utf8)
            }
            let one = try foldmark(["build", ".", "--jobs", "1", "-o", "one", "--quiet"], in: folder)
            #expect(one.status == 0, "\(one.stderr)")
            let two = try foldmark(["build", ".", "-j", "2", "-o", "two", "--quiet"], in: folder)
            #expect(two.status == 0, "\(two.stderr)")
            let page = { (output: String) in
                try Data(contentsOf: folder.appendingPathComponent("\(output)/p7/index.html"))
            }
            #expect(try page("one") == page("two"))
            #expect(try foldmark(["check", ".", "--jobs", "3"], in: folder).status == 0)
            let zero = try foldmark(["build", ".", "--jobs", "0"], in: folder)
            #expect(zero.status == 2)
            #expect(zero.stderr.contains("--jobs must be at least 1"))
        }
    }
}
