import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The search records a build keeps for the next one: a page's records read back as they were made, under a key
/// that changes with anything they are made from; a damaged or foreign file is ignored; and a rebuild that takes
/// them gives the same site as a build that makes them all.
@Suite struct SearchRecordStoreTests {
    static let markdown = """
        # Guide

        Intro words with `code` and **bold**.

        ## Alpha

        Alpha text, café, 検索のテスト。

        ### Beta

        Beta only.

        ## Gamma

        Last.
        """

    static func page(_ markdown: String = markdown, url: String = "guide.html", title: String = "Guide")
        -> SearchPage
    {
        SearchPage(url: url, title: title, document: Document.parse(markdown))
    }

    /// Whether two pages hold the same records, terms and fingerprints.
    static func same(_ a: SearchPage, _ b: SearchPage) -> Bool {
        a.url == b.url && a.title == b.title && a.records == b.records && a.termBytes == b.termBytes
            && a.termEnds.elementsEqual(b.termEnds, by: { $0 == $1 }) && a.textHash == b.textHash
            && a.fingerprint == b.fingerprint
    }

    @Test func aPageReadsBackAsItWasMade() throws {
        let page = Self.page()
        var bytes: [UInt8] = []
        page.store(into: &bytes)
        let read = try #require(bytes.withUnsafeBytes { SearchPage(stored: $0) })
        #expect(Self.same(read, page))
        #expect(read.records.count == 4 && read.terms(ofRecord: 1).text.contains("cafe"))
    }

    /// Every cut of a stored page, and a page whose terms' ends run past its terms, read as nothing, without a
    /// trap.
    @Test func aCutOrInconsistentPageReadsAsNothing() {
        var bytes: [UInt8] = []
        Self.page().store(into: &bytes)
        for end in 0..<bytes.count {
            #expect(bytes[..<end].withUnsafeBytes { SearchPage(stored: $0) } == nil, "cut at \(end)")
        }
        var page = Self.page()
        page.termEnds[2].text = page.termBytes.count + 1
        var inconsistent: [UInt8] = []
        page.store(into: &inconsistent)
        #expect(inconsistent.withUnsafeBytes { SearchPage(stored: $0) } == nil)
        page = Self.page()
        page.records[1].size = 4
        var tooBig: [UInt8] = []
        page.store(into: &tooBig)
        #expect(tooBig.withUnsafeBytes { SearchPage(stored: $0) } == nil)
    }

