extension SearchPage {
    /// A key of everything ``init(url:title:document:fingerprinted:)`` reads to make a fingerprinted page: the URL,
    /// the title, the preamble's HTML, and each section's place in the tree, level, id, heading text and body, in
    /// document order. Two documents with the same key give the same records, so a site can keep a page's records
    /// under it from one build to the next and take them back while the key holds.
    package static func key(url: String, title: String, document: Document) -> WideHash {
        var hash = WideHash()
        hash.add(url)
        hash.add(title)
        hash.add(document.preamble)
        // Depth-first, without recursion; each section's depth gives the tree's shape.
        var walk: [(Section, Int)] = document.sections.reversed().map { ($0, 1) }
        while let (section, depth) = walk.popLast() {
            hash.add(depth)
            hash.add(section.level)
            hash.add(section.id)
            hash.add(section.title.text)
            hash.add(section.body)
            walk.append(contentsOf: section.children.reversed().map { ($0, depth + 1) })
        }
        return hash
    }

    /// Appends the page as bytes (see ``StoredBytes``), as ``init(stored:)`` reads it back.
    package func store(into bytes: inout [UInt8]) {
        StoredBytes.append(url, to: &bytes)
        StoredBytes.append(title, to: &bytes)
        StoredBytes.append(hash: textHash, to: &bytes)
        StoredBytes.append(hash: fingerprint, to: &bytes)
        StoredBytes.append(run: termBytes, to: &bytes)
        StoredBytes.append(records.count, to: &bytes)
        for (record, end) in zip(records, termEnds) {
            StoredBytes.append(record.id, to: &bytes)
            StoredBytes.append(record.title, to: &bytes)
            StoredBytes.append(record.size, to: &bytes)
            StoredBytes.append(record.text, to: &bytes)
            StoredBytes.append(end.heading, to: &bytes)
            StoredBytes.append(end.text, to: &bytes)
        }
    }

    /// The page ``store(into:)`` wrote as `bytes`; `nil` when they are not whole and consistent: every record's
    /// subtree inside the page, and its terms' ends in order within ``termBytes``.
    package init?(stored bytes: UnsafeRawBufferPointer) {
        var reader = StoredBytes.Reader(bytes)
        guard let url = reader.string(), let title = reader.string(), let textHash = reader.hash(),
            let fingerprint = reader.hash(), let terms = reader.run(),
            let count = reader.count(atMost: reader.remaining / 6), count > 0
        else { return nil }
        self.url = url
        self.title = title
        self.textHash = textHash
        self.fingerprint = fingerprint
        termBytes = Array(terms)
        records = []
        records.reserveCapacity(count)
        termEnds.reserveCapacity(count)
        var previousEnd = 0
        for index in 0..<count {
            guard let id = reader.string(), let heading = reader.string(),
                let size = reader.count(atMost: count - index), size > 0, let text = reader.string(),
                let headingEnd = reader.count(atMost: termBytes.count), headingEnd >= previousEnd,
                let textEnd = reader.count(atMost: termBytes.count), textEnd >= headingEnd
            else { return nil }
            records.append(Record(id: id, title: heading, size: size, text: text))
            termEnds.append((headingEnd, textEnd))
            previousEnd = textEnd
        }
        guard reader.isAtEnd else { return nil }
    }
}
