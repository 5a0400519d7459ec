/// One page as search sees it: its URL and title, and its sections as records in document order.
///
/// The first record is the page itself: the text before the first heading, found by the page's URL alone. When
/// the page opens with a level-1 heading that reads like the page title (and nothing before it), that heading's
/// section is the page record instead, so the title is not shown twice. Every other section is a record of its
/// own, holding only its own text (its body, not its children's).
package struct SearchPage: Sendable {
    /// One section.
    package struct Record: Sendable, Hashable {
        /// The section's id; "" for the top of the page.
        package var id: String
        /// The heading's plain text; "" for the page record, whose title is the page's.
        package var title: String
        /// How many records its subtree holds, itself included; the records of a subtree follow it.
        package var size: Int
        /// The section's own text, at most ``SearchPage/maxTextBytes`` bytes.
        package var text: String
    }

    /// The page's URL, relative to the site's root (or absolute under a base URL).
    package var url: String
    /// The page title.
    package var title: String
    /// The page record, then every section in document order.
    package var records: [Record]
    /// The terms of every record (see ``SearchTerms/appendTerms(in:to:)``): for each, those of its heading (the
    /// page title, for the page record), then those of its text, in order, with repeats.
    package var termBytes: [UInt8] = []
    /// For each record, where its heading's terms end and where its text's terms end in ``termBytes``.
    package var termEnds: [(heading: Int, text: Int)] = []
    /// A fingerprint of the records' texts, so a site can name its text shards without reading them again.
    package var textHash: UInt64 = 0
    /// A fingerprint of everything the index takes from this page (URL, title, records, terms), so a site can
    /// name its index before writing it.
    package var fingerprint: UInt64 = 0

    /// A section's text is cut after this many UTF-8 bytes (1 MiB): words after it are not found.
    package static let maxTextBytes = 1 << 20

    /// The records of `document`, published at `url` under `title`. Without `fingerprinted`, ``textHash`` and
    /// ``fingerprint`` stay 0 (a report's page: its index is inlined, and no file is named after it).
    package init(url: String, title: String, document: Document, fingerprinted: Bool = true) {
        self.url = url
        self.title = title
        let preamble = SearchText.plainText(ofHTML: document.preamble, limit: Self.maxTextBytes)
        var top = Record(id: "", title: "", size: 0, text: preamble)
        var roots = document.sections
        if top.text.isEmpty, let first = roots.first, first.level == 1,
            Self.sameTitle(first.title.text, title)
        {
            top.id = first.id
            top.text = SearchText.plainText(ofHTML: first.body, limit: Self.maxTextBytes)
            roots = first.children + roots.dropFirst()
        }
        // Depth-first, without recursion: a record's size is known when the walk leaves its subtree. The texts
        // come after, from the bodies.
        var records = [top]
        var bodies: [String?] = [nil]
        var open: [(depth: Int, index: Int)] = [(0, 0)]
        var walk: [(Section, Int)] = roots.reversed().map { ($0, 1) }
        while let (section, depth) = walk.popLast() {
            while let last = open.last, last.depth >= depth {
                records[last.index].size = records.count - last.index
                open.removeLast()
            }
            open.append((depth, records.count))
            records.append(Record(id: section.id, title: section.title.text, size: 1, text: ""))
            bodies.append(section.body)
            walk.append(contentsOf: section.children.reversed().map { ($0, depth + 1) })
        }
        for entry in open { records[entry.index].size = records.count - entry.index }
        // Each record's text and terms: on several threads for a long page (in runs of records of about
        // `Self.parallelBytes` of HTML each), in order on this one for the others; the same bytes either way.
        let runs = Self.runs(bodies.map { $0?.utf8.count ?? 0 })
        let pieces = ParallelMap.map(runs.count, concurrency: runs.count > 1 ? nil : 1) {
            [records, bodies, title] run -> (texts: [String], terms: [UInt8], ends: [(heading: Int, text: Int)]) in
            var texts: [String] = []
            var terms: [UInt8] = []
            var ends: [(heading: Int, text: Int)] = []
            for index in runs[run] {
                let text =
                    bodies[index].map { SearchText.plainText(ofHTML: $0, limit: Self.maxTextBytes) }
                    ?? records[index].text
                SearchTerms.appendTerms(in: index == 0 ? title : records[index].title, to: &terms)
                let heading = terms.count
                SearchTerms.appendTerms(in: text, to: &terms)
                ends.append((heading, terms.count))
                texts.append(text)
            }
            return (texts, terms, ends)
        }
        var index = 0
        for piece in pieces {
            let offset = termBytes.count
            termBytes += piece.terms
            for (text, end) in zip(piece.texts, piece.ends) {
                records[index].text = text
                termEnds.append((offset + end.heading, offset + end.text))
                index += 1
            }
        }
        self.records = records
        if fingerprinted { (textHash, fingerprint) = fingerprints() }
    }

    /// ``textHash`` and ``fingerprint``, from the finished records and terms.
    private func fingerprints() -> (texts: UInt64, whole: UInt64) {
        var texts = Fingerprint()
        var whole = Fingerprint()
        whole.add(field: url)
        whole.add(field: title)
        for (record, end) in zip(records, termEnds) {
            texts.add(field: record.text)
            whole.add(field: record.id)
            whole.add(field: record.title)
            whole.add(record.size)
            whole.add(record.text.utf8.count)
            whole.add(end.heading)
            whole.add(end.text)
        }
        whole.add(termBytes)
        whole.add(texts.value)
        return (texts.value, whole.value)
    }

    /// A page whose sections hold more HTML than this (bytes) has their texts and terms made on several threads.
    static let parallelBytes = 256 * 1024

    /// The records in runs of consecutive ones of about ``parallelBytes`` of HTML each (one run for a page of
    /// less), given each record's HTML size.
    static func runs(_ sizes: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        var fill = 0
        for (index, size) in sizes.enumerated() {
            fill += size
            if fill >= parallelBytes, index + 1 < sizes.count {
                runs.append(start..<(index + 1))
                start = index + 1
                fill = 0
            }
        }
        runs.append(start..<sizes.count)
        return runs
    }

    /// The terms of record `index`'s heading and text.
    package func terms(ofRecord index: Int) -> (heading: [String], text: [String]) {
        let start = index == 0 ? 0 : termEnds[index - 1].text
        let (heading, text) = termEnds[index]
        return (SearchTerms.decode(termBytes[start..<heading]), SearchTerms.decode(termBytes[heading..<text]))
    }

    /// Whether a heading's text says the same as the page title, ignoring case and spacing: the same terms, compared
    /// as ``SearchTerms/appendTerms(in:to:)`` writes them (each after its length), without a string per term.
    static func sameTitle(_ heading: String, _ title: String) -> Bool {
        var headingTerms: [UInt8] = []
        var titleTerms: [UInt8] = []
        SearchTerms.appendTerms(in: heading, to: &headingTerms)
        SearchTerms.appendTerms(in: title, to: &titleTerms)
        return headingTerms == titleTerms
    }
}
