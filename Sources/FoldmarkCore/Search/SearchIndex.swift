/// A site's (or a report's) search index, written as JavaScript that the page's script loads: records are
/// sections, their words in an inverted index, their text in separate shards that are loaded only to show
/// snippets.
///
/// The index script assigns one global, `window.FoldmarkSearchIndex`, an object with:
/// - `pages`: one string, `url` and `title` of each page in turn, separated by line feeds; records refer to pages
///   by their order;
/// - `pageRecords`: numbers (see ``SearchNumbers``), how many records each page has;
/// - `ids`, `titles`: one string each, each record's section id and heading (empty: the page itself, and the
///   page title), separated by line feeds. One string rather than an array of strings: a browser parses it
///   quickly and makes one object, not one per record. A line feed in a value (a title that spans lines) is
///   written as a space;
/// - `sizes`, `lengths`: numbers (see ``SearchNumbers``): each record's subtree size (so the heading path and the
///   sections under a heading need no other field) and its text's length in bytes, for ranking;
/// - `terms`: every term, sorted by UTF-16 code units (as JavaScript compares), separated by spaces;
/// - `postings`: for each term, the records that hold it as numbers `gap * 2 + inHeading`, separated by spaces;
/// - `shards`: the first record of each text shard; `textPrefix`: shard `k` is the file `textPrefix + k + ".js"`
///   beside the index.
/// A text shard adds `FoldmarkSearchText[k]`: the text of its records, each cut to ``snippetBytes``.
///
/// Everything is in page order and sorted where order is free, so the same pages give the same bytes.
package struct SearchIndex: Sendable {
    /// Text beyond this many bytes of a section is searched but not shown in snippets (16 KiB).
    package static let snippetBytes = 16 * 1024
    /// A text shard closes once it holds this many bytes.
    package static let shardBytes = 64 * 1024
    /// The version of the format, `version` in the index.
    package static let version = 2

    /// The pages, in the order the index lists them.
    package let pages: [SearchPage]

    /// An index of `pages`, in this order.
    package init(pages: [SearchPage]) {
        self.pages = pages
    }

    /// A fingerprint of every record's text (16 hexadecimal digits): the same texts give the same fingerprint, and
    /// so the same text shards.
    package var textFingerprint: String {
        var hash = Fingerprint()
        for page in pages { hash.add(page.textHash) }
        return hash.hex
    }

    /// A fingerprint of everything the index script is made of (16 hexadecimal digits), known before the script
    /// is written: the same pages and `textPrefix` give the same fingerprint, and so the same script. It covers
    /// ``version`` and ``scriptRevision``, so a change of how the script is written changes it too.
    package func fingerprint(textPrefix: String) -> String {
        var hash = Fingerprint()
        hash.add(Self.version)
        hash.add(Self.scriptRevision)
        hash.add(field: textPrefix)
        for page in pages { hash.add(page.fingerprint) }
        return hash.hex
    }

    /// Raised whenever ``script(textPrefix:)`` writes other bytes for the same pages, so that a site's index
    /// changes name (browsers cache it by name).
    package static let scriptRevision = 2

    /// The first record of each text shard, in order: a shard closes once its records' texts (and a separator
    /// each) reach ``shardBytes``.
    package var shardStarts: [Int] {
        var starts: [Int] = []
        var fill = 0
        var record = 0
        for page in pages {
            for entry in page.records {
                if fill == 0 { starts.append(record) }
                fill += entry.text.utf8.count + 1
                if fill >= Self.shardBytes { fill = 0 }
                record += 1
            }
        }
        return starts
    }

    /// The text shards' scripts, in order, split where ``shardStarts`` says.
    package func textShards() -> [String] {
        let starts = shardStarts
        var shards: [String] = []
        var script: [UInt8] = []
        var record = 0
        func close() {
            script += "];\n".utf8
            shards.append(String(decoding: script, as: UTF8.self))
        }
        for page in pages {
            for entry in page.records {
                if shards.count + 1 < starts.count, record == starts[shards.count + 1] { close() }
                if record == starts[shards.count] {
                    script.removeAll(keepingCapacity: true)
                    script += "(window.FoldmarkSearchText=window.FoldmarkSearchText||{})[\(shards.count)]=[".utf8
                } else {
                    script.append(UInt8(ascii: ","))
                }
                var text = entry.text
                text.withUTF8 { utf8 in
                    let end = SearchText.cutLength(utf8, toBytes: Self.snippetBytes)
                    ScriptString.append(utf8: UnsafeBufferPointer(rebasing: utf8[..<end]), to: &script)
                }
                record += 1
            }
        }
        if !starts.isEmpty { close() }
        return shards
    }

    /// The index's script; `textPrefix` names the text shards, relative to the index's folder.
    package func script(textPrefix: String) -> String {
        var pagesField: [UInt8] = []
        var ids: [UInt8] = []
        var titles: [UInt8] = []
        var pageRecords = SearchNumbers()
        var sizes = SearchNumbers()
        var lengths = SearchNumbers()
        var table = SearchTermTable()
        var record: Int32 = 0
        for (number, page) in pages.enumerated() {
            if number > 0 { pagesField.append(UInt8(ascii: "\n")) }
            Self.appendField(page.url, to: &pagesField)
            pagesField.append(UInt8(ascii: "\n"))
            Self.appendField(page.title, to: &pagesField)
            pageRecords.append(page.records.count)
            for (local, entry) in page.records.enumerated() {
                if record > 0 {
                    ids.append(UInt8(ascii: "\n"))
                    titles.append(UInt8(ascii: "\n"))
                }
                Self.appendField(entry.id, to: &ids)
                Self.appendField(entry.title, to: &titles)
                sizes.append(entry.size)
                lengths.append(entry.text.utf8.count)
                let start = local == 0 ? 0 : page.termEnds[local - 1].text
                let (heading, text) = page.termEnds[local]
                table.post(page.termBytes, from: start, to: heading, value: record * 2 + 1)
                table.post(page.termBytes, from: heading, to: text, value: record * 2)
                record += 1
            }
        }
        let terms = table.sortedNumbers()
        let postings = table.groupedPostings()
        var termsField: [UInt8] = []
        var postingsField = SearchNumbers()
        for (index, term) in terms.enumerated() {
            if index > 0 {
                termsField.append(UInt8(ascii: " "))
                postingsField.appendSeparator()
            }
            table.appendTerm(term, to: &termsField)
            var previous: Int32 = 0
            for value in postings.values[postings.offsets[term]..<postings.offsets[term + 1]] {
                let record = value >> 1
                postingsField.append(Int((record - previous) * 2 + (value & 1)))
                previous = record
            }
        }
        var script = Array("window.FoldmarkSearchIndex={\"version\":\(Self.version)".utf8)
        script += Array(",\"pages\":".utf8)
        pagesField.withUnsafeBufferPointer { ScriptString.append(utf8: $0, to: &script) }
        script += Array(",\"pageRecords\":\"".utf8) + pageRecords.bytes + Array("\"".utf8)
        script += Array(",\"ids\":".utf8)
        ids.withUnsafeBufferPointer { ScriptString.append(utf8: $0, to: &script) }
        script += Array(",\"titles\":".utf8)
        titles.withUnsafeBufferPointer { ScriptString.append(utf8: $0, to: &script) }
        script += Array(",\"sizes\":\"".utf8) + sizes.bytes + Array("\"".utf8)
        script += Array(",\"lengths\":\"".utf8) + lengths.bytes + Array("\"".utf8)
        script += Array(",\"terms\":".utf8)
        termsField.withUnsafeBufferPointer { ScriptString.append(utf8: $0, to: &script) }
        script += Array(",\"postings\":\"".utf8) + postingsField.bytes + Array("\"".utf8)
        script += Array(",\"shards\":[".utf8) + Array(shardStarts.map(String.init).joined(separator: ",").utf8)
        script += Array("]".utf8) + Array(",\"textPrefix\":".utf8)
        ScriptString.append(textPrefix, to: &script)
        script += Array("};\n".utf8)
        return String(decoding: script, as: UTF8.self)
    }
}

extension SearchIndex {
    /// Appends the UTF-8 of `value` as one field of a list separated by line feeds: a line feed in it becomes a
    /// space.
    fileprivate static func appendField(_ value: String, to list: inout [UInt8]) {
        var value = value
        value.withUTF8 { utf8 in
            let start = list.count
            list.append(contentsOf: utf8)
            guard utf8.contains(UInt8(ascii: "\n")) else { return }
            for index in start..<list.count where list[index] == UInt8(ascii: "\n") {
                list[index] = UInt8(ascii: " ")
            }
        }
    }

    /// The search index of one document (a report), with its text, as one script to inline in the page: the
    /// page's URL is "" (this page).
    /// The index script and the text shards are independent: they are written at the same time, on two threads.
    package static func inlineScript(for document: Document, title: String) -> String {
        let index = SearchIndex(pages: [SearchPage(url: "", title: title, document: document, fingerprinted: false)])
        let parts = ParallelMap.map(2) { part in
            part == 0 ? index.script(textPrefix: "") : index.textShards().joined()
        }
        return parts[0] + parts[1]
    }
}
