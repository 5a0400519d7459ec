import FoldmarkTestSupport
import Foundation
import Testing

/// Template mistakes end `render` and `build` with a compiler-style error and status 1: never a crash, a
/// backtrace, or a staging folder left behind.
@Suite struct TemplateErrorTests {
    typealias Result = ProcessRun

    func run(_ arguments: [String], in folder: URL) throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return try ProcessRun.run(CLITests.binary, arguments, in: folder, environment: environment)
    }

    /// A site folder with one page and the given templates, handed to `body`.
    func withSite<T>(templates: [String: String], _ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foldmark-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in templates.mapKeys({ "Templates/\($0)" }).merging(
            ["Content/index.md": "# Home\n\n## Part\n\ntext\n"], uniquingKeysWith: { $1 })
        {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try body(folder)
    }

    @Test func renderReportsACycleInsteadOfCrashing() throws {
        try withSite(templates: ["report.mustache": "<html>\n{{>report}}\n"]) { folder in
            let result = try run(["render", "Content/index.md", "--templates", "Templates"], in: folder)
            #expect(result.status == 1)
            #expect(result.stdout == "")
            #expect(
                result.stderr.hasPrefix(
                    "Templates/report.mustache:2:1: error: partial 'report' includes itself without end: report → "
                        + "report"
                ))
            #expect(result.stderr.contains("[template-cycle]\n"))
        }
    }

    @Test func buildReportsACycleAndLeavesNothingBehind() throws {
        try withSite(templates: ["page.mustache": "{{>page}}"]) { folder in
            let result = try run(["build", "."], in: folder)
            #expect(result.status == 1)
            #expect(
                result.stderr.contains(
                    "page.mustache:1:1: error: partial 'page' includes itself without end: page → page"))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Content", "Templates"])
        }
    }

    @Test func buildStopsARecursionThatNeverEndsAndLeavesNothingBehind() throws {
        try withSite(templates: ["section.mustache": "{{#level}}{{>section}}{{/level}}"]) { folder in
            let result = try run(["build", "."], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr.contains("[template-recursion]"))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Content", "Templates"])
        }
    }

    @Test func renderNamesAMissingPartial() throws {
        try withSite(templates: ["report.mustache": "<html>\n<body>\n    {{>nosuch}}\n"]) { folder in
            let result = try run(["render", "Content/index.md", "--templates", "Templates"], in: folder)
            #expect(result.status == 1)
            #expect(
                result.stderr.hasPrefix(
                    "Templates/report.mustache:3:5: error: no partial named 'nosuch' [template-missing-partial]\n"))
        }
    }

    @Test func buildNamesAnUnreadableTemplate() throws {
        try withSite(templates: [:]) { folder in
            let templates = folder.appendingPathComponent("Templates")
            try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: templates.appendingPathComponent("page.mustache").path, withDestinationPath: "missing.mustache")
            let result = try run(["build", "."], in: folder)
            #expect(result.status == 1)
            #expect(
                result.stderr.contains(
                    "Templates/page.mustache: error: cannot read template: No such file or directory "
                        + "[template-unreadable]"
                ))
        }
    }
}

extension Dictionary {
    fileprivate func mapKeys(_ transform: (Key) -> Key) -> [Key: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
