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
        var escaped = HTMLBuffer(capacity: utf8.count + 32)
        escaped.appendEscapingBytes(of: text)
        return escaped.string()
    }

    /// Whether `byte` is one of the five bytes ``escape(_:)`` replaces.
    package static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// The character reference that replaces `byte`, one of the five that ``isSpecial(_:)`` names.
    @inline(__always)
    package static func reference(for byte: UInt8) -> StaticString {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }
}
