import Foundation
import Testing

@testable import FoldmarkCore

/// Diagnostic codes have one catalogue, ``DiagnosticCode``, and the documentation in `Content/` agrees with it.
@Suite struct DiagnosticCodeTests {
    private static let root = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    private static func swiftFiles(under folder: String) throws -> [URL] {
        let base = root.appendingPathComponent(folder)
        let paths = try #require(FileManager.default.subpaths(atPath: base.path))
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { base.appendingPathComponent($0) }
    }

    private static var documentation: String {
        get throws {
            let folder = root.appendingPathComponent("Content")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
            return try names.sorted().map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
                .joined(separator: "\n")
        }
    }

    @Test func noSourceFileSpellsACodeAsAString() throws {
        var offenders: [String] = []
        for file in try Self.swiftFiles(under: "Sources") where file.lastPathComponent != "DiagnosticCode.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("code: \"") || line.contains("report(\"") {
                offenders.append("\(file.lastPathComponent):\(number + 1)")
            }
        }
        #expect(offenders == [])
    }

    @Test func codesAreUniqueAndLookLikeCodes() {
        let codes = DiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(codes).count == codes.count)
        for code in codes {
            #expect(code.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(code)")
        }
    }

    @Test func everyCodeUsersCanSeeIsDocumented() throws {
        let documentation = try Self.documentation
        let undocumented = DiagnosticCode.allCases.filter { !documentation.contains("`\($0.rawValue)`") }
        // template-missing cannot happen with the built-in theme, which always has the templates asked for.
        // wide-table (branch text) waits for its row in Content/cli.md, which the lead writes: remove it here then.
        // bad-site-url and no-sitemap (branch layout) wait for their rows in Content/cli.md too.
        #expect(undocumented.filter { ![.wideTable, .badSiteURL, .noSitemap].contains($0) } == [.templateMissing])
    }

    @Test func everyCodeInTheCommandLineTableIsInTheCatalogue() throws {
        let cli = try String(contentsOf: Self.root.appendingPathComponent("Content/cli.md"), encoding: .utf8)
        let rows = cli.split(separator: "\n").filter {
            $0.hasPrefix("| `") && ($0.contains("| error |") || $0.contains("| warning |"))
        }
        #expect(rows.count >= 10)
        for row in rows {
            let code = row.dropFirst(3).prefix { $0 != "`" }
            #expect(DiagnosticCode(rawValue: String(code)) != nil, "\(code)")
        }
    }
}
