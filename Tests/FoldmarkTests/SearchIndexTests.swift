import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The search index: records are sections with their own text, words are folded, CJK text is cut into bigrams,
/// and the script cannot break out of its `<script>`.
@Suite struct SearchIndexTests {
    /// The index object of a script written by ``SearchIndex/script(textPrefix:)``.
    static func object(_ script: String) throws -> [String: Any] {
        let prefix = "window.FoldmarkSearchIndex="
        #expect(script.hasPrefix(prefix) && script.hasSuffix(";\n"))
        let json = script.dropFirst(prefix.count).dropLast(2)
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func recordsHoldTheirSectionsOwnTextOnly() {
        let document = Document.parse(
            "# Guide\n\nIntro words.\n\n## Alpha\n\nAlpha *text* here.\n\n### Beta\n\nBeta only.\n\n## Gamma\n\nLast.\n"
        )
        let page = SearchPage(url: "guide.html", title: "Guide", document: document)
        #expect(page.records.map(\.id) == ["guide", "alpha", "beta", "gamma"])
        #expect(page.records.map(\.title) == ["", "Alpha", "Beta", "Gamma"])
        #expect(page.records.map(\.text) == ["Intro words.", "Alpha text here.", "Beta only.", "Last."])
        #expect(page.records.map(\.size) == [4, 2, 1, 1])
        // The page title is the page record's heading; a child's words are not its parent's.
        #expect(page.terms(ofRecord: 0).heading == ["guide"] && page.terms(ofRecord: 0).text == ["intro", "words"])
        #expect(!page.terms(ofRecord: 1).text.contains("beta") && page.terms(ofRecord: 2).heading == ["beta"])
        #expect(page.terms(ofRecord: 2).text == ["beta", "only"])
    }

    /// A long page's records are made in runs on several threads: each record still gets its own section's text
    /// and terms, in order, and the same page gives the same fingerprint every time.
    @Test func aLongPagesRecordsAreMadeInRunsAndComeOutInOrder() {
        let sizes = [300_000, 10, 10, 200_000, 100_000, 5, 400_000, 1]
        let runs = SearchPage.runs(sizes)
        #expect(runs == [0..<1, 1..<5, 5..<7, 7..<8])
        #expect(SearchPage.runs([1, 2, 3]) == [0..<3])
        #expect(SearchPage.runs([]) == [0..<0])

        let paragraph = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 200)
        var markdown = "Preamble words.\n\n"
        for section in 0..<120 {
            markdown +=
                "## Part \(section)\n\nWord\(section) \(paragraph)\n\n### Detail \(section)\n\nOnly\(section).\n\n"
        }
        let document = Document.parse(markdown)
        let page = SearchPage(url: "long.html", title: "Long", document: document)
        // Enough HTML for several runs.
        #expect(document.sections.reduce(0) { $0 + $1.body.utf8.count } > 3 * SearchPage.parallelBytes)
        #expect(page.records.count == 241)
        for (index, record) in page.records.enumerated() where index > 0 {
            let part = (index - 1) / 2
            let terms = page.terms(ofRecord: index)
            if index % 2 == 1 {
                #expect(record.title == "Part \(part)" && terms.heading == ["part", "\(part)"])
                #expect(terms.text.first == "word\(part)" && terms.text.count == 1 + 200 * 8)
            } else {
                #expect(record.text == "Only\(part)." && terms.text == ["only\(part)"])
            }
        }
        #expect(page.terms(ofRecord: 0).text == ["preamble", "words"])
        let again = SearchPage(url: "long.html", title: "Long", document: document)
        #expect(again.fingerprint == page.fingerprint && again.termBytes == page.termBytes)
    }

    /// A level-1 heading reads like the page title when their words are the same, ignoring case, accents and
    /// spacing; words cut apart differently are not the same.
    @Test func aHeadingReadsLikeTheTitleWhenItsTermsAreTheSame() {
        for (heading, title) in [
            ("Getting  Started", "getting started"), ("Café crème", "cafe CREME"), ("", ""), ("検索機能", "検索機能"),
            ("A — B!", "a b"),
        ] {
            #expect(SearchPage.sameTitle(heading, title), "\(heading) | \(title)")
        }
        for (heading, title) in [("A B", "AB"), ("ab", "a b"), ("Guide", "Guides"), ("Alpha", "Omega"), ("検索", "検索機能")]
        {
            #expect(!SearchPage.sameTitle(heading, title), "\(heading) | \(title)")
        }
    }

