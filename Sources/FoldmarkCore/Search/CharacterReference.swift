/// Decodes the character references that HTML bodies hold: the ones cmark-gfm writes (`&amp;`, `&lt;`, `&gt;`,
/// `&quot;`), a few common names, and numeric references. Anything else stays as written.
enum CharacterReference {
    /// The bytes the reference at `start` (an `&`) stands for, and the index after it.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (bytes: [UInt8], next: Int) {
        var end = start + 1
        while end < bytes.count, end - start <= 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > start + 1 else {
            return ([UInt8(ascii: "&")], start + 1)
        }
        let name = bytes[(start + 1)..<end]
        var scalar: Unicode.Scalar?
        if name.first == UInt8(ascii: "#") {
            var digits = name.dropFirst()
            var radix = 10
            if let x = digits.first, x == UInt8(ascii: "x") || x == UInt8(ascii: "X") {
                radix = 16
                digits = digits.dropFirst()
            }
            if let value = UInt32(String(decoding: digits, as: UTF8.self), radix: radix) {
                scalar = Unicode.Scalar(value).flatMap { $0.value == 0 ? nil : $0 } ?? "\u{FFFD}"
            }
        } else {
            scalar = named[String(decoding: name, as: UTF8.self)]
        }
        guard let scalar else { return ([UInt8(ascii: "&")], start + 1) }
        return (Array(String(Character(scalar)).utf8), end + 1)
    }

    private static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "\u{2013}",
        "mdash": "\u{2014}", "hellip": "\u{2026}", "copy": "\u{00A9}", "reg": "\u{00AE}", "trade": "\u{2122}",
    ]
}
