/// Gives ids to headings inside block quotes and lists, which do not open sections but may still be linked to.
///
/// The parser leaves a marker right after such a heading's `<hN>`; ``fill(_:ids:)`` turns each `<hN>` + marker
/// into `<hN id="…">`, in order. Nothing else in the HTML changes.
enum NestedHeadingIDs {
    /// The marker: `<` then U+0001, which content can never produce (see ``MarkdownParser``).
    static let marker = "<\u{1}I"

    /// `html` with its markers replaced by the given ids, in order.
    static func fill(_ html: String, ids: [String]) -> String {
        guard !ids.isEmpty else { return html }
        var result = ""
        result.reserveCapacity(html.utf8.count + ids.count * 16)
        var rest = html[...]
        var next = ids.makeIterator()
        while let range = rest.range(of: marker), let id = next.next() {
            var before = rest[..<range.lowerBound]
            // The marker follows the heading's `>`: put the id inside the tag.
            if before.hasSuffix(">") { before = before.dropLast() }
            result += before
            result += " id=\"" + HTMLEscaping.escape(id) + "\">"
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}
