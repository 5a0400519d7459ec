import FoldmarkTestSupport
import Foundation

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Helpers for the content-discovery, route and link tests that build small sites on disk.
enum DiscoverySite {
    /// Writes `files` (path → text) under a new temporary site folder and hands it to `body`.
    static func withSite<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
        try withTemporaryFolder { folder in
            try FileTree.write(files, in: folder)
            return try body(folder)
        }
    }

    static func build(_ site: URL, _ configure: (inout SiteBuildOptions) -> Void = { _ in }) throws -> SiteBuildResult {
        var options = SiteBuildOptions(siteFolder: site.path)
        configure(&options)
        return try SiteBuilder.build(options)
    }

    static func check(_ site: URL) throws -> SiteCheckResult {
        try SiteBuilder.check(SiteBuildOptions(siteFolder: site.path))
    }

    /// Every file under `folder`, relative path → contents.
    static func tree(_ folder: URL) throws -> [String: Data] {
        try FileTree.read(folder)
    }

    static func text(_ site: URL, _ path: String) throws -> String {
        try String(contentsOf: site.appendingPathComponent("_site/\(path)"), encoding: .utf8)
    }

    /// The values of every `href="…"` in `html`, HTML entities for quotes and `&` undone.
    static func hrefs(in html: String) -> [String] {
        var result: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "href=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            result.append(
                String(rest[..<end]).replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(
                    of: "&amp;", with: "&"))
            rest = rest[end...]
        }
        return result
    }
}
