import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// `foldmark build DIR` on an mdBook project as it is: `book.toml`'s `[book] src` and `title`, `SUMMARY.md` as the
/// navigation (order, titles, nesting, parts, separators, prefix and suffix chapters, drafts), never as a page.
@Suite struct MdBookProjectTests {
    static let summary = """
        # Summary

        [Preface](preface.md)

        - [Getting started](start.md)
          - [Installing *it*](start/install.md)
          - [A planned chapter]()
        - [Using](using.md)

        # Reference

        - [Options](reference/options.md)

        ---

        - [Rust docs](https://doc.rust-lang.org/)

        [Contributors](contributors.md)
        """

    static let project: [String: String] = [
        "book.toml":
            "[book]\ntitle = \"The Little Book\"\nauthors = [\"A\"]\nsrc = \"text\"\n\n[output.html]\nfold = 1\n",
        "text/SUMMARY.md": summary,
        "text/preface.md": "## Why\n\nBecause.\n",
        "text/start.md": "## Overview\n\n{{#include ../code/a.rs}}\n\nSee [install](start/install.md).\n",
        "text/start/install.md":
            "# Installation\n\n```rust\n{{#include ../code/b.rs}}\n{{#rustdoc_include x.rs}}\n```\n",
        "text/using.md": "Using it.\n\n{{#include c.rs}} and {{#playground d.rs}}\n",
        "text/reference/options.md": "---\ntitle: All the options\n---\n## Flags\n",
        "text/contributors.md": "People.\n",
        "text/orphan.md": "# Orphan\n\nNot in the summary.\n",
    ]

