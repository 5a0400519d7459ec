import FoldmarkTestSupport
import Foundation
import Testing

/// `foldmark diff` end to end: formats, links, errors and determinism.
@Suite struct DiffCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FoldmarkTests/Fixtures/diff")

    func run(_ arguments: [String], in folder: URL? = nil) throws -> ProcessRun {
        try ProcessRun.run(CLITests.binary, ["diff"] + arguments, stdin: "", in: folder ?? Self.fixtures)
    }

    @Test func htmlMarkdownAndJSON() throws {
        let html = try run(["old.md", "new.md"])
        #expect(html.status == 0)
        #expect(html.stdout.contains("1 added · 1 removed · 1 moved · 1 renamed · 2 changed"))
        let markdown = try run(["old.md", "new.md", "--markdown", "--base-url", "https://example.org/guide/"])
        #expect(markdown.status == 0)
        #expect(markdown.stdout.contains("- **Renamed**: [Installation](<https://example.org/guide/#installation>)"))
        #expect(markdown.stdout.contains("- **Removed**: Old stuff"))
        let json = try run(["old.md", "new.md", "--format", "json"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["changes"] as? [Any])?.count == 6)
    }

    @Test func unreadableInputExitsTwo() throws {
        let missing = try run(["old.md", "missing.md"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("missing.md: error: cannot read file"))
        #expect(try run(["old.md", "new.md", "--format", "yaml"]).status == 2)
    }

    @Test func sameInputsSameBytes() throws {
        let first = try run(["old.md", "new.md"])
        let second = try run(["old.md", "new.md"])
        #expect(first.stdout == second.stdout)
        #expect(!first.stdout.isEmpty)
    }
}
