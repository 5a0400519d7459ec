import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The search index of a built site: written once, the same for every thread count, small beside its Markdown,
/// and left out with `search: false`.
@Suite struct SearchSiteTests {
    /// A generated site of `pages` pages of English-like text in sections three levels deep.
    static func generatedSite(pages: Int) -> [String: String] {
        var seed: UInt64 = 42
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        let syllables = ["ka", "lo", "mi", "ne", "ro", "su", "ta", "vi", "zen", "dor", "pla", "quo", "ter", "ux"]
        let vocabulary =
            (0..<3000).map { _ in (0..<(2 + next() % 3)).map { _ in syllables[next() % 14] }.joined() }
            + ["the", "a", "of", "to", "and", "in", "is", "for", "with", "on"]
        // Words drawn as in real text: a few very often, most rarely (Zipf's law, roughly).
        func word() -> String {
            next() % 4 == 0
                ? vocabulary[3000 + next() % 10] : vocabulary[Int(pow(3000, Double(next() % 10_000) / 10_000)) - 1]
        }
        func sentence() -> String {
            let words = (0..<(6 + next() % 12)).map { _ in word() }
            return words.joined(separator: " ").capitalized + ". "
        }
        func paragraph() -> String { (0..<(2 + next() % 4)).map { _ in sentence() }.joined() + "\n\n" }
        var files: [String: String] = [:]
        for page in 0..<pages {
            var text = "# Page \(page)\n\n" + paragraph()
            for section in 0..<3 {
                text += "## Part \(section) \(vocabulary[next() % 3000])\n\n" + paragraph()
                text += "### Detail \(vocabulary[next() % 3000])\n\n" + paragraph() + "- item `code`\n- *more* item\n\n"
                text += "#### Deep \(section)\n\n" + paragraph()
            }
            files["Content/folder-\(page % 10)/page-\(page).md"] = text
        }
        return files
    }

    static func searchFiles(in output: URL) throws -> [String: Data] {
        try FileTree.read(output).filter { $0.key.hasPrefix("assets/search") }
    }

