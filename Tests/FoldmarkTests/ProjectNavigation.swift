import FoldmarkTestSupport
import Foundation

@testable import FoldmarkCore
@testable import FoldmarkSite

/// A project's navigation as the mdBook and MkDocs tests assert on it: the tree after discovery and parsing, and
/// that tree written one line an item.
enum ProjectNavigation {
    /// The build's state after discovery and parsing of a project made of `files`.
    static func load(_ files: [String: String]) throws -> (SiteNavigation, [SitePage], [Diagnostic]) {
        try TemporaryFolder.with { folder in
            try FileTree.write(files, in: folder)
            var build = try SiteBuild(SiteBuildOptions(siteFolder: folder.path))
            _ = try build.checkOnly()
            return (SiteNavigation(pages: build.pages, config: build.config), build.pages, build.diagnostics)
        }
    }

    /// Each item below the root as `depth kind title`, depth first.
    static func lines(_ navigation: SiteNavigation) -> [String] {
        var lines: [String] = []
        var stack = navigation.items[SiteNavigation.root].children.reversed().map { ($0, 0) }
        while let (item, depth) = stack.popLast() {
            let entry = navigation.items[item]
            let kind: String
            switch entry.kind {
            case .page: kind = "page " + entry.outputPath
            case .folder: kind = "folder " + entry.outputPath
            case .part: kind = "part"
            case .separator: kind = "separator"
            case .external(let url): kind = "external " + url
            case .draft: kind = "draft"
            }
            lines.append(String(repeating: "  ", count: depth) + kind + " " + entry.title)
            stack += entry.children.reversed().map { ($0, depth + 1) }
        }
        return lines
    }
}
