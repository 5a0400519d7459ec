/// Gives folding blocks (callouts, outline items) their ids once every heading has one.
///
/// The parser leaves a marker where each block's id goes, `id="<U+0001B"`; ``fill(_:ids:)`` replaces the
/// markers, in order, with the escaped ids. Nothing else in the HTML changes.
enum FoldingBlockIDs {
    /// The marker: `<` then U+0001, which content can never produce (see ``MarkdownParser``).
    static let marker = "<\u{1}B"

    /// `html` with its markers replaced by the given ids, in order.
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
            result += bytes[start..<index]
            result += Array(HTMLEscaping.escape(id).utf8)
            index += pattern.count
            start = index
        }
        result += bytes[start...]
        return String(decoding: result, as: UTF8.self)
    }
}
