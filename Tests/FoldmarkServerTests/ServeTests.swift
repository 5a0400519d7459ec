import FoldmarkTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `foldmark serve` end to end: the real binary on a free port, talked to over HTTP.
@Suite struct ServeTests {
    private let site: [String: String] = [
        "Content/index.md": "# Home\n\nSee [install](guide/install.md#steps).\n\n## Part\n\ntext\n",
        "Content/guide/install.md": "# Install\n\n## Steps\n\nRun it.\n",
        "Content/img/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        "Content/data/table.json": "{\"a\": 1}",
        "Content/notes.txt": "plain",
        "Content/blob.bin123": "bytes",
        "Content/wip.md": "---\ndraft: true\n---\n# Work in progress\n",
        "secret.txt": "TOP-SECRET-OUTSIDE-CONTENT",
        // An absolute address, so that the site has a sitemap.xml to serve.
        "foldmark.yml": "site_url: https://example.com/\n",
    ]

    private func withServer<T>(_ arguments: [String] = [], _ body: (ServeProcess, URL) throws -> T) throws -> T {
        try TemporaryFolder.with(prefix: "foldmark-serve") { folder in
            try FileTree.write(site, in: folder)
            let server = try ServeProcess(site: folder, arguments)
            defer { server.stop() }
            return try body(server, folder)
        }
    }

    @Test func servesPagesAndFilesWithTheirTypes() throws {
        try withServer { server, _ throws in
            let home = try server.get("/")
            #expect(home.status == 200)
            #expect(home.headers["content-type"] == "text/html; charset=utf-8")
            #expect(home.headers["cache-control"] == "no-store")
            #expect(home.body.contains("<h1 id=\"home\" class=\"fm-heading\">Home"))
            // The live-reload script is in served HTML, once, before </body>.
            #expect(home.body.components(separatedBy: "<script id=\"fm-serve\">").count == 2)
            #expect(
                home.body.range(of: "<script id=\"fm-serve\">")!.lowerBound < home.body.range(of: "</body>")!.lowerBound
            )
            let page = try server.get("/guide/install/")
            #expect(page.status == 200)
            #expect(page.body.contains("Run it."))
            let expected = [
                "/img/logo.svg": "image/svg+xml", "/data/table.json": "application/json",
                "/notes.txt": "text/plain; charset=utf-8", "/blob.bin123": "application/octet-stream",
                "/sitemap.xml": "application/xml",
            ]
            for (path, type) in expected {
                let response = try server.get(path)
                #expect(response.status == 200, "\(path)")
                #expect(response.headers["content-type"] == type, "\(path)")
                #expect(response.headers["x-content-type-options"] == "nosniff", "\(path)")
                #expect(!response.body.contains("fm-serve"), "\(path)")
            }
            let css = try #require(home.body.firstMatch(of: /href="(\/assets\/foldmark\.[0-9a-f]+\.css)"/)?.1)
            #expect(try server.get(String(css)).headers["content-type"] == "text/css; charset=utf-8")
            // The navigation page, the sidebar without JavaScript, at the home page's entry.
            let frame = try #require(home.body.firstMatch(of: /src="(\/assets\/nav\.[0-9a-f]+\.html)#n0"/)?.1)
            let navigation = try server.get(String(frame))
            #expect(navigation.status == 200)
            #expect(navigation.headers["content-type"] == "text/html; charset=utf-8")
            #expect(navigation.body.contains("\">Install</a>"))
            let missing = try server.get("/no/such/page/")
            #expect(missing.status == 404)
            #expect(missing.body.contains("Page not found"))
            let folder = try server.get("/guide")
            #expect(folder.status == 301)
            #expect(folder.headers["location"] == "/guide/")
            #expect(try server.get("/img/").status == 404)  // no listings
            let head = try server.http.get("/", host: "localhost:\(server.port)", method: "HEAD")
            #expect(head.status == 200)
            #expect(head.headers["content-length"] == home.headers["content-length"])
            #expect(head.body.isEmpty)
            #expect(
                try server.http.get("/", host: "localhost", method: "POST", extra: "Content-Length: 0\r\n").status
                    == 405)
        }
    }

    @Test func traversalAttemptsGetNothing() throws {
        try withServer { server, folder throws in
            // A link in Content/ that leads out of it: the build refuses to follow it.
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("Content/leak.txt").path,
                withDestinationPath: folder.appendingPathComponent("secret.txt").path)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("Content/etc").path, withDestinationPath: "/etc")
            Thread.sleep(forTimeInterval: 1)
            let attempts = [
                "/../secret.txt", "/../../../../etc/passwd", "/%2e%2e/secret.txt", "/%2E%2E/%2E%2E/etc/passwd",
                "/.%2e/secret.txt", "/..%2fsecret.txt", "/guide/..%2f..%2fsecret.txt", "/%2e%2e%5csecret.txt",
                "/..\\secret.txt", "/%252e%252e/secret.txt", "/%252e%252e%252fsecret.txt", "/index.html%00.css",
                "/%00", "/%zz", "/leak.txt", "/etc/passwd", "/etc/hostname", "//etc/passwd", "/secret.txt",
                "/Content/index.md", "/index.md", "/foldmark.yml", "/../Content/index.md",
            ]
            for attempt in attempts {
                let response = try server.get(attempt)
                #expect([400, 404].contains(response.status), "\(attempt): \(response.status)")
                #expect(!response.body.contains("TOP-SECRET"), "\(attempt)")
                #expect(!response.body.contains("root:"), "\(attempt)")
            }
        }
    }

    @Test func onlyLoopbackHostsAreAnswered() throws {
        try withServer { server, _ throws in
            for host in ["127.0.0.1:\(server.port)", "localhost:\(server.port)", "[::1]:\(server.port)"] {
                #expect(try server.http.get("/", host: host).status == 200, "\(host)")
            }
            for host in ["evil.example", "evil.example:\(server.port)", "127.0.0.1.evil.example"] {
                let response = try server.http.get("/", host: host)
                #expect(response.status == 403, "\(host)")
                #expect(!response.body.contains("Home"))
            }
            // HTTP/1.1 without a Host header is refused too.
            #expect(try server.http.get("/", host: nil).status == 400 || server.http.get("/", host: nil).status == 403)
        }
    }

    @Test func requestsWithBodiesOrHugeHeadersAreRefused() throws {
        try withServer { server, _ throws in
            let body = try server.http.get("/", host: "localhost", extra: "Content-Length: 5\r\n")
            #expect(body.status == 413)
            let huge = "X-Filler: " + String(repeating: "a", count: 200_000) + "\r\n"
            let answer = try? server.http.get("/", host: "localhost", extra: huge)
            #expect(answer.map { $0.status >= 400 } ?? true)
            // Still serving.
            #expect(try server.get("/").status == 200)
        }
    }

    @Test func editsAreServedAtOnce() throws {
        try withServer { server, folder throws in
            // An editor's atomic save: a temporary file renamed over the page.
            try save("# Install\n\n## Steps\n\nRun it twice.\n", "Content/guide/install.md", in: folder)
            #expect(try server.waitFor("/guide/install/") { $0.body.contains("Run it twice.") }.status == 200)
            // A new folder with a page in it.
            try save("# Deep\n\nA new page.\n", "Content/new/deeper/page.md", in: folder)
            #expect(try server.waitFor("/new/deeper/page/") { $0.status == 200 }.body.contains("A new page."))
            // A file written in place, as `echo > file` does.
            try Data("# Deep\n\nEdited in place.\n".utf8).write(
                to: folder.appendingPathComponent("Content/new/deeper/page.md"))
            #expect(try server.waitFor("/new/deeper/page/") { $0.body.contains("Edited in place.") }.status == 200)
            // A page deleted, then its folder.
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Content/new/deeper/page.md"))
            #expect(try server.waitFor("/new/deeper/page/") { $0.status == 404 }.status == 404)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Content/new"))
            #expect(try server.waitFor("/new/") { $0.status == 404 }.status == 404)
            // A template change rebuilds every page.
            try save(
                "<!DOCTYPE html><html><body><p>CUSTOM LAYOUT</p>{{{content}}}</body></html>\n",
                "Templates/page.mustache", in: folder)
            #expect(try server.waitFor("/") { $0.body.contains("CUSTOM LAYOUT") }.status == 200)
            #expect(try server.get("/guide/install/").body.contains("CUSTOM LAYOUT"))
        }
    }

    @Test func pollingPicksUpEditsToo() throws {
        try withServer(["--poll"]) { server, folder throws in
            try save("# Install\n\n## Steps\n\nPolled.\n", "Content/guide/install.md", in: folder)
            #expect(try server.waitFor("/guide/install/") { $0.body.contains("Polled.") }.status == 200)
        }
    }

    @Test func aBurstOfChangesIsOneRebuild() throws {
        try withServer { server, folder throws in
            // The server is stopped while the files are written, so that however slowly they are written on a busy
            // machine, their events wait in the kernel's queue and come as one burst when it goes on.
            #expect(kill(server.process.processIdentifier, SIGSTOP) == 0)
            var files: [String: String] = [:]
            for index in 0..<200 { files["Content/many/page\(index).md"] = "# Page \(index)\n" }
            files["Content/guide/install.md"] = "# Install\n\n## Steps\n\nRun it thrice.\n"
            try FileTree.write(files, in: folder)
            #expect(kill(server.process.processIdentifier, SIGCONT) == 0)
            #expect(try server.waitFor("/many/page199/") { $0.status == 200 }.status == 200)
            #expect(try server.get("/guide/install/").body.contains("Run it thrice."))
            // The new site is served a moment before its status line is written: wait for the line.
            let log = server.standardError(containing: "Rebuilt")
            #expect(log.components(separatedBy: "Rebuilt").count - 1 == 1, "\(log)")
        }
    }

    /// An edit's text reaches the search index once edits pause; the page then names the new index, and the old
    /// one is still served for the pages open before.
    @Test func theSearchIndexFollowsEdits() throws {
        try withServer { server, folder throws in
            let before = try server.get("/guide/install/").body
            let oldIndex = try #require(before.firstMatch(of: /data-fm-search-index="([^"]+)"/)?.1)
            try save("# Install\n\n## Steps\n\nRun it with zebras.\n", "Content/guide/install.md", in: folder)
            let after = try server.waitFor("/guide/install/") {
                $0.body.contains("zebras") && !$0.body.contains("data-fm-search-index=\"\(oldIndex)\"")
            }
            let newIndex = try #require(after.body.firstMatch(of: /data-fm-search-index="([^"]+)"/)?.1)
            #expect(newIndex != oldIndex)
            let index = try server.get(absolute(newIndex, from: "/guide/install/"))
            #expect(index.status == 200)
            let shard = try #require(index.body.firstMatch(of: /search-text\.[0-9a-f]+\./)?.0)
            #expect(try server.get("/assets/\(shard)0.js").body.contains("zebras"))
            #expect(try server.get(absolute(oldIndex, from: "/guide/install/")).status == 200)
        }
    }

    /// The path a link `relative` in the page at `page` leads to.
    private func absolute(_ relative: Substring, from page: String) -> String {
        URL(string: String(relative), relativeTo: URL(string: "http://localhost" + page))!.path
    }

    @Test func aSecondServerOnTheSamePortFailsClearly() throws {
        try withServer { server, folder throws in
            let second = try ProcessRun.run(
                ServeProcess.binary, ["serve", folder.path, "--port", String(server.port)])
            #expect(second.status != 0)
            let lines = second.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(second.stderr)")
            #expect(second.stderr.contains("127.0.0.1:\(server.port): error: "))
            #expect(second.stderr.contains("--port"))
            #expect(second.stderr.hasSuffix("[address-in-use]\n"))
            #expect(try server.get("/").status == 200)
        }
    }

    @Test func ctrlCStopsTheServer() throws {
        try withServer { server, _ throws in
            server.process.interrupt()
            server.process.waitUntilExit()
            #expect(server.process.terminationStatus == 130)
            #expect(throws: (any Error).self) { try server.get("/") }
        }
    }

    @Test func anotherHostIsAllowedWithAWarning() throws {
        try withServer(["--host", "0.0.0.0"]) { server, _ throws in
            #expect(server.urlLine.hasPrefix("Serving "))
            #expect(server.urlLine.contains("http://0.0.0.0:\(server.port)/"))
            let warning = server.standardError(containing: "[exposed-host]")
            #expect(warning.contains("--host: warning: serving on 0.0.0.0: "))
            #expect(warning.contains("[exposed-host]"))
            #expect(try server.http.get("/", host: "0.0.0.0:\(server.port)").status == 200)
            #expect(try server.http.get("/", host: "evil.example").status == 403)
        }
    }

    @Test func theDefaultHostGivesNoWarning() throws {
        try withServer { server, _ throws in
            #expect(server.urlLine.contains("http://127.0.0.1:\(server.port)/"))
            #expect(!server.standardError(containing: "Built ").contains("warning"))
        }
    }

    @Test func draftsAreServedOnlyWhenAskedFor() throws {
        try withServer { server, _ throws in
            #expect(try server.get("/wip/").status == 404)
        }
        try withServer(["--drafts"]) { server, _ throws in
            #expect(try server.get("/wip/").body.contains("Work in progress"))
        }
    }

    @Test func theOutputFolderIsNotTouched() throws {
        try withServer { server, folder throws in
            #expect(try server.get("/").status == 200)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".foldmark-cache").path))
        }
    }
}
