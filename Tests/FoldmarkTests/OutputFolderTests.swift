import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// What a build does to its output folder: keeps what it did not write, follows a symbolic link, refuses to
/// swallow the sources, and says why when the system says no.
@Suite struct OutputFolderTests {
    private func site(_ folder: URL, _ files: [String: String]) throws {
        try FileTree.write(files, in: folder)
    }

    private func build(_ folder: URL, _ configure: (inout SiteBuildOptions) -> Void = { _ in }) throws
        -> SiteBuildResult
    {
        var options = SiteBuildOptions(siteFolder: folder.path)
        configure(&options)
        return try SiteBuilder.build(options)
    }

    private func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    private let pages = [
        "Content/index.md": "# Home\n", "Content/guide/a.md": "# A\n",
        "foldmark.yml": "site_url: https://example.com/\n",
    ]

    @Test func filesTheUserKeepsInTheOutputSurviveRebuilds() throws {
        try withTemporaryFolder { folder in
            try site(folder, pages)
            _ = try build(folder)
            let output = folder.appendingPathComponent("_site")
            try site(
                output,
                [
                    ".git/HEAD": "ref: refs/heads/main\n", "CNAME": "docs.example.com\n", ".nojekyll": "",
                    "guide/notes.txt": "mine\n",
                ])
            let gitFolder = Fault.inode(output.appendingPathComponent(".git"))
            for _ in 0..<3 {
                let result = try build(folder)
                #expect(
                    result.diagnostics.map(\.description)
                        == [
                            "_site: note: kept 4 files foldmark did not write: .git, .nojekyll, CNAME, guide/notes.txt "
                                + "[kept-files]"
                        ].map { $0.replacingOccurrences(of: "_site", with: SiteConfig.displayPath(output.path)) })
            }
            #expect(try read(output.appendingPathComponent(".git/HEAD")) == "ref: refs/heads/main\n")
            #expect(try read(output.appendingPathComponent("CNAME")) == "docs.example.com\n")
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".nojekyll").path))
            #expect(try read(output.appendingPathComponent("guide/notes.txt")) == "mine\n")
            // Moved, not copied.
            #expect(Fault.inode(output.appendingPathComponent(".git")) == gitFolder)
            // The spare holds only what Foldmark wrote.
            let spare = try FileManager.default.subpathsOfDirectory(
                atPath: folder.appendingPathComponent(".foldmark-cache/_site").path)
            #expect(
                !spare.contains {
                    $0.hasPrefix(".git") || $0 == "CNAME" || $0 == ".nojekyll" || $0.hasSuffix("notes.txt")
                })
        }
    }

    @Test func aRemovedPageIsRemovedButAUserFileBesideItIsNot() throws {
        try withTemporaryFolder { folder in
            try site(folder, pages)
            _ = try build(folder)
            try site(folder, ["_site/guide/a/extra.txt": "mine\n"])
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Content/guide"))
            _ = try build(folder)
            let output = folder.appendingPathComponent("_site")
            #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("guide/a/index.html").path))
            #expect(try read(output.appendingPathComponent("guide/a/extra.txt")) == "mine\n")
        }
    }

    @Test func aUserFolderTheNewSiteWritesIntoKeepsItsFiles() throws {
        try withTemporaryFolder { folder in
            try site(folder, pages)
            _ = try build(folder)
            // A folder of the user's, which the next build also writes a page into: its files are found when the
            // build knows its pages, as the listing made beside the parse went only into Foldmark's folders.
            try site(folder, ["_site/extra/notes.txt": "mine\n", "_site/extra/deep/more.txt": "mine too\n"])
            try site(folder, ["Content/extra/b.md": "# B\n"])
            let result = try build(folder)
            #expect(result.diagnostics.map(\.code) == ["kept-files"])
            let output = folder.appendingPathComponent("_site")
            #expect(try read(output.appendingPathComponent("extra/notes.txt")) == "mine\n")
            #expect(try read(output.appendingPathComponent("extra/deep/more.txt")) == "mine too\n")
            #expect(try read(output.appendingPathComponent("extra/b/index.html")).contains("<h1"))
            // A file of the user's where the new site writes one, in such a folder, is in the way.
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Content/extra"))
            _ = try build(folder)
            try site(folder, ["_site/extra/c/index.html": "mine\n", "Content/extra/c.md": "# C\n"])
            let error = try #require(throws: FoldmarkError.self) { try build(folder) }
            #expect(error.diagnostics.map(\.code) == ["output-not-ours"])
            #expect(error.diagnostics.first?.location.file?.hasSuffix("_site/extra/c/index.html") == true)
            #expect(try read(output.appendingPathComponent("extra/c/index.html")) == "mine\n")
        }
    }

    @Test func aFirstBuildThatFailsLeavesNothingBesideTheOutput() throws {
        try withTemporaryFolder { folder in
            try site(folder, pages.merging(["Content/broken.md": "---\norder: first\n---\n# Broken\n"]) { $1 })
            _ = try #require(throws: FoldmarkError.self) { try build(folder) }
            #expect(Fault.names(folder) == ["Content", "foldmark.yml"])
        }
    }

    @Test func aUserFileInTheWayIsAnErrorUnlessForced() throws {
        try withTemporaryFolder { folder in
            try site(folder, pages)
            _ = try build(folder)
            try site(folder, ["_site/robots.txt": "mine\n"])
            try site(folder, ["Content/robots.txt": "new\n"])
            let error = try #require(throws: FoldmarkError.self) { try build(folder) }
            #expect(error.diagnostics.map(\.code) == ["output-not-ours"])
            #expect(error.diagnostics.first?.location.file?.hasSuffix("_site/robots.txt") == true)
            #expect(try read(folder.appendingPathComponent("_site/robots.txt")) == "mine\n")
            _ = try build(folder) { $0.force = true }
            #expect(try read(folder.appendingPathComponent("_site/robots.txt")) == "new\n")
        }
    }

    @Test func aMarkerWithoutAListKeepsWhatTheNewSiteDoesNotWrite() throws {
        try withTemporaryFolder { folder in
            try site(folder, pages)
            _ = try build(folder)
            // As an older version left it: the marker has no list of files.
            try site(
                folder,
                [
                    "_site/.foldmark-site":
                        "This folder was written by 'foldmark build', which replaces it whole on every build.\n",
                    "_site/CNAME": "docs.example.com\n",
                ])
            _ = try build(folder)
            #expect(try read(folder.appendingPathComponent("_site/CNAME")) == "docs.example.com\n")
            #expect(try read(folder.appendingPathComponent("_site/.foldmark-site")).contains("\nfiles:\n"))
        }
    }

    @Test func aSymlinkedOutputIsBuiltAtItsTargetAndStaysALink() throws {
        try withTemporaryFolder { folder in
            try site(folder, pages)
            let webRoot = folder.appendingPathComponent("www/html")
            try FileManager.default.createDirectory(
                at: webRoot.deletingLastPathComponent(), withIntermediateDirectories: true)
            // The target does not exist before the first build.
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("_site").path, withDestinationPath: "www/html")
            for round in 0..<3 {
                try site(folder, ["Content/index.md": "# Home \(round)\n"])
                _ = try build(folder)
                #expect(
                    try FileManager.default.destinationOfSymbolicLink(
                        atPath: folder.appendingPathComponent("_site").path) == "www/html")
                #expect(try read(webRoot.appendingPathComponent("index.html")).contains("Home \(round)"))
            }
            // Staged, and the spare kept, beside the target.
            #expect(Fault.names(folder.appendingPathComponent("www")) == [".foldmark-cache", "html"])
            #expect(Fault.names(folder) == ["Content", "_site", "foldmark.yml", "www"])
        }
    }

    @Test func theSourcesGuardComparesResolvedPaths() throws {
        try withTemporaryFolder { folder in
            let real = folder.appendingPathComponent("real")
            try site(real, pages.reduce(into: [:]) { $0["site/" + $1.key] = $1.value })
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("link").path, withDestinationPath: "real")
            let error = try #require(throws: FoldmarkError.self) {
                try build(folder.appendingPathComponent("link/site")) {
                    $0.output = real.path; $0.force = true
                }
            }
            #expect(error.diagnostics.map(\.code) == ["output-holds-content"])
            #expect(try read(real.appendingPathComponent("site/Content/index.md")) == "# Home\n")
        }
    }

    @Test func aFileInPlaceOfTheOutputsFolderSaysWhy() throws {
        try withTemporaryFolder { folder in
            try site(folder, pages.merging(["blocker": "a file"]) { $1 })
            let error = try #require(throws: FoldmarkError.self) {
                try build(folder) { $0.output = folder.appendingPathComponent("blocker/out").path }
            }
            #expect(error.diagnostics.map(\.message) == ["cannot create folder: Not a directory"])
            #expect(error.diagnostics.first?.location.file?.hasSuffix("/blocker") == true)
        }
    }

    @Test func aSpareHoldingAFileFoldmarkDidNotWriteIsLeftAlone() throws {
        try withTemporaryFolder { folder in
            try site(folder, pages)
            _ = try build(folder)
            _ = try build(folder)
            let stray = folder.appendingPathComponent(".foldmark-cache/_site/stray.txt")
            try "mine\n".write(to: stray, atomically: true, encoding: .utf8)
            let result = try build(folder)
            #expect(result.diagnostics.map(\.code) == ["spare-not-ours"])
            #expect(try read(stray) == "mine\n")
            _ = try build(folder)
            #expect(try read(stray) == "mine\n")
            #expect(try read(folder.appendingPathComponent("_site/index.html")).contains("Home"))
        }
    }

    /// The spare site's marker lists the files it holds: kept as it was when they all are, written again when a file
    /// Foldmark wrote was removed from the live site before the build that retired it.
    @Test func theSparesMarkerListsTheFilesItHolds() throws {
        try withTemporaryFolder { folder in
            try site(folder, pages)
            let spare = folder.appendingPathComponent(".foldmark-cache/_site")
            func files(_ folder: URL) throws -> Set<String> {
                Set(try FolderTree.contents(of: folder.path).files.filter { $0 != OutputFolder.markerName })
            }
            for _ in 0..<3 { _ = try build(folder) }
            let listed = try #require(OutputMarker.read(in: spare.path))
            #expect(listed == .site(try files(spare)))
            #expect(try files(spare).contains("guide/a/index.html"))
            try FileManager.default.removeItem(at: folder.appendingPathComponent("_site/guide/a/index.html"))
            _ = try build(folder)
            #expect(!(try files(spare)).contains("guide/a/index.html"))
            #expect(OutputMarker.read(in: spare.path) == .site(try files(spare)))
            _ = try build(folder)
            #expect(OutputMarker.read(in: spare.path) == .site(try files(spare)))
        }
    }

    @Test func aStagingFolderLeftByAKilledBuildIsRemoved() throws {
        try withTemporaryFolder { folder in
            try site(folder, pages)
            _ = try build(folder)
            let leftover = folder.appendingPathComponent(".foldmark-cache/\(ContentHash.hex("_site")).new-AbCdEf")
            try FileManager.default.createDirectory(
                at: leftover.appendingPathComponent("guide"), withIntermediateDirectories: true)
            try OutputMarker.staging.write(in: leftover.path)
            try "half".write(to: leftover.appendingPathComponent("guide/index.html"), atomically: true, encoding: .utf8)
            _ = try build(folder)
            #expect(!FileManager.default.fileExists(atPath: leftover.path))
        }
    }

    @Test func sizeLimitsParse() {
        #expect(ReadLimit.parse("128M") == 128 << 20)
        #expect(ReadLimit.parse("2g") == 2 << 30)
        #expect(ReadLimit.parse("4096") == 4096)
        #expect(ReadLimit.parse("lots") == nil)
        #expect(ReadLimit.parse("-1") == nil)
        #expect(ReadLimit.describe(64 << 20) == "64 MiB")
        #expect(ReadLimit.setting(128 << 20) == "128M")
    }
    /// The folders holding a list of files, worked out with a shortcut for the folders a file shares with the one
    /// before it, are those a plain walk up every path finds, for lists in any order, with repeats, top-level
    /// files and odd slashes.
    @Test func foldersHoldingFilesMatchAWalkUpEveryPath() {
        var random = SeededGenerator(seed: 7)
        let parts = ["a", "b", "é", "a\u{301}", "docs", "x.html", ""]
        for _ in 0..<2_000 {
            let files = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                (0..<Int.random(in: 1...4, using: &random)).map { _ in parts.randomElement(using: &random)! }
                    .joined(separator: "/")
            }
            var expected: Set<String> = []
            for file in files {
                var bytes = Array(file.utf8)
                while let slash = bytes.lastIndex(of: UInt8(ascii: "/")) {
                    bytes = Array(bytes[..<slash])
                    expected.insert(String(decoding: bytes, as: UTF8.self))
                }
            }
            #expect(FileIO.folders(holding: files) == expected, "\(files)")
        }
    }

    /// The walk that lists folders on several threads visits what a walk listing one folder at a time visits, in
    /// the same order: only below the folders it may descend into, and it throws at a folder it cannot list.
    @Test func aWalkOnSeveralThreadsVisitsWhatAPlainWalkVisitsInOrder() throws {
        try TemporaryFolder.with(prefix: "foldmark-walk") { root in
            var random = SeededGenerator(seed: 11)
            let names = ["a", "b", "é", "index.html", "x y", "Z"]
            var files: [String: String] = [:]
            for _ in 0..<300 {
                let path = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                    names.randomElement(using: &random)!
                }
                files[path.joined(separator: "/") + ".txt"] = ""
            }
            try FileTree.write(files, in: root)
            func plain(_ descend: (String) -> Bool) throws -> [String] {
                var visits: [String] = []
                try plain(descend, into: &visits)
                return visits
            }
            func plain(_ descend: (String) -> Bool, into visits: inout [String]) throws {
                var stack = [""]
                while let folder = stack.popLast() {
                    for entry in try FolderTree.entries(folder.isEmpty ? root.path : root.path + "/" + folder) {
                        let relative = folder.isEmpty ? entry.name : folder + "/" + entry.name
                        visits.append(relative + (entry.isFolder ? "/" : ""))
                        if entry.isFolder && descend(relative) { stack.append(relative) }
                    }
                }
            }
            for descend in [{ (_: String) in true }, { !$0.hasPrefix("a") }, { $0.count < 4 }] {
                var visits: [String] = []
                try FolderTree.walk(root.path, descending: descend) { visits.append($0 + ($1 ? "/" : "")) }
                #expect(visits == (try plain(descend)))
                #expect(visits.count > 100 || !descend("a/a"))
            }
            let contents = try FolderTree.contents(of: root.path)
            #expect(Set(contents.files) == Set(files.keys) && Set(contents.files).count == contents.files.count)
            // A folder that cannot be listed (removed once found, before it is listed): both walks stop there.
            let gone = root.appendingPathComponent("gone")
            func vanishing(_ relative: String) -> Bool {
                if relative == "gone" { try? FileManager.default.removeItem(at: gone) }
                return true
            }
            try FileManager.default.createDirectory(at: gone, withIntermediateDirectories: true)
            var visited: [String] = []
            #expect(throws: (any Error).self) {
                try FolderTree.walk(root.path, descending: vanishing) { visited.append($0 + ($1 ? "/" : "")) }
            }
            try FileManager.default.createDirectory(at: gone, withIntermediateDirectories: true)
            var expected: [String] = []
            #expect(throws: (any Error).self) { try plain(vanishing, into: &expected) }
            #expect(visited == expected && visited.contains("gone/"))
            #expect(visited.contains("a/") && !visited.contains { $0.hasPrefix("a/") && $0 != "a/" })
        }
    }

    /// The marker lists its files in one order whatever the order they were found in.
    @Test func theMarkerListsFilesInByteOrder() throws {
        try TemporaryFolder.with(prefix: "foldmark-marker") { root in
            let files: Set<String> = [
                "b/index.html", "a.html", "é/x.html", "Z.html", "a b/100%.html", "a/\u{301}.html",
            ]
            try OutputMarker.site(files).write(in: root.path)
            let text = try String(contentsOf: root.appendingPathComponent(OutputMarker.name), encoding: .utf8)
            let listed = text.components(separatedBy: "files:\n")[1].split(separator: "\n").map(String.init)
            #expect(listed == ["Z.html", "a b/100%25.html", "a.html", "a/\u{301}.html", "b/index.html", "é/x.html"])
            #expect(OutputMarker.read(in: root.path) == .site(files))
        }
    }
}

/// Small helpers over the file system, for these tests.
enum Fault {
    static func names(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    static func inode(_ path: URL) -> UInt64 {
        var info = stat()
        return lstat(path.path, &info) == 0 ? UInt64(info.st_ino) : 0
    }

}
