/// A site's (or a report's) search index, written as JavaScript that the page's script loads: records are
/// sections, their words in an inverted index, their text in separate shards that are loaded only to show
/// snippets.
///
/// The index script assigns one global, `window.FoldmarkSearchIndex`, an object with:
/// - `pages`: `url, title, recordCount` for each page, flat; records refer to pages by their order;
/// - `ids`, `titles`: each record's section id and heading (`""`: the page itself, and the page title);
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
    package static let version = 1

    /// The pages, in the order the index lists them.
    package let pages: [SearchPage]

    /// An index of `pages`, in this order.
    package init(pages: [SearchPage]) {
        self.pages = pages
    }

    /// The text shards' scripts, in order.
    package func textShards() -> [String] {
        var shards: [String] = []
        var script = ""
        var shard = 0
        var count = 0
        func close() {
            script += "];\n"
            shards.append(script)
        }
        for page in pages {
            for record in page.records {
                if count == 0 {
                    script = "(window.FoldmarkSearchText=window.FoldmarkSearchText||{})[\(shard)]=["
                } else {
                    script += ","
                }
                script += ScriptString.quoted(SearchText.cut(record.text, toBytes: Self.snippetBytes))
                count += record.text.utf8.count + 1
                if count >= Self.shardBytes {
                    close()
                    shard += 1
                    count = 0
                }
            }
        }
        if count > 0 { close() }
        return shards
    }

    /// The index's script; `textPrefix` names the text shards, relative to the index's folder.
    package func script(textPrefix: String) -> String {
        var pagesField: [String] = []
        var ids: [String] = []
        var titles: [String] = []
        var sizes = SearchNumbers()
        var lengths = SearchNumbers()
        var postings: [String: [Int]] = [:]
        var shardStarts: [Int] = []
        var shardFill = 0
        var record = 0
        for page in pages {
            pagesField += [ScriptString.quoted(page.url), ScriptString.quoted(page.title), String(page.records.count)]
            for (local, entry) in page.records.enumerated() {
                if shardFill == 0 { shardStarts.append(record) }
                shardFill += entry.text.utf8.count + 1
                if shardFill >= Self.shardBytes { shardFill = 0 }
                ids.append(ScriptString.quoted(entry.id))
                titles.append(ScriptString.quoted(entry.title))
                sizes.append(entry.size)
                lengths.append(entry.text.utf8.count)
                for (term, inHeading) in page.terms[local] {
                    postings[term, default: []].append(record * 2 + (inHeading ? 1 : 0))
                }
                record += 1
            }
        }
        let terms = postings.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        var termsField = ""
        var postingsField = ""
        for (index, term) in terms.enumerated() {
            if index > 0 {
                termsField += " "
                postingsField += " "
            }
            termsField += term
            var list = SearchNumbers()
            var previous = 0
            for value in postings[term]! {
                let record = value >> 1
                list.append((record - previous) * 2 + (value & 1))
                previous = record
            }
            postingsField += list.text
        }
        var script = "window.FoldmarkSearchIndex={\"version\":\(Self.version)"
        script += ",\"pages\":[" + pagesField.joined(separator: ",") + "]"
        script += ",\"ids\":[" + ids.joined(separator: ",") + "]"
        script += ",\"titles\":[" + titles.joined(separator: ",") + "]"
        script += ",\"sizes\":" + ScriptString.quoted(sizes.text)
        script += ",\"lengths\":" + ScriptString.quoted(lengths.text)
        script += ",\"terms\":" + ScriptString.quoted(termsField)
        script += ",\"postings\":" + ScriptString.quoted(postingsField)
        script += ",\"shards\":[" + shardStarts.map(String.init).joined(separator: ",") + "]"
        script += ",\"textPrefix\":" + ScriptString.quoted(textPrefix)
        script += "};\n"
        return script
    }
}

extension SearchIndex {
    /// The search index of one document (a report), with its text, as one script to inline in the page: the
    /// page's URL is "" (this page).
    package static func inlineScript(for document: Document, title: String) -> String {
        let index = SearchIndex(pages: [SearchPage(url: "", title: title, document: document)])
        return index.script(textPrefix: "") + index.textShards().joined()
    }
}
