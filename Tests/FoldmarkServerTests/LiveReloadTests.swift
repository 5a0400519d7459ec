import FoldmarkTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The live-reload stream: a new version after each good rebuild, the diagnostics of a failed one, and the last
/// good pages served meanwhile.
@Suite struct LiveReloadTests {
    /// The `state` events of one open live-reload connection.
    final class Events {
        let socket: Int32
        private var buffer = ""

        init(_ server: ServeProcess) throws {
            socket = try server.http.connect()
            let request = "GET /__foldmark/events HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\r\n"
            _ = Array(request.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }

        deinit { close(socket) }

        /// The next state event's JSON, within the socket's 10-second timeout.
        func next() throws -> [String: Any] {
            var bytes = [UInt8](repeating: 0, count: 65536)
            while true {
                if let start = buffer.range(of: "event: state\ndata: "),
                    let end = buffer.range(of: "\n\n", range: start.upperBound..<buffer.endIndex)
                {
                    let json = String(buffer[start.upperBound..<end.lowerBound])
                    buffer = String(buffer[end.upperBound...])
                    return try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
                }
                let count = recv(socket, &bytes, bytes.count, 0)
                guard count > 0 else { throw POSIXError(.ETIMEDOUT) }
                buffer += String(decoding: bytes[..<count], as: UTF8.self)
            }
        }
    }

    @Test func goodAndBadRebuildsAreAnnounced() throws {
        try TemporaryFolder.with(prefix: "foldmark-live-reload") { folder in
            try FileTree.write(
                ["Content/index.md": "# Home\n\nhello\n", "Content/guide.md": "# Guide\n\nfirst\n"], in: folder)
            let server = try ServeProcess(site: folder)
            defer { server.stop() }
            let events = try Events(server)
            let first = try events.next()
            let version = try #require(first["version"] as? String)
            #expect((first["problems"] as? [Any])?.isEmpty == true)
            // The page carries the version it was served at, for the script to compare.
            #expect(try server.get("/guide/").body.contains("var version = \"\(version)\";"))

            try save("# Guide\n\nsecond\n", "Content/guide.md", in: folder)
            let second = try events.next()
            let newVersion = try #require(second["version"] as? String)
            #expect(newVersion != version)

            // A failed rebuild: same version (the last good pages), the problem with its place and source line.
            try save("---\norder: abc <b>\n---\n# Guide\n\nthird\n", "Content/guide.md", in: folder)
            let failed = try events.next()
            #expect(failed["version"] as? String == newVersion)
            let problems = try #require(failed["problems"] as? [[String: Any]])
            let problem = try #require(problems.first)
            #expect((problem["location"] as? String)?.hasSuffix("Content/guide.md:2:8") == true)
            #expect(problem["severity"] as? String == "error")
            #expect(problem["source"] as? String == "order: abc <b>")
            #expect(problem["code"] as? String == "yaml-type")
            #expect(try server.get("/guide/").body.contains("second"))
            // A page opened now learns of the problem at once.
            let late = try Events(server)
            #expect((try late.next()["problems"] as? [Any])?.count == problems.count)

            // Fixed: a new version and no problems.
            try save("# Guide\n\nfourth\n", "Content/guide.md", in: folder)
            let fixed = try events.next()
            #expect(fixed["version"] as? String != newVersion)
            #expect((fixed["problems"] as? [Any])?.isEmpty == true)
            #expect(try server.get("/guide/").body.contains("fourth"))
            #expect(server.standardError(containing: "Content/guide.md:2:8: error: ").contains("[yaml-type]"))
        }
    }

    @Test func theOverlayIsBuiltFromTextNotHTML() throws {
        // The script puts every value of a problem into the page with textContent, never as HTML.
        let page = try TemporaryFolder.with(prefix: "foldmark-live-reload") { folder in
            try FileTree.write(["Content/index.md": "# Home\n"], in: folder)
            let server = try ServeProcess(site: folder)
            defer { server.stop() }
            return try server.get("/").body
        }
        let script = try #require(page.firstMatch(of: /<script id="fm-serve">([\s\S]*?)<\/script>/)?.1)
        #expect(!script.contains("innerHTML"))
        #expect(!script.contains("insertAdjacentHTML"))
        #expect(!script.contains("document.write"))
        #expect(script.contains("textContent = p.location"))
    }
}
