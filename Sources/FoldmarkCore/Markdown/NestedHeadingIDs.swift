/// Gives ids to headings inside block quotes and lists, which do not open sections but may still be linked to.
///
/// The parser leaves a marker right after such a heading's `<hN>`; ``fill(_:ids:)`` turns each `<hN>` + marker
/// into `<hN id="…">`, in order. Nothing else in the HTML changes.
enum NestedHeadingIDs {
    /// The marker: `<` then U+0001, which content can never produce (see ``MarkdownParser``).
    static let marker = "<\u{1}I"

    /// `html` with its markers replaced by the given ids, in order.
    ///
    /// Searches UTF-8 bytes, not `Character`s: a heading whose text starts with a combining mark makes the
    /// marker's last letter and that mark one `Character`, which a `Character` search would never match.
    static func fill(_ html: String, ids: [String]) -> String {
        guard !ids.isEmpty else { return html }
        let bytes = Array(html.utf8)
        let pattern = Array(marker.utf8)
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
            var before = index
            // The marker follows the heading's `>`: put the id inside the tag.
            if before > start, bytes[before - 1] == UInt8(ascii: ">") { before -= 1 }
            result += bytes[start..<before]
            result += Array((" id=\"" + HTMLEscaping.escape(id) + "\">").utf8)
            index += pattern.count
            start = index
        }
        result += bytes[start...]
        return String(decoding: result, as: UTF8.self)
    }
}
