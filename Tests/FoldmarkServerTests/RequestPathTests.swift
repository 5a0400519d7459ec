import Testing

@testable import FoldmarkServer

/// Request paths name keys of the site in memory, or nothing: never a way out.
@Suite struct RequestPathTests {
    private let files: Set<String> = [
        "index.html", "guide/index.html", "guide/install/index.html", "assets/a..b.txt", "assets/foldmark.css",
        "%2e%2e/index.html", "with space.txt",
    ]

    private func resolve(_ target: String) -> RequestPath {
        RequestPath.resolve(target) { files.contains($0) }
    }

    @Test func pagesAndFoldersResolveToTheirFiles() {
        #expect(resolve("/") == .file("index.html"))
        #expect(resolve("/?q=1") == .file("index.html"))
        #expect(resolve("/guide/") == .file("guide/index.html"))
        #expect(resolve("/guide/install/#steps") == .file("guide/install/index.html"))
        #expect(resolve("/guide//install/") == .file("guide/install/index.html"))
        #expect(resolve("/assets/foldmark.css") == .file("assets/foldmark.css"))
        #expect(resolve("/assets/a..b.txt") == .file("assets/a..b.txt"))
        #expect(resolve("/with%20space.txt") == .file("with space.txt"))
        #expect(resolve("/nothing-here") == .notFound)
        #expect(resolve("/assets/") == .notFound)  // no listings
    }

    @Test func aFolderWithoutItsSlashRedirectsWithinTheSite() {
        #expect(resolve("/guide") == .redirect("/guide/"))
        #expect(resolve("/guide/install?x=1") == .redirect("/guide/install/"))
        // Never to another host: `//guide` would be a protocol-relative URL.
        #expect(resolve("//guide") == .redirect("/guide/"))
        #expect(resolve("//guide//install") == .redirect("/guide/install/"))
    }

    @Test func climbingOutIsABadRequest() {
        let attempts = [
            "/..", "/../etc/passwd", "/../../../../etc/passwd", "/guide/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd",
            "/%2E%2E/etc/passwd", "/.%2e/etc/passwd", "/%2e./etc/passwd", "/..%2f..%2fetc%2fpasswd",
            "/guide/..%2F..%2Fetc%2Fpasswd", "/%2e%2e%5c..%5cetc%5cpasswd", "/..\\..\\etc\\passwd",
            "/guide\\index.html",
            "/index.html%00.css", "/%00", "/a%0ab", "/%zz", "/%2", "/%", "/./index.html", "/guide/./install/",
            "etc/passwd", "*", "http://127.0.0.1/etc/passwd", "/%c0%ae%c0%ae/etc/passwd", "/%ff",
        ]
        for attempt in attempts {
            #expect(resolve(attempt) == .bad, "\(attempt)")
        }
    }

    @Test func doubleEncodingIsOnlyEverAName() {
        // Decoded once: `%252e%252e` is the name `%2e%2e`, looked up as it is, never decoded again.
        #expect(resolve("/%252e%252e/%252e%252e/etc/passwd") == .notFound)
        #expect(resolve("/%252e%252e/") == .file("%2e%2e/index.html"))
        #expect(resolve("/..%252f..%252fetc%252fpasswd") == .notFound)
    }

    @Test func overlongTargetsAreBad() {
        #expect(resolve("/" + String(repeating: "a", count: RequestPath.maximumLength)) == .bad)
    }
}
