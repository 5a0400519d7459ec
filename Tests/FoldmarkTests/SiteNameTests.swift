import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The site's name: `foldmark.yml`'s `title`, else `book.toml`'s `title`, else `mkdocs.yml`'s `site_name`, else the
/// site folder's name; never a made-up "Documentation".
@Suite struct SiteNameTests {
    private func name(_ files: [String: String], folderName: String = "my-docs") throws -> String {
        try TemporaryFolder.with { parent in
            let folder = parent.appendingPathComponent(folderName)
            try FileTree.write(files, in: folder)
            return try SiteBuild(SiteBuildOptions(siteFolder: folder.path)).config.title
        }
    }

    @Test func foldmarkYAMLFirst() throws {
        #expect(try name(["Content/a.md": "x", "foldmark.yml": "title: Own\n"]) == "Own")
        // Beside an mdBook project's book.toml too: Foldmark's settings come first.
        #expect(try name(["book.toml": "[book]\ntitle = \"Book\"\n", "foldmark.yml": "title: Own\n"]) == "Own")
    }

    @Test func thenBookTOML() throws {
        #expect(try name(["book.toml": "[book]\ntitle = \"The Book\"\n", "src/a.md": "x"]) == "The Book")
    }

    @Test func thenMkDocsSiteName() throws {
        #expect(try name(["mkdocs.yml": "site_name: Widgets\n", "docs/a.md": "x"]) == "Widgets")
    }

    @Test func elseTheFolderName() throws {
        #expect(try name(["Content/a.md": "x"]) == "my-docs")
        #expect(try name(["book.toml": "[book]\nauthors = []\n"], folderName: "rust book") == "rust book")
        #expect(try name(["Content/a.md": "x", "foldmark.yml": "title: ''\n"]) == "my-docs")
    }

    @Test func theCurrentFolderIsNamedByItsRealName() throws {
        try TemporaryFolder.with { parent in
            let folder = parent.appendingPathComponent("named")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            #expect(SiteBuild.folderName(folder.path + "/.") == "named")
            #expect(SiteBuild.folderName(folder.path + "/") == "named")
        }
    }

    @Test func theNameReachesEveryPage() throws {
        try TemporaryFolder.with { parent in
            let folder = parent.appendingPathComponent("handbook")
            try FileTree.write(["Content/index.md": "# Welcome\n", "Content/b.md": "# Bee\n"], in: folder)
            _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: folder.path))
            let page = try String(contentsOf: folder.appendingPathComponent("_site/b/index.html"), encoding: .utf8)
            #expect(page.contains("<title>Bee – handbook</title>"))
            #expect(!page.contains("Documentation"))
        }
    }
}
