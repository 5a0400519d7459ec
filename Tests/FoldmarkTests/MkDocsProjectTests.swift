import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// `foldmark build DIR` on an MkDocs project as it is: `mkdocs.yml`'s `docs_dir`, `site_name` and `nav` (titles,
/// bare page paths, sections without a page, links that leave the site); MkDocs' own keys ignored.
@Suite struct MkDocsProjectTests {
    static let config = """
        site_name: Widget Docs
        docs_dir: pages
        theme:
          name: material
        plugins:
          - search
        markdown_extensions:
          - pymdownx.emoji:
              emoji_index: !!python/name:material.extensions.emoji.twemoji
        nav:
          - Home: index.md
          - guide.md
          - 'User Guide':
              - 'Writing': user/writing.md
              - Styling: ./user/styling.md
          - Issues: https://github.com/example/issues
        extra:
          version: 2

        """

    static let project: [String: String] = [
        "mkdocs.yml": config,
        "pages/index.md": "# Welcome\n",
        "pages/guide.md": "# The Guide\n\n{% include \"a.md\" %} and {% raw %}\n",
        "pages/user/writing.md": "# How to write\n\n--8<-- \"snippets/note.md\"\n",
        "pages/user/styling.md": "## Colours\n",
        "pages/about.md": "# About\n",
    ]

    private func withProject<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
        try TemporaryFolder.with { folder in
            try FileTree.write(files, in: folder)
            return try body(folder)
        }
    }

    @Test func navGivesTheTree() throws {
        let (navigation, _, _) = try ProjectNavigation.load(Self.project)
        #expect(
            ProjectNavigation.lines(navigation) == [
                "page index.html Home",
                "page guide/index.html The Guide",
                "part User Guide",
                "  page user/writing/index.html Writing",
                "  page user/styling/index.html Styling",
                "external https://github.com/example/issues Issues",
                "part Other pages",
                "  page about/index.html About",
            ])
    }

    @Test func readingOrderFollowsTheNav() throws {
        let (navigation, pages, _) = try ProjectNavigation.load(Self.project)
        #expect(
            navigation.readingOrder.map { pages[$0].contentPath }
                == ["index.md", "guide.md", "user/writing.md", "user/styling.md", "about.md"])
    }

    @Test func buildUsesDocsDirSiteNameAndNavTitles() throws {
        try withProject(Self.project) { folder in
            let result = try SiteBuilder.build(SiteBuildOptions(siteFolder: folder.path))
            #expect(result.layout == .mkDocs)
            #expect(result.pages == 5)
            func page(_ path: String) throws -> String {
                try String(contentsOf: folder.appendingPathComponent("_site/" + path), encoding: .utf8)
            }
            // The nav's title over the page's h1; a bare path takes the page's own title.
            #expect(try page("user/writing/index.html").contains("<title>Writing – Widget Docs</title>"))
            #expect(try page("guide/index.html").contains("<title>The Guide – Widget Docs</title>"))
            // No heading and no nav title of its own here would be the file name; the nav gives "Styling".
            #expect(try page("user/styling/index.html").contains("<title>Styling – Widget Docs</title>"))
            // MkDocs' own keys (theme, plugins, markdown_extensions, extra) are ignored without a word.
            #expect(!result.diagnostics.contains { $0.code == DiagnosticCode.unknownKey.rawValue })
            let notInNav = result.diagnostics.filter { $0.code == DiagnosticCode.pageNotInNav.rawValue }
            #expect(
                notInNav.map(\.message) == [
                    "1 page is not in the navigation; built and listed under 'Other pages' at its end: about.md"
                ])
        }
    }

    @Test func pluginSyntaxIsOneWarningPerKind() throws {
        try withProject(Self.project) { folder in
            let result = try SiteBuilder.build(SiteBuildOptions(siteFolder: folder.path))
            let warnings = result.diagnostics.filter { $0.code == DiagnosticCode.unsupportedDirective.rawValue }
            #expect(
                warnings.map(\.message) == [
                    "MkDocs template tag {% … %} is not supported: left as text in 2 places (this is the first)",
                    "MkDocs snippet --8<-- is not supported: left as text here",
                ])
            #expect(warnings.map { $0.location.line } == [3, 3])
            #expect(warnings.first?.location.file?.hasSuffix("pages/guide.md") == true)
        }
    }

    @Test func withoutNavTheFoldersAreTheTree() throws {
        var files = Self.project
        files["mkdocs.yml"] = "site_name: Plain\n"
        files = files.reduce(into: [:]) { result, entry in
            result[entry.key.replacingOccurrences(of: "pages/", with: "docs/")] = entry.value
        }
        let (navigation, _, diagnostics) = try ProjectNavigation.load(files)
        #expect(
            ProjectNavigation.lines(navigation) == [
                "page about/index.html About",
                "page guide/index.html The Guide",
                "folder user/index.html User",
                // Without a navigation title, a page with no h1 is titled by its first heading.
                "  page user/styling/index.html Colours",
                "  page user/writing/index.html How to write",
            ])
        #expect(!diagnostics.contains { $0.code == DiagnosticCode.pageNotInNav.rawValue })
    }

    @Test func navEntriesThatNameNothingAreWarnings() throws {
        var files = Self.project
        files["mkdocs.yml"] = "docs_dir: pages\nnav:\n  - Missing: nowhere.md\n  - 42\n  - [a, b]\n"
        let (navigation, _, diagnostics) = try ProjectNavigation.load(files)
        _ = navigation
        let codes = diagnostics.filter { $0.code == DiagnosticCode.unknownNavEntry.rawValue }
        #expect(codes.compactMap { $0.location.line }.sorted() == [3, 4, 5])
    }

    @Test func navThatIsNotAListIsAnError() throws {
        try withProject(["mkdocs.yml": "nav: index.md\n", "docs/index.md": "x\n"]) { folder in
            let error = try #require(throws: FoldmarkError.self) {
                try SiteBuilder.build(SiteBuildOptions(siteFolder: folder.path))
            }
            #expect(error.diagnostics.map(\.code) == [DiagnosticCode.yamlType.rawValue])
            #expect(error.diagnostics.first?.location.line == 1)
        }
    }
}