    private func build(_ files: [String: String]) throws -> (URL, SiteBuildResult) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mdbook-\(UUID().uuidString)")
        try FileTree.write(files, in: folder)
        let result = try SiteBuilder.build(SiteBuildOptions(siteFolder: folder.path))
        return (folder, result)
    }

    private func read(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("_site/" + path), encoding: .utf8)
    }

    @Test func summaryGivesTheTree() throws {
        let (navigation, _, _) = try ProjectNavigation.load(Self.project)
        #expect(
            ProjectNavigation.lines(navigation) == [
                "page preface/index.html Preface",
                "page start/index.html Getting started",
                "  page start/install/index.html Installing it",
                "  draft A planned chapter",
                "page using/index.html Using",
                "part Reference",
                "  page reference/options/index.html Options",
                "  separator ",
                "  external https://doc.rust-lang.org/ Rust docs",
                "page contributors/index.html Contributors",
                "part Other pages",
                "  page orphan/index.html Orphan",
            ])
        #expect(navigation.items[SiteNavigation.root].kind == .folder)
    }

    @Test func readingOrderFollowsTheSummaryAndSkipsWhatIsNotAPage() throws {
        let (navigation, pages, _) = try ProjectNavigation.load(Self.project)
        let order = navigation.readingOrder.map { pages[$0].contentPath ?? "(home)" }
        #expect(
            order == [
                "(home)", "preface.md", "start.md", "start/install.md", "using.md", "reference/options.md",
                "contributors.md", "orphan.md",
            ])
        let install = try #require(pages.firstIndex { $0.contentPath == "start/install.md" })
        let using = try #require(pages.firstIndex { $0.contentPath == "using.md" })
        let start = try #require(pages.firstIndex { $0.contentPath == "start.md" })
        // The draft between them is not a page: the next page after the installation is "Using".
        #expect(navigation.neighbours(ofPage: install).previous == start)
        #expect(navigation.neighbours(ofPage: install).next == using)
    }

    @Test func buildUsesTheSourceFolderTitleAndLeavesSummaryOut() throws {
        let (folder, result) = try build(Self.project)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.layout == .mdBook)
        let files = Set(try FileTree.read(folder.appendingPathComponent("_site")).keys)
        #expect(!files.contains { $0.lowercased().contains("summary") })
        #expect(
            files.isSuperset(of: ["index.html", "start/index.html", "start/install/index.html", "orphan/index.html"]))
        // 6 chapters and the orphan, and the generated home page; SUMMARY.md is not one of them.
        #expect(result.pages == 8)
        let install = try read(folder, "start/install/index.html")
        #expect(install.contains("<title>Installing it – The Little Book</title>"))
        // The generated home page is titled by the book.
        #expect(try read(folder, "index.html").contains("<h1>The Little Book</h1>"))
        // No generated landing page for the chapters' folders: the summary is the tree.
        #expect(!files.contains("reference/index.html"))
    }

    @Test func titlesComeFromFrontMatterThenTheSummaryThenHeadings() throws {
        let (folder, _) = try build(Self.project)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Front matter first.
        #expect(try read(folder, "reference/options/index.html").contains("<title>All the options – The Little Book"))
        // Then the summary's, over the page's own h1 and over the file name.
        #expect(try read(folder, "start/install/index.html").contains("<title>Installing it – "))
        #expect(try read(folder, "preface/index.html").contains("<title>Preface – "))
        // A page the summary leaves out keeps its own h1.
        #expect(try read(folder, "orphan/index.html").contains("<title>Orphan – "))
    }

    @Test func pagesLeftOutOfTheSummaryAreOneWarning() throws {
        var files = Self.project
        files["text/second-orphan.md"] = "# Two\n"
        let (folder, result) = try build(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warnings = result.diagnostics.filter { $0.code == DiagnosticCode.pageNotInNav.rawValue }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("2 pages are not in the navigation") == true)
        #expect(warnings.first?.message.hasSuffix("orphan.md, second-orphan.md") == true)
        #expect(warnings.first?.location.file?.hasSuffix("text/SUMMARY.md") == true)
    }

    @Test func directivesAreOneWarningPerKindWithACount() throws {
        let (folder, result) = try build(Self.project)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warnings = result.diagnostics.filter { $0.code == DiagnosticCode.unsupportedDirective.rawValue }
        #expect(
            warnings.map(\.message) == [
                "mdBook {{#include}} is not supported: left as text in 3 places (this is the first)",
                "mdBook {{#rustdoc_include}} is not supported: left as text here",
                "mdBook {{#playground}} is not supported: left as text here",
            ])
        // The first place, in content path order: start/install.md comes after start.md.
        let first = try #require(warnings.first?.location)
        #expect(first.file?.hasSuffix("text/start.md") == true)
        #expect(first.line == 3 && first.column == 1)
        #expect(warnings[2].location.line == 3 && warnings[2].location.column == 23)
        // Left as text.
        #expect(try read(folder, "using/index.html").contains("{{#include c.rs}}"))
    }

    @Test func linksToChaptersStillWork() throws {
        let (folder, _) = try build(Self.project)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try read(folder, "start/index.html").contains("<a href=\"install/index.html\">install</a>"))
    }

    @Test func summaryEntriesThatNameNoPageAreWarningsAndDrafts() throws {
        var files = Self.project
        files["text/SUMMARY.md"] = "- [Using](using.md)\n- [Gone](gone.md)\n"
        let (navigation, _, diagnostics) = try ProjectNavigation.load(files)
        #expect(navigation.items[navigation.items[0].children[1]].kind == .draft)
        let warning = try #require(diagnostics.first { $0.code == DiagnosticCode.unknownNavEntry.rawValue })
        #expect(warning.location.line == 2 && warning.location.column == 1)
        #expect(warning.message.contains("'gone.md'"))
    }

    @Test func aDraftPageInTheSummaryIsShownNotLinked() throws {
        var files = Self.project
        files["text/using.md"] = "---\ndraft: true\n---\nUsing.\n"
        let (navigation, pages, _) = try ProjectNavigation.load(files)
        #expect(ProjectNavigation.lines(navigation).contains("draft Using"))
        #expect(!pages.contains { $0.contentPath == "using.md" })
    }

    @Test func scriptLinksInTheSummaryAreTextUnlessUnsafeHTMLIsOn() throws {
        var files = Self.project
        files["text/SUMMARY.md"] = "- [Run](JavaScript:alert(1))\n- [](using.md)\n- [Pic](data:text/html,x)\n"
        let (navigation, _, diagnostics) = try ProjectNavigation.load(files)
        #expect(
            ProjectNavigation.lines(navigation).prefix(3) == ["draft Run", "page using/index.html Using", "draft Pic"])
        #expect(diagnostics.filter { $0.message.contains("does not publish") }.count == 2)
        try TemporaryFolder.with { folder in
            try FileTree.write(files, in: folder)
            var options = SiteBuildOptions(siteFolder: folder.path)
            options.unsafeHTML = true
            var build = try SiteBuild(options)
            _ = try build.checkOnly()
            let unsafe = SiteNavigation(pages: build.pages, config: build.config)
            #expect(unsafe.items[unsafe.items[0].children[0]].kind == .external("JavaScript:alert(1)"))
        }
    }

    @Test func theDefaultSourceFolderIsSrc() throws {
        let files = ["book.toml": "[book]\ntitle = \"B\"\n", "src/SUMMARY.md": "- [A](a.md)\n", "src/a.md": "x\n"]
        let (folder, result) = try build(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.pages == 2)
        #expect(try read(folder, "a/index.html").contains("<title>A – B</title>"))
    }

    @Test func aReadmeIsTheHomeAndIsReadWhereTheSummaryPutsIt() throws {
        let files = [
            "book.toml": "", "src/SUMMARY.md": "- [First](first.md)\n- [Intro](README.md)\n",
            "src/README.md": "# Readme\n", "src/first.md": "# First\n",
        ]
        let (navigation, pages, _) = try ProjectNavigation.load(files)
        #expect(navigation.readingOrder.map { pages[$0].contentPath } == ["first.md", "README.md"])
        #expect(ProjectNavigation.lines(navigation) == ["page first/index.html First", "page index.html Intro"])
    }

    @Test func badTOMLIsAnErrorWithItsPosition() throws {
        try TemporaryFolder.with { folder in
            try FileTree.write(["book.toml": "[book]\ntitle = \"x\nsrc = 3\n", "src/a.md": "x\n"], in: folder)
            let error = try #require(throws: FoldmarkError.self) {
                try SiteBuilder.build(SiteBuildOptions(siteFolder: folder.path))
            }
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.code == DiagnosticCode.tomlSyntax.rawValue)
            #expect(diagnostic.location.file?.hasSuffix("book.toml") == true)
            #expect(diagnostic.location.line == 2)
            #expect(error.kind == .configuration)
        }
    }

    @Test func aTitleOfTheWrongTypeIsAnError() throws {
        let (_, _, problems) = BookConfig.parse("[book]\ntitle = 3\n", file: "book.toml")
        #expect(problems.map(\.code) == [DiagnosticCode.tomlType.rawValue])
    }

    @Test func deepSummaryNestingDoesNotOverflow() throws {
        var summary = ""
        for depth in 0..<2_000 { summary += String(repeating: "  ", count: depth) + "- [C\(depth)](c.md)\n" }
        let outline = SummaryFile.outline(SourceText(summary, path: "SUMMARY.md"))
        #expect(outline.entries.count > 0)
        // Every entry's parent comes before it.
        #expect(outline.entries.enumerated().allSatisfy { index, entry in (entry.parent ?? -1) < index })
    }
}
