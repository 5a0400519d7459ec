import Testing

@testable import FoldmarkSite

/// A page's output path is its folder, its stem and the suffix of the URL style, whatever its name holds.
struct OutputPathTests {
    @Test func outputPathIsFolderStemAndSuffix() {
        let paths = [
            "a.md", "guide/install.md", "a/b/c.d.md", "a.b/c", "a.b/c.md", "a/.md", ".md", "a/b.", "x", "日本/語.md",
            "é/ü.MD", "a/b c.md", "a/b.c/d", "deep/er/still/page.markdown", "a//b.md", "a/b/",
        ]
        for pretty in [true, false] {
            let routes = SiteRoutes(baseURL: nil, prettyURLs: pretty)
            for path in paths {
                let folder = SiteRoutes.folder(of: path)
                #expect(
                    routes.outputPath(forPage: path, isLanding: false)
                        == folder + SiteRoutes.stem(of: path) + (pretty ? "/index.html" : ".html"), "\(path)")
                #expect(routes.outputPath(forPage: path, isLanding: true) == folder + "index.html", "\(path)")
            }
        }
        #expect(
            SiteRoutes(baseURL: nil, prettyURLs: true).outputPath(forPage: "a/b.c.md", isLanding: false)
                == "a/b.c/index.html")
        #expect(
            SiteRoutes(baseURL: nil, prettyURLs: false).outputPath(forPage: "a/.md", isLanding: false) == "a/.md.html")
    }
}
