import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// A site with one of each problem, each beside a near-miss twin that is correct and must not be reported.
@Suite struct SiteCheckTests {
    static let site: [String: String] = [
        "Content/index.md": """
        # Home

        [ok](guide/install.md#set-up) [bad anchor](guide/install.md#setup)
        [ok](guide/) [missing](guide/missing.md) [moved](usage.md)
        [ok](guide/usage.md) [draft](wip.md)
        ![ok](img/logo.png) ![missing](img/lgo.png) [ok file](notes.txt)
        [ok](#home) [bad](#hom) [ok footnote](#fn-1)[^1]
        [](guide/usage.md) [empty]() [web](https://example.com/a) <https://example.org>

        ## Fine

        ### Nested fine

        ##### Jump

        ##

        [^1]: A note.
        """,
        "Content/guide/install.md":
            "---\ntitle: Install\n---\n# Install\n\n## Set up\n\n[back](../index.md#fine) [self](#Set-Up)\n",
        "Content/guide/usage.md": "# Usage\n\n<a id=\"raw\"></a>\n",
        "Content/wip.md": "---\ndraft: true\n---\n# Work in progress\n",
        "Content/img/logo.png": "png",
        "Content/notes.txt": "notes",
    ]

    private func check(_ files: [String: String] = site, _ configure: (inout SiteBuildOptions) -> Void = { _ in })
        throws -> SiteCheckResult
    {
        try withTemporaryFolder { folder in
            try FileTree.write(files, in: folder)
            var options = SiteBuildOptions(siteFolder: folder.path)
            configure(&options)
            var result = try SiteBuilder.check(options)
            let prefix = SiteConfig.displayPath(folder.appendingPathComponent("Content").path) + "/"
            result.diagnostics = DiagnosticFormatter.sorted(result.diagnostics).map {
                var diagnostic = $0
                diagnostic.location.file = diagnostic.location.file.map {
                    $0.hasPrefix(prefix) ? "Content/" + $0.dropFirst(prefix.count) : $0
                }
                return diagnostic
            }
            return result
        }
    }

    @Test func reportsEachProblemOnceAtTheLinkItself() throws {
        let result = try check()
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/guide/install.md:8:26: error: link to missing anchor '#Set-Up' (did you mean '#set-up'?) "
                    + "[broken-anchor]",
                "Content/index.md:3:31: error: link to missing anchor '#setup' (did you mean '#set-up'?) "
                    + "[broken-anchor]",
                "Content/index.md:4:14: error: link to missing page 'guide/missing.md' [broken-link]",
                "Content/index.md:4:42: error: link to missing page 'usage.md' (did you mean 'guide/usage.md'?) "
                    + "[broken-link]",
                "Content/index.md:5:22: error: link to draft page 'wip.md' [draft-link]",
                "Content/index.md:6:21: error: image 'img/lgo.png' does not exist (did you mean 'img/logo.png'?) "
                    + "[missing-file]",
                "Content/index.md:7:13: error: link to missing anchor '#hom' (did you mean '#home'?) [broken-anchor]",
                "Content/index.md:8:1: warning: link has no text [empty-link]",
                "Content/index.md:8:20: warning: link has no destination [empty-link]",
                "Content/index.md:14:1: warning: heading level jumps from 3 to 5 [heading-level-jump]",
                "Content/index.md:16:1: warning: heading has no text [empty-heading]",
            ])
    }

    @Test func listsExternalLinksWithoutFetchingThem() throws {
        let result = try check()
        #expect(
            result.externalLinks.map { "\($0.url) \($0.location.line ?? 0):\($0.location.column ?? 0)" } == [
                "https://example.com/a 8:30", "https://example.org 8:59",
            ])
    }

    @Test func draftsCheckedWhenIncluded() throws {
        let result = try check { $0.drafts = true }
        #expect(!result.diagnostics.contains { $0.code == "draft-link" })
    }

    @Test func warningsBecomeErrorsWhenAsked() throws {
        let result = try check { $0.warningsAsErrors = true }
        #expect(result.diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func cleanSiteHasNoDiagnostics() throws {
        let result = try check([
            "Content/index.md": "# Home\n\n[a](a.md#part) [b](sub/)\n", "Content/a.md": "# A\n\n## Part\n",
            "Content/sub/b.md": "# B\n",
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(result.pages == 4)
    }

    @Test func htmlLinksLeadToTheirMarkdownPagesAndLinksOutOfTheSiteAreExternal() throws {
        let result = try check([
            "Content/index.md": "# Home\n\n[a](a.html#part) [docs](../../std/index.html) [gone](b.html)\n",
            "Content/a.md": "# A\n\n## Part\n",
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/index.md:3:47: error: file 'b.html' does not exist [missing-file]"
            ])
        #expect(result.externalLinks.map(\.url) == ["../../std/index.html"])
    }

    @Test func rawHTMLAnchorsCountOnlyWhenRawHTMLIsKept() throws {
        let files = [
            "Content/index.md": "# Home\n\n[old](a.md#old-name)\n",
            "Content/a.md": "# A\n\n<a id=\"old-name\"></a>\n",
        ]
        #expect(try check(files).diagnostics.map(\.code) == ["broken-anchor"])
        #expect(try check(files) { $0.unsafeHTML = true }.diagnostics.isEmpty)
        #expect(try check(files.merging(["foldmark.yml": "unsafe_html: true\n"]) { $1 }).diagnostics.isEmpty)
    }

    /// Foldmark's own documentation must check clean.
    @Test func ownDocumentationChecksClean() throws {
        let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        let result = try SiteBuilder.check(SiteBuildOptions(siteFolder: repository.path))
        #expect(result.diagnostics.map(\.description) == [])
    }

    @Test func strictBuildKeepsThePreviousSite() throws {
        try withTemporaryFolder { folder in
            let content = folder.appendingPathComponent("Content")
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            try "# Home\n".write(to: content.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
            _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: folder.path))
            let before = try String(contentsOf: folder.appendingPathComponent("_site/index.html"), encoding: .utf8)
            try "# Home\n\n[broken](nowhere.md)\n".write(
                to: content.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
            var options = SiteBuildOptions(siteFolder: folder.path)
            options.strict = true
            let error = try #require(throws: FoldmarkError.self) { try SiteBuilder.build(options) }
            #expect(error.diagnostics.map(\.code) == ["broken-link"])
            #expect(
                try String(contentsOf: folder.appendingPathComponent("_site/index.html"), encoding: .utf8) == before)
            // Without --strict the same site builds.
            _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: folder.path))
        }
    }
}

