/// Gives ids to headings inside block quotes and lists, which do not open sections but may still be linked to.
///
/// The parser leaves a marker right after such a heading's `<hN>`; ``fill(_:ids:)`` turns each `<hN>` + marker
/// into `<hN id="…">`, in order. Nothing else in the HTML changes.
enum NestedHeadingIDs {
    /// The marker: `<` then U+0001, which content can never produce (see ``MarkdownParser``).
    static let marker = "<\u{1}I"

    /// `html` with its markers replaced by the given ids, in order (see ``MarkerFill``).
    static func fill(_ html: String, ids: [String]) -> String {
        MarkerFill.fill(html, marker: marker, ids: ids) { output, before, id in
            // The marker follows the heading's `>`: put the id inside the tag.
            if before > 0, output.last == UInt8(ascii: ">") { output.removeLast() }
            output += Array((" id=\"" + HTMLEscaping.escape(id) + "\">").utf8)
        }
    }
}