    @Test func theIndexIsByteIdenticalForEveryThreadCount() throws {
        try TemporaryFolder.with(prefix: "foldmark-search") { root in
            try FileTree.write(Self.generatedSite(pages: 60), in: root)
            var results: [[String: Data]] = []
            for jobs in [1, 2, 4, 8] {
                var options = SiteBuildOptions(
                    siteFolder: root.path, output: root.appendingPathComponent("out-\(jobs)").path)
                options.concurrency = jobs
                _ = try SiteBuilder.build(options)
                results.append(try Self.searchFiles(in: root.appendingPathComponent("out-\(jobs)")))
            }
            #expect(results[0].count >= 2)
            for result in results.dropFirst() { #expect(result == results[0]) }
        }
    }

    @Test func theIndexIsAtMostThirtyPercentOfTheMarkdown() throws {
        try TemporaryFolder.with(prefix: "foldmark-search") { root in
            let site = Self.generatedSite(pages: 150)
            try FileTree.write(site, in: root)
            let output = root.appendingPathComponent("out")
            _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: root.path, output: output.path))
            let markdown = site.values.reduce(0) { $0 + $1.utf8.count }
            let files = try Self.searchFiles(in: output)
            let index = try #require(files.first { $0.key.hasPrefix("assets/search.") })
            #expect(index.value.count * 100 <= markdown * 30, "index \(index.value.count) of \(markdown) bytes")
            // Every page and section is in it: 150 pages of 10 records each.
            let object = try SearchIndexTests.object(String(decoding: index.value, as: UTF8.self))
            #expect(SearchNumbers.decode(object["sizes"] as? String ?? "").count == 1_500)
            #expect((object["ids"] as? String)?.split(separator: "\n", omittingEmptySubsequences: false).count == 1_500)
        }
    }

    @Test func pagesLinkToTheIndexAndSearchFalseLeavesItOut() throws {
        try TemporaryFolder.with(prefix: "foldmark-search") { root in
            try FileTree.write(["Content/index.md": "# Home\n\nText.\n", "Content/a/b.md": "# B\n\nBee.\n"], in: root)
            let output = root.appendingPathComponent("out")
            _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: root.path, output: output.path))
            let files = try Self.searchFiles(in: output)
            let index = try #require(files.keys.first { $0.hasPrefix("assets/search.") })
            let page = try String(contentsOf: output.appendingPathComponent("a/b/index.html"), encoding: .utf8)
            #expect(page.contains("data-fm-search-index=\"../../\(index)\""))
            let object = try SearchIndexTests.object(String(decoding: files[index]!, as: UTF8.self))
            // Generated landing pages (here for a/) are not in the index.
            #expect(object["pages"] as? String == "a/b/index.html\nB\nindex.html\nHome")
            #expect(SearchNumbers.decode(object["pageRecords"] as? String ?? "") == [1, 1])

            try FileTree.write(["foldmark.yml": "search: false\n"], in: root)
            _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: root.path, output: output.path))
            #expect(try Self.searchFiles(in: output).isEmpty)
            let plain = try String(contentsOf: output.appendingPathComponent("a/b/index.html"), encoding: .utf8)
            #expect(!plain.contains("fm-search"))
        }
    }

    @Test func frontMatterLeavesAPageOutOfTheIndex() throws {
        try TemporaryFolder.with(prefix: "foldmark-search") { root in
            try FileTree.write(
                [
                    "Content/index.md": "# Home\n\nText.\n",
                    "Content/hidden.md": "---\nsearch: false\n---\n# Hidden\n\nSecret.\n",
                    // MkDocs Material's way of saying the same, with a key of its own beside it.
                    "Content/material.md": "---\nsearch:\n  exclude: true\n  boost: 2\n---\n# Material\n\nM.\n",
                    "Content/kept.md": "---\nsearch:\n  exclude: false\n---\n# Kept\n\nK.\n",
                    "Content/old/a.md": "# Old A\n\nA.\n",
                    "Content/old/b.md": "---\nsearch: true\n---\n# Old B\n\nB.\n",
                    "foldmark.yml": "defaults:\n  search: false\n",
                ], in: root)
            // `defaults` leave every page out but those that say otherwise.
            let output = root.appendingPathComponent("out")
            var result = try SiteBuilder.build(SiteBuildOptions(siteFolder: root.path, output: output.path))
            #expect(!result.diagnostics.containsErrors)
            var object = try Self.indexObject(in: output)
            #expect(object["pages"] as? String == "kept/index.html\nKept\nold/b/index.html\nOld B")

            try FileTree.write(["foldmark.yml": "title: T\n"], in: root)
            result = try SiteBuilder.build(SiteBuildOptions(siteFolder: root.path, output: output.path))
            #expect(result.diagnostics.filter { $0.code == DiagnosticCode.unknownKey.rawValue }.isEmpty)
            object = try Self.indexObject(in: output)
            #expect(
                object["pages"] as? String
                    == "index.html\nHome\nkept/index.html\nKept\nold/a/index.html\nOld A\nold/b/index.html\nOld B")
            // A page left out still has the box, which searches the rest of the site.
            let hidden = try String(contentsOf: output.appendingPathComponent("hidden/index.html"), encoding: .utf8)
            #expect(hidden.contains("data-fm-search-index="))
        }
    }

    static func indexObject(in output: URL) throws -> [String: Any] {
        let files = try searchFiles(in: output)
        let index = try #require(files.first { $0.key.hasPrefix("assets/search.") })
        return try SearchIndexTests.object(String(decoding: index.value, as: UTF8.self))
    }

    @Test func frontMatterSearchIsTrueFalseOrMaterialsExclusion() {
        for (text, expected) in [("search: false", false), ("search: true", true), ("search: {exclude: true}", false)] {
            let (metadata, _, problems) = FrontMatter.read(SourceText("---\n\(text)\n---\n# T\n"))
            #expect(metadata.search == expected, "\(text)")
            #expect(problems.isEmpty, "\(text)")
        }
        for text in ["search: maybe", "search: {boost: 2}", "search: [1]"] {
            let (metadata, _, problems) = FrontMatter.read(SourceText("---\n\(text)\n---\n# T\n"))
            #expect(metadata.search == nil, "\(text)")
            #expect(problems.contains { $0.severity == .error && $0.message == "'search' must be true or false" })
        }
    }

    @Test func aWrongTypeForSearchIsAnError() {
        let (config, problems) = SiteConfig.parse("search: maybe\n", file: "foldmark.yml")
        #expect(config.search)
        #expect(problems.containsErrors)
        #expect(!SiteConfig.parse("search: false\n", file: "foldmark.yml").0.search)
    }

    /// The compiled page writer writes the search box exactly as `page.mustache` does.
    @Test func thePageWriterMatchesTheTemplateWithSearch() throws {
        var page = BuiltInPageWriterTests.page()
        page.searchIndexURL = "../assets/search.0123&\".js"
        let compiled = try Theme.builtIn.renderPage("page", page)
        #expect(compiled == (try Theme.builtIn.render("page", page, compiledPartials: false)))
        #expect(compiled.contains("data-fm-search-index=\"../assets/search.0123&amp;&quot;.js\""))
    }
}
