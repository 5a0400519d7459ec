/// The ids written in raw HTML (kept with ``ParseOptions/unsafeHTML``): the only ids Foldmark reads from HTML
/// rather than hands out itself.
///
/// An id is the value of an attribute written ` id="…"`, with the character references `&quot;`, `&#39;`, `&lt;`,
/// `&gt;` and `&amp;` decoded. Bytes are searched, not `Character`s: an id that starts with a combining mark joins
/// the quote before it into one `Character`.
enum RawHTMLIDs {
    /// The ids `html` defines, in order.
    static func ids(in html: some Collection<UInt8>) -> [String] {
        var result: [String] = []
        let marker = Array(" id=\"".utf8)
        var index = html.startIndex
        while index != html.endIndex {
            guard html[index] == marker[0], html[index...].starts(with: marker) else {
                index = html.index(after: index)
                continue
            }
            let start = html.index(index, offsetBy: marker.count)
            guard let end = html[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            result.append(unescape(String(decoding: html[start..<end], as: UTF8.self)))
            index = end
        }
        return result
    }

    /// `text` with the character references that escaping writes decoded, in one pass over its bytes.
    static func unescape(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"),
                let (reference, character) = references.first(where: { bytes[index...].starts(with: $0.0) })
            {
                result.append(character)
                index += reference.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let references: [([UInt8], UInt8)] = [
        ("&quot;", "\""), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"),
    ].map { (Array($0.0.utf8), $0.1.utf8.first!) }
}
