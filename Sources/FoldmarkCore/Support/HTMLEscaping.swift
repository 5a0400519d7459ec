/// Escaping of text for HTML text and attribute values.
///
/// Works on the UTF-8 bytes, never on `Character`s: a `"` or `<` followed by a combining mark is one grapheme
/// cluster in Swift, and an escaper that compares graphemes would let it through unescaped. The five bytes
/// replaced here never occur inside a multi-byte UTF-8 sequence, so the result is valid UTF-8 whatever follows them.
package enum HTMLEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references.
    package static func escape(_ text: String) -> String {
        let utf8 = text.utf8
        // On the bytes themselves where the string has them in one piece (native strings do): several times faster.
        let special =
            utf8.withContiguousStorageIfAvailable { $0.contains(where: isSpecial) } ?? utf8.contains(where: isSpecial)
        guard special else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 32)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes += ampersand
            case UInt8(ascii: "<"): bytes += lessThan
            case UInt8(ascii: ">"): bytes += greaterThan
            case UInt8(ascii: "\""): bytes += quote
            case UInt8(ascii: "'"): bytes += apostrophe
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `before`, then `value` escaped, then `after` to `html`: a value between two pieces of markup, such
    /// as an attribute (`" href=\""`, the URL, `"\""`), with no string made for the three together.
    package static func append(_ before: String, escaping value: String, _ after: String, to html: inout String) {
        html += before
        html += escape(value)
        html += after
    }

    /// Whether `byte` is one of the five bytes ``escape(_:)`` replaces.
    package static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)
}