    @Test func aPageWithoutALevelOneHeadingHasAPageRecordOfItsPreamble() {
        let document = Document.parse("Before.\n\n## One\n\nx\n\n# Other title\n\ny\n")
        let page = SearchPage(url: "p.html", title: "Front matter title", document: document)
        #expect(page.records.map(\.id) == ["", "one", "other-title"])
        #expect(page.records.map(\.text) == ["Before.", "x", "y"])
        #expect(page.records[0].size == 3)
    }

    @Test func plainTextDropsTagsAndDecodesReferences() {
        let html =
            "<p>a <em>b</em>c<br />d</p>\n<ul>\n<li>x</li>\n<li>y</li>\n</ul>\n<p>&lt;tag&gt; &amp; &#233;&#x41;"
            + " &bogus; <a href=\"u\" title=\"1 > 0\">link</a></p><script>var hidden;</script><!-- note -->"
            + "<pre><code><span class=\"hl-k\">let</span> x</code></pre>"
        #expect(SearchText.plainText(ofHTML: html) == "a bc d x y <tag> & éA &bogus; link let x")
        #expect(SearchText.plainText(ofHTML: "<p>ééé</p>", limit: 5) == "éé")
        #expect(SearchText.cut("aé", toBytes: 2) == "a")
    }

    /// A quoted attribute value ends only at its own kind of quote, whatever it holds; a quote never closed runs
    /// to the end.
    @Test func quotedAttributeValuesAreNotText() {
        #expect(SearchText.plainText(ofHTML: "<p>a<a title='x > y' href=\"p>q\">b</a>c</p>") == "abc")
        #expect(SearchText.plainText(ofHTML: "<a title=\"it's > 1\">x</a> <a title='say \"> \"'>y</a>") == "x y")
        #expect(SearchText.plainText(ofHTML: "<p>one</p><a title=\"open>two three") == "one")
    }

    /// The tag names the text extraction compares with are constants: they must be the names packed.
    @Test func packedTagNamesMatchTheirConstants() {
        typealias Tag = SearchText.Tag
        #expect(Tag.script == Tag.pack("script") && Tag.style == Tag.pack("style"))
        for name in Tag.inlineNames { #expect(Tag.isInline(Tag.pack(name)), "\(name)") }
        for name in ["p", "li", "br", "td", "pre", "div", "table", "script", "style", "details", "summary"] {
            #expect(!Tag.isInline(Tag.pack(name)), "\(name)")
        }
        #expect(SearchText.plainText(ofHTML: "<P>x</P><STYLE>p{}</STYLE><Span>y</Span>z<Strong>w</Strong>") == "x yzw")
    }

    @Test func wordsAreFoldedAndCut() {
        #expect(
            SearchTerms.terms(in: "Crème BRÛLÉE, Zoë's café_au-lait 42") == [
                "creme", "brulee", "zoe", "s", "cafe", "au", "lait", "42",
            ])
        // Decomposed input folds the same as composed input.
        #expect(SearchTerms.terms(in: "Cre\u{300}me") == ["creme"])
        let long = String(repeating: "a", count: 50)
        #expect(SearchTerms.terms(in: long) == [String(repeating: "a", count: SearchTerms.maxWordLength)])
    }

    @Test func cjkRunsBecomeBigrams() {
        #expect(SearchTerms.terms(in: "全文検索です") == ["全文", "文検", "検索", "索で", "です"])
        #expect(SearchTerms.terms(in: "Foldmarkの検索。字") == ["foldmark", "の検", "検索", "字"])
        #expect(SearchTerms.terms(in: "한국어 검색") == ["한국", "국어", "검색"])
        let index = SearchIndex(pages: [
            SearchPage(url: "", title: "日本語", document: Document.parse("## 使い方\n\n全文検索機能。\n"))
        ])
        let terms = (try? Self.object(index.script(textPrefix: "")))?["terms"] as? String ?? ""
        for bigram in ["検索", "索機", "機能", "使い", "日本"] {
            #expect(terms.split(separator: " ").contains(Substring(bigram)))
        }
    }

