/// Gives folding blocks (callouts, outline items) their ids once every heading has one.
///
/// The parser leaves a marker where each block's id goes, `id="<U+0001B"`; ``fill(_:ids:)`` replaces the
/// markers, in order, with the escaped ids. Nothing else in the HTML changes.
enum FoldingBlockIDs {
    /// The marker: `<` then U+0001, which content can never produce (see ``MarkdownParser``).
    static let marker = "<\u{1}B"

    /// `html` with its markers replaced by the given ids, in order.
    static func fill(_ html: String, ids: [String]) -> String {
        MarkerFill.fill(html, marker: marker, ids: ids) { output, _, id in
            output += Array(HTMLEscaping.escape(id).utf8)
        }
    }
}