    @Test func theKeyChangesWithWhatTheRecordsAreMadeFrom() {
        func key(_ markdown: String = Self.markdown, url: String = "guide.html", title: String = "Guide") -> WideHash {
            SearchPage.key(url: url, title: title, document: Document.parse(markdown))
        }
        let base = key()
        #expect(key() == base)
        let changed = [
            key(url: "other.html"),
            key(title: "Other"),
            key(Self.markdown.replacingOccurrences(of: "Intro", with: "Outro")),
            key(Self.markdown.replacingOccurrences(of: "Beta only", with: "Beta onyl")),
            key(Self.markdown.replacingOccurrences(of: "## Alpha", with: "## Alpha {#first}")),
            key(Self.markdown.replacingOccurrences(of: "### Beta", with: "## Beta")),
            key(Self.markdown.replacingOccurrences(of: "# Guide", with: "## Guide")),
            key(Self.markdown + "\n\n## Delta\n"),
        ]
        for (number, other) in changed.enumerated() { #expect(other != base, "change \(number)") }
        #expect(Set(changed).count == changed.count)
    }

    @Test func theHashTellsApartBytesCountsAndOrder() {
        func hash(_ parts: [String]) -> WideHash {
            var hash = WideHash()
            for part in parts { hash.add(part) }
            return hash
        }
        let texts = [
            [""], ["", ""], ["a"], ["ab", "c"], ["a", "bc"], ["abcdefghijklmnop"], ["abcdefghijklmnoq"],
            ["bacdefghijklmnop"], ["abcdefghijklmnopq"], [String(repeating: "x", count: 100)],
            [String(repeating: "x", count: 101)],
        ]
        #expect(Set(texts.map(hash)).count == texts.count)
        #expect(hash(["same"]) == hash(["same"]))
    }

    @Test func theStoreReadsBackItsPagesAndFiles() throws {
        try TemporaryFolder.with(prefix: "foldmark-store") { root in
            let path = root.appendingPathComponent("records").path
            let pages = [Self.page(), Self.page("# B\n\nBee.\n", url: "b.html", title: "B")]
            let keys = [WideHash(high: 1, low: 2), WideHash(high: 3, low: 4)]
            let files = [SearchRecordStore.WrittenFile(path: "assets/search.x.js", hash: WideHash(high: 5, low: 6))]
            #expect(SearchRecordStore.save(Array(zip(keys, pages)), files: files, reusing: nil, to: path))
            let store = try #require(SearchRecordStore.load(from: path))
            #expect(store.count == 2 && store.files == files)
            #expect(Self.same(try #require(store.page(for: keys[0])), pages[0]))
            #expect(Self.same(try #require(store.page(for: keys[1])), pages[1]))
            #expect(store.page(for: WideHash(high: 1, low: 3)) == nil)
            // Saved again from the first store, the records it holds are copied as they are.
            let other = root.appendingPathComponent("again").path
            #expect(SearchRecordStore.save(Array(zip(keys, pages)), files: files, reusing: store, to: other))
            #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == Data(contentsOf: URL(fileURLWithPath: path)))
        }
    }

    /// A damaged file, a cut one, one of another format and one another program wrote are all ignored.
    @Test func aDamagedOrForeignStoreIsIgnored() throws {
        try TemporaryFolder.with(prefix: "foldmark-store") { root in
            let path = root.appendingPathComponent("records").path
            #expect(SearchRecordStore.save([(WideHash(), Self.page())], files: [], reusing: nil, to: path))
            let good = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(SearchRecordStore.load(from: path) != nil)
            let signature = SearchRecordStore.signature.count
            // A byte of the signature, of the program's hash, and of the records.
            for offset in [0, signature + 3, good.count / 2, good.count - 1] {
                var bad = good
                bad[offset] ^= 0x20
                try bad.write(to: URL(fileURLWithPath: path))
                #expect(SearchRecordStore.load(from: path) == nil, "byte \(offset) changed")
            }
            try good.prefix(good.count - 7).write(to: URL(fileURLWithPath: path))
            #expect(SearchRecordStore.load(from: path) == nil)
            try Data().write(to: URL(fileURLWithPath: path))
            #expect(SearchRecordStore.load(from: path) == nil)
            #expect(SearchRecordStore.load(from: root.appendingPathComponent("missing").path) == nil)
        }
    }

    /// A link put where the store or the output's lock goes never makes the build write the file it names: the
    /// store replaces the link, and the lock refuses it.
    @Test func aLinkInTheCacheIsNeverWrittenThrough() throws {
        try TemporaryFolder.with(prefix: "foldmark-store") { root in
            let victim = root.appendingPathComponent("victim")
            try "precious\n".write(to: victim, atomically: true, encoding: .utf8)
            let path = root.appendingPathComponent("records").path
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim.path)
            #expect(SearchRecordStore.save([(WideHash(), Self.page())], files: [], reusing: nil, to: path))
            #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType == .typeRegular)
            #expect(SearchRecordStore.load(from: path)?.count == 1)

            try FileTree.write(SearchSiteTests.generatedSite(pages: 2), in: root)
            let output = root.appendingPathComponent("out")
            let options = SiteBuildOptions(siteFolder: root.path, output: output.path)
            _ = try SiteBuilder.build(options)
            let lock = OutputFolder(path: output.path).lockPath
            try FileManager.default.removeItem(atPath: lock)
            try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: victim.path)
            #expect(throws: FoldmarkError.self) { try SiteBuilder.build(options) }
            #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
        }
    }

    /// The site's files, less the output's marker.
    static func site(_ folder: URL) throws -> [String: Data] {
        try FileTree.read(folder).filter { $0.key != OutputFolder.markerName }
    }

    /// A rebuild takes every unchanged page's records and gives the same site; after an edit, it takes all but the
    /// edited page's and gives the site a build into an empty folder gives. With one thread and with several.
    @Test(arguments: [1, 4]) func aRebuildTakesTheRecordsOfUnchangedPagesAndGivesTheSameSite(jobs: Int) throws {
        try TemporaryFolder.with(prefix: "foldmark-store") { root in
            try FileTree.write(SearchSiteTests.generatedSite(pages: 30), in: root)
            let output = root.appendingPathComponent("out")
            var options = SiteBuildOptions(siteFolder: root.path, output: output.path)
            options.concurrency = jobs
            #expect(try SiteBuilder.build(options).reusedSearchRecords == 0)
            let first = try Self.site(output)
            #expect(try SiteBuilder.build(options).reusedSearchRecords == 30)
            #expect(try Self.site(output) == first)
            #expect(try SiteBuilder.build(options).reusedSearchRecords == 30)
            #expect(try Self.site(output) == first)

            let edited = root.appendingPathComponent("Content/folder-3/page-3.md")
            // A word in the last section's body: no heading, id or title changes.
            let text = try String(contentsOf: edited, encoding: .utf8) + "\nZanzibarquux words.\n"
            try text.write(to: edited, atomically: true, encoding: .utf8)
            #expect(try SiteBuilder.build(options).reusedSearchRecords == 29)
            let fresh = root.appendingPathComponent("fresh")
            _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: root.path, output: fresh.path))
            let rebuilt = try Self.site(output)
            #expect(rebuilt == (try Self.site(fresh)))
            let index = try #require(rebuilt.first { $0.key.hasPrefix("assets/search.") })
            #expect(String(decoding: index.value, as: UTF8.self).contains("zanzibarquux"))
        }
    }

    /// An index file changed in the output is written again, not kept; a damaged store is made again whole.
    @Test func aChangedIndexFileOrDamagedStoreIsMadeAgain() throws {
        try TemporaryFolder.with(prefix: "foldmark-store") { root in
            try FileTree.write(SearchSiteTests.generatedSite(pages: 12), in: root)
            let output = root.appendingPathComponent("out")
            let options = SiteBuildOptions(siteFolder: root.path, output: output.path)
            _ = try SiteBuilder.build(options)
            let first = try Self.site(output)
            for (path, _) in first where path.hasPrefix("assets/search") {
                let file = output.appendingPathComponent(path)
                // A new file in its place: the old one may be a hard link shared with the spare site.
                var bytes = try Data(contentsOf: file)
                bytes[bytes.count / 2] ^= 0x01
                try FileManager.default.removeItem(at: file)
                try bytes.write(to: file)
            }
            #expect(try Self.site(output) != first)
            #expect(try SiteBuilder.build(options).reusedSearchRecords == 12)
            #expect(try Self.site(output) == first)

            let store = OutputFolder(path: output.path).searchRecordsPath
            var bytes = try Data(contentsOf: URL(fileURLWithPath: store))
            bytes[bytes.count / 2] ^= 0x01
            try bytes.write(to: URL(fileURLWithPath: store))
            #expect(try SiteBuilder.build(options).reusedSearchRecords == 0)
            #expect(try Self.site(output) == first)
            #expect(try SiteBuilder.build(options).reusedSearchRecords == 12)
        }
    }

    /// With `search: false` nothing is kept.
    @Test func aSiteWithoutSearchKeepsNoRecords() throws {
        try TemporaryFolder.with(prefix: "foldmark-store") { root in
            var site = SearchSiteTests.generatedSite(pages: 3)
            site["foldmark.yml"] = "search: false\n"
            try FileTree.write(site, in: root)
            let output = root.appendingPathComponent("out")
            let options = SiteBuildOptions(siteFolder: root.path, output: output.path)
            _ = try SiteBuilder.build(options)
            #expect(try SiteBuilder.build(options).reusedSearchRecords == 0)
            #expect(!FileManager.default.fileExists(atPath: OutputFolder(path: output.path).searchRecordsPath))
        }
    }
}