    /// Pages, ids and titles are each one string of fields separated by line feeds, one field per record even
    /// when it is empty (the page's own record has no id; a report's page has no URL), and a title that spans
    /// lines stays one field.
    @Test func fieldsAreOnePerRecordEvenWhenEmptyOrOnManyLines() throws {
        let document = Document.parse("Intro\n\nFirst line\nsecond line\n---\n\nText\n\n## Plain\n\nMore\n")
        let index = SearchIndex(pages: [
            SearchPage(url: "", title: "", document: document),
            SearchPage(url: "b.html", title: "B\nthen more", document: Document.parse("Bee\n")),
        ])
        let object = try Self.object(index.script(textPrefix: ""))
        #expect(object["version"] as? Int == 2)
        func fields(_ key: String) throws -> [String] {
            try #require(object[key] as? String).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
        }
        let records = SearchNumbers.decode(try #require(object["sizes"] as? String)).count
        #expect(SearchNumbers.decode(try #require(object["pageRecords"] as? String)) == [3, 1])
        #expect(records == 4)
        #expect(try fields("ids") == ["", "first-line-second-line", "plain", ""])
        #expect(try fields("titles") == ["", "First line second line", "Plain", ""])
        #expect(try fields("pages") == ["", "", "b.html", "B then more"])
    }

    /// A report's page is not fingerprinted (nothing is named after it), and its inlined index is the one a
    /// fingerprinted page gives; a site's page is fingerprinted, and a change of its text changes both hashes.
    @Test func aReportsIndexSkipsTheFingerprintsAndNothingElse() throws {
        let markdown = "Intro.\n\n## Install\n\nRun `make`.\n\n### Linux\n\nApt, then 日本語の検索。\n\n## Use\n\nType.\n"
        let document = Document.parse(markdown)
        let inline = SearchIndex.inlineScript(for: document, title: "Guide")
        let page = SearchPage(url: "", title: "Guide", document: document)
        let index = SearchIndex(pages: [page])
        #expect(inline == index.script(textPrefix: "") + index.textShards().joined())
        let report = SearchPage(url: "", title: "Guide", document: document, fingerprinted: false)
        #expect(report.records == page.records && report.termBytes == page.termBytes)
        #expect(report.fingerprint == 0 && report.textHash == 0)
        let edited = SearchPage(
            url: "", title: "Guide", document: Document.parse(markdown.replacingOccurrences(of: "Type.", with: "Tip.")))
        #expect(page.fingerprint != 0 && edited.fingerprint != page.fingerprint && edited.textHash != page.textHash)
    }

    @Test func termsAreSortedAsJavaScriptComparesThem() throws {
        // By UTF-16 code units: U+1D49C (a surrogate pair, 0xD835 …) sorts before U+FF5A, unlike by code point.
        for text in ["b a ab", "\u{FF5A} \u{1D49C} a"] {
            let index = SearchIndex(pages: [SearchPage(url: "", title: "", document: Document.parse(text))])
            let terms = try #require(try Self.object(index.script(textPrefix: ""))["terms"] as? String)
            let list = terms.split(separator: " ").map(String.init)
            #expect(list == list.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
            #expect(list.count == 3)
        }
    }

    /// Every term's postings, read back from the script, are what the pages' terms say: each record that holds
    /// the term once, in record order, flagged when the term is in its heading; a term's records cross pages.
    @Test func postingsListEveryRecordOfEachTermInOrder() throws {
        let paragraph = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 40)
        var pages: [SearchPage] = []
        for number in 0..<30 {
            var markdown = "# Page \(number)\n\nIntro \(number) Ünïcode words.\n\n"
            for section in 0..<40 {
                markdown += "## Part \(section) lorem\n\nWord\(section) \(paragraph) part Ipsum \(number).\n\n"
                if section % 7 == 0 { markdown += "### 検索機能 \(section)\n\n機能 and lorem.\n\n" }
            }
            pages.append(
                SearchPage(url: "p\(number).html", title: "Page \(number)", document: Document.parse(markdown)))
        }
        let expected = try Self.checkPostings(of: pages)
        let records = pages.map(\.records.count).reduce(0, +)
        #expect(expected["lorem"]?.count == records - 30 && expected["機能"]?.count == 30 * 6)
    }

