/// Fills the markers the parser leaves in rendered HTML (`<`, U+0001 and a letter, which content can never produce;
/// see ``MarkdownParser``) with what the outline decides later, such as ids, in order.
///
/// Searches UTF-8 bytes, not `Character`s: a marker followed by a combining mark makes the marker's last letter
/// and that mark one `Character`, which a `Character` search would never match. One pass, linear in the HTML.
enum MarkerFill {
    /// `html` with each `marker` (three bytes) replaced by what `write` appends for the next of `ids`; markers past
    /// the last id are left as they are. `write` gets the output so far and how many of its last bytes are the
    /// HTML just before this marker (since the previous marker), which it may take back.
    static func fill(
        _ html: String, marker: String, ids: [String],
        write: (_ output: inout [UInt8], _ before: Int, _ id: String) -> Void
    ) -> String {
        guard !ids.isEmpty else { return html }
        let bytes = Array(html.utf8)
        let pattern = Array(marker.utf8)
        precondition(pattern.count == 3, "markers are three bytes")
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + ids.count * 16)
        var next = ids.makeIterator()
        var start = 0
        var index = 0
        while index + pattern.count <= bytes.count {
            guard bytes[index] == pattern[0], bytes[index + 1] == pattern[1], bytes[index + 2] == pattern[2] else {
                index += 1
                continue
            }
            guard let id = next.next() else { break }
            result += bytes[start..<index]
            write(&result, index - start, id)
            index += pattern.count
            start = index
        }
        result += bytes[start...]
        return String(decoding: result, as: UTF8.self)
    }
}
