import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkServer
@testable import FoldmarkSite

/// ``ServeSession`` in this process: the watches, the first build, updates and the search index refreshed apart.
@Suite struct ServeSessionTests {
    private static let quiet = SiteServer.Output(line: { _ in }, diagnostics: { _ in }, status: { _ in })

    /// The text of `path` in the site served now.
    private func served(_ session: ServeSession, _ path: String) -> String {
        session.served.site?[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Waits until `condition` holds, for at most 20 seconds (the watcher works on its own thread).
    private func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return condition()
    }

    @Test func aChangeSavedDuringTheFirstBuildIsNotLost() throws {
        try TemporaryFolder.with(prefix: "foldmark-session") { folder in
            try FileTree.write(["Content/index.md": "# Home\n\nfirst\n"], in: folder)
            let session = ServeSession(
                options: SiteBuildOptions(siteFolder: folder.path, concurrency: 1), output: Self.quiet)
            // Saved after the first build read every page, before it is done.
            let saved = LockedText()
            session.live.didParse = {
                guard saved.value.isEmpty else { return }
                saved.append(Data("saved".utf8))
                try? save("# Home\n\nsecond\n", "Content/index.md", in: folder)
            }
            session.start(debounceMilliseconds: 25, polling: false)
            #expect(!saved.value.isEmpty)
            #expect(served(session, "index.html").contains("first") || served(session, "index.html").contains("second"))
            #expect(eventually { served(session, "index.html").contains("second") })
        }
    }

    @Test func anEditIsServedAtOnceAndTheSearchIndexSoonAfterWithoutAReload() throws {
        try TemporaryFolder.with(prefix: "foldmark-session") { folder in
            try FileTree.write(["Content/index.md": "# Home\n\nfirst\n", "Content/guide.md": "# Guide\n"], in: folder)
            var options = SiteBuildOptions(siteFolder: folder.path, concurrency: 1)
            options.baseURL = "/"
            let session = ServeSession(options: options, output: Self.quiet, searchDelay: .milliseconds(50))
            session.firstBuild()
            let built = try #require(session.served.site)
            let version = session.served.version
            try save("# Home\n\nzebra\n", "Content/index.md", in: folder)
            session.rebuild([folder.appendingPathComponent("Content/index.md").path])
            // Served at once, with the old index still.
            let edited = try #require(session.served.site)
            #expect(served(session, "index.html").contains("zebra"))
            #expect(edited.searchIsStale)
            #expect(edited !== built)
            let edit = session.served.version
            #expect(edit != version)
            // Then the index made again, served at the same version: open pages do not reload for it.
            #expect(eventually { session.served.site?.searchIsStale == false })
            #expect(session.served.version == edit)
            let full = LiveSite(options: options)
            try full.build()
            #expect(session.served.site?.files == full.files)
        }
    }
}