    /// Terms that share their first 8 bytes or more, long ones (past 16 bytes, and cut at 32 characters), terms
    /// beyond ASCII, and enough terms to make the index's table grow several times: each term keeps its own
    /// postings, and the terms are in JavaScript's order.
    @Test func postingsHoldForTermsThatShareTheirFirstBytes() throws {
        let stems = [
            "internat", "internationalization", "internationalize", "internationalism", "internationalized",
            "internationalizes", "international", "interna", "i18n", String(repeating: "abcdefgh", count: 5),
            "ünïcödéünïcödé", "ünïcödéünïcödés",
        ]
        var pages: [SearchPage] = []
        for number in 0..<20 {
            var markdown = "# Page \(number) \(stems[number % stems.count])\n\n"
            for section in 0..<10 {
                let words = stems.indices.filter { ($0 + section + number) % 3 != 0 }.map { stems[$0] }
                let many = (0..<60).map {
                    "w\(number * 600 + section * 60 + $0)x\(String(repeating: "y", count: $0 % 20))"
                }
                markdown +=
                    "## Part \(section) \(words.first ?? "")\n\n\(words.joined(separator: " ")) \(many.joined(separator: " "))\n\n"
            }
            pages.append(
                SearchPage(url: "p\(number).html", title: "Page \(number)", document: Document.parse(markdown)))
        }
        let expected = try Self.checkPostings(of: pages)
        #expect(expected.count > 12_000)
        #expect(expected["internationalization"] != expected["internationalize"])
        #expect(expected[String(repeating: "abcdefgh", count: 4)] != nil)
    }

    /// Checks the postings that the index script of `pages` lists, read back, against the pages' terms, and the
    /// order of its terms; returns the postings.
    static func checkPostings(of pages: [SearchPage]) throws -> [String: [Int]] {
        let index = SearchIndex(pages: pages)
        // What the postings should be, from each record's terms.
        var expected: [String: [Int]] = [:]
        var record = 0
        for page in pages {
            for local in page.records.indices {
                let (heading, text) = page.terms(ofRecord: local)
                for term in Set(heading) { expected[term, default: []].append(record * 2 + 1) }
                for term in Set(text).subtracting(heading) { expected[term, default: []].append(record * 2) }
                record += 1
            }
        }
        let object = try Self.object(index.script(textPrefix: ""))
        let terms = try #require(object["terms"] as? String).split(separator: " ").map(String.init)
        let lists = try #require(object["postings"] as? String).split(separator: " ", omittingEmptySubsequences: false)
        #expect(terms.count == expected.count && lists.count == terms.count)
        var found: [String: [Int]] = [:]
        for (term, list) in zip(terms, lists) {
            var previous = 0
            found[term] = SearchNumbers.decode(String(list)).map { value in
                previous += value >> 1
                return previous * 2 + (value & 1)
            }
        }
        #expect(found == expected)
        #expect(terms == terms.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
        return expected
    }

    @Test func numbersRoundTrip() {
        let values = [0, 1, 63, 64, 65, 1535, 1536, 36_863, 36_864, 100_000, 10_000_000, Int(Int32.max), Int.max]
        var numbers = SearchNumbers()
        for value in values { numbers.append(value) }
        #expect(SearchNumbers.decode(numbers.text) == values)
        #expect(numbers.text.count < values.count * 4 + 10)
        #expect(!numbers.text.contains(" ") && !numbers.text.contains("\"") && !numbers.text.contains("\\"))
        // The low digits are worked out, not looked up: the same as the table (which the page's script has too).
        #expect((0..<64).map(SearchNumbers.lowDigit) == SearchNumbers.low)
    }