@Suite struct DiagnosticFormatterTests {
    private let diagnostics = [
        Diagnostic(
            .warning, at: SourceLocation(file: "b.md", line: 2, column: 1), code: "empty-link", "link has no text"),
        Diagnostic(
            .error, at: SourceLocation(file: "a,1.md", line: 3, column: 5), code: "broken-anchor",
            "link to missing anchor '#x'\n50%", suggestion: "#y"),
    ]

    @Test func humanFormatShowsTheLineAndACaret() {
        let formatter = DiagnosticFormatter(
            format: .human, sourceLine: { file, line in file == "a,1.md" && line == 3 ? "\tab [x](#x)" : nil })
        #expect(
            formatter.format(diagnostics) == """
                a,1.md:3:5: error: link to missing anchor '#x'
                50% (did you mean '#y'?) [broken-anchor]
                \tab [x](#x)
                \t   ^
                b.md:2:1: warning: link has no text [empty-link]

                """)
    }

    @Test func humanFormatColoursOnlyWhenAsked() {
        let plain = DiagnosticFormatter(format: .human).format(diagnostics)
        let coloured = DiagnosticFormatter(format: .human, color: true).format(diagnostics)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[1;31merror:"))
    }

    @Test func githubFormatEscapesPropertiesAndMessages() {
        #expect(
            DiagnosticFormatter(format: .github).format(diagnostics) == """
                ::error file=a%2C1.md,line=3,col=5,title=broken-anchor::link to missing anchor '#x'%0A50%25 (did you mean '#y'?)
                ::warning file=b.md,line=2,col=1,title=empty-link::link has no text

                """)
    }

    @Test func jsonFormatHasAStableSchema() throws {
        let text = DiagnosticFormatter(format: .json).format(diagnostics)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["errors"] as? Int == 1)
        #expect(object["warnings"] as? Int == 1)
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(Set(first.keys) == ["file", "line", "column", "severity", "code", "message", "suggestion"])
        #expect(first["file"] as? String == "a,1.md")
        #expect(first["suggestion"] as? String == "#y")
        let second = try #require((object["diagnostics"] as? [[String: Any]])?.last)
        #expect(second["suggestion"] is NSNull)
    }
}