    @Test func theScriptCannotBreakOutOfItsElement() throws {
        let hostile = "</script><script>alert(1)</script><!-- \u{2028}\u{2029} \"quote\" back\\slash"
        let document = Document.parse("# T\n\n## Section\n\nText\n")
        let index = SearchIndex(pages: [SearchPage(url: "a</script>.html", title: hostile, document: document)])
        let script = index.script(textPrefix: "")
        for needle in ["</", "<!--", "<script", "\u{2028}", "\u{2029}"] { #expect(!script.contains(needle)) }
        let object = try Self.object(script)
        let pages = try #require(object["pages"] as? String).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(pages == ["a</script>.html", Substring(hostile)])
        // The same in a rendered report: one closing tag per script element, and the title intact in the index.
        let report = try HTMLRenderer().renderReport(
            document, title: hostile, searchIndex: SearchIndex.inlineScript(for: document, title: hostile))
        // Three script elements (the head's, the index, the theme's script), so three closing tags.
        #expect(report.components(separatedBy: "</script>").count - 1 == 3)
        let shard = SearchIndex(pages: [SearchPage(url: "", title: "t", document: Document.parse(hostile))])
        for needle in ["</", "<!--", "\u{2028}"] { #expect(!shard.textShards().joined().contains(needle)) }
    }

    @Test func textShardsSplitAndTheIndexKnowsWhere() throws {
        let pages = (0..<40).map { number in
            SearchPage(
                url: "p\(number).html", title: "Page \(number)",
                document: Document.parse(String(repeating: "word\(number) filler text. ", count: 200)))
        }
        let index = SearchIndex(pages: pages)
        let shards = index.textShards()
        #expect(shards.count > 1)
        let starts = try #require(try Self.object(index.script(textPrefix: "t."))["shards"] as? [Int])
        #expect(starts.count == shards.count && starts.first == 0)
        for (number, shard) in shards.enumerated() {
            #expect(shard.hasPrefix("(window.FoldmarkSearchText=window.FoldmarkSearchText||{})[\(number)]=["))
        }
    }

    /// A record's text longer than a snippet is cut in its shard after at most ``SearchIndex/snippetBytes`` bytes,
    /// at a character's start: never inside a character's encoding.
    @Test func aShardCutsALongTextAtACharacterBoundary() throws {
        for lead in ["", "a", "ab", "abc"] {
            let text = lead + String(repeating: "é日😀", count: 3_000)
            let index = SearchIndex(pages: [SearchPage(url: "", title: "T", document: Document.parse(text))])
            let shard = try #require(index.textShards().first)
            let prefix = "(window.FoldmarkSearchText=window.FoldmarkSearchText||{})[0]=["
            #expect(shard.hasPrefix(prefix) && shard.hasSuffix("];\n"))
            let literal = shard.dropFirst(prefix.count - 1).dropLast(2)
            let texts = try #require(try JSONSerialization.jsonObject(with: Data(literal.utf8)) as? [String])
            #expect(texts.count == 1)
            let cut = texts[0]
            #expect(text.hasPrefix(cut))
            #expect(cut.utf8.count <= SearchIndex.snippetBytes && cut.utf8.count > SearchIndex.snippetBytes - 4)
        }
    }

    /// A site names its index before writing it, by a fingerprint of what the script is made of: the same pages
    /// give the same name, and any change the script would show (a word, a heading, an id, a URL, a title, the
    /// sections' nesting, the text shards' names) gives another.
    @Test func theFingerprintChangesWhenTheScriptWould() throws {
        func index(_ markdown: String, url: String = "a.html", title: String = "A") -> SearchIndex {
            SearchIndex(pages: [
                SearchPage(url: url, title: title, document: Document.parse(markdown)),
                SearchPage(url: "b.html", title: "B", document: Document.parse("# B\n\nBee.\n")),
            ])
        }
        let markdown = "# A\n\nIntro.\n\n## One\n\nFirst words.\n\n### Two\n\nSecond.\n"
        let base = index(markdown)
        #expect(base.fingerprint(textPrefix: "t.") == index(markdown).fingerprint(textPrefix: "t."))
        #expect(base.fingerprint(textPrefix: "t.").count == 16)
        let changed = [
            index(markdown.replacingOccurrences(of: "First", with: "Fist")),
            index(markdown.replacingOccurrences(of: "## One", with: "## Uno")),
            index(markdown.replacingOccurrences(of: "## One", with: "## One {#first}")),
            index(markdown.replacingOccurrences(of: "### Two", with: "## Two")),
            index(markdown, url: "c.html"),
            index(markdown, title: "Other"),
        ]
        let script = base.script(textPrefix: "t.")
        for other in changed {
            #expect(other.script(textPrefix: "t.") != script)
            #expect(other.fingerprint(textPrefix: "t.") != base.fingerprint(textPrefix: "t."))
        }
        #expect(base.fingerprint(textPrefix: "u.") != base.fingerprint(textPrefix: "t."))
        // The shard starts the site names its files by are the ones the script lists.
        let starts = try #require(try Self.object(script)["shards"] as? [Int])
        #expect(starts == base.shardStarts)
    }
}
