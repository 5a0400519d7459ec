/// Replaces control characters in text that goes into HTML, as the HTML standard does for character references.
///
/// Raw control characters in the source are replaced by ``SourceText`` before parsing, but character references
/// (`&#1;`, `&#x85;`) are decoded by cmark-gfm into the characters themselves. Here C1 controls U+0080–U+009F
/// become the Windows-1252 character of the same byte where there is one (`&#x85;` → `…`, `&#x80;` → `€`), and
/// every other C0 or C1 control and DEL becomes U+FFFD; tab, line feed, form feed and carriage return stay.
///
/// The parser's markers are `<` followed by U+0001 (see ``MarkdownParser``): ``scrubHTML(_:)`` keeps a U+0001
/// right after `<`, which content cannot produce because cmark-gfm escapes every `<` of text.
package enum ControlCharacterScrubber {
    /// `html` (UTF-8) as a string, with its control characters replaced and the parser's markers kept.
    package static func scrubHTML(_ html: UnsafeBufferPointer<UInt8>) -> String {
        guard needsScrubbing(html, keepingMarkers: true) else { return UTF8Chunks.string(decoding: html) }
        return scrub(String(decoding: html, as: UTF8.self), keepingMarkers: true)
    }

    /// Whether ``scrubHTML(_:)`` would change `html`.
    static func htmlNeedsScrubbing(_ html: UnsafeBufferPointer<UInt8>) -> Bool {
        needsScrubbing(html, keepingMarkers: true)
    }

    /// `text` with its control characters replaced; for plain text, such as a heading's title.
    package static func scrubText(_ text: String) -> String {
        var text = text
        let needed = text.withUTF8 { needsScrubbing($0, keepingMarkers: false) }
        return needed ? scrub(text, keepingMarkers: false) : text
    }

    /// Whether `bytes` hold a C0 control other than tab, line feed, form feed and carriage return, DEL, or a C1
    /// control (0xC2 0x80–0x9F). When markers are kept, a U+0001 right after `<` is a marker, which the slow path
    /// would keep as it is.
    private static func needsScrubbing(_ bytes: UnsafeBufferPointer<UInt8>, keepingMarkers: Bool) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            // Eight bytes at a time while none of them can need a look: no byte below 0x20, no DEL, no 0xC2.
            if index + 8 <= count, !Self.mayHoldControl(UnsafeRawPointer(bytes.baseAddress! + index)) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte < 0x20 {
                let isMarker = keepingMarkers && byte == 0x01 && index > 0 && bytes[index - 1] == UInt8(ascii: "<")
                if byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D && !isMarker { return true }
            } else if byte == 0x7F {
                return true
            } else if byte == 0xC2, index + 1 < count, bytes[index + 1] >= 0x80, bytes[index + 1] < 0xA0 {
                return true
            }
            index += 1
        }
        return false
    }

    /// Whether the eight bytes at `pointer` may hold a control (checked byte by byte then).
    @inline(__always)
    private static func mayHoldControl(_ pointer: UnsafeRawPointer) -> Bool {
        mayHoldControl(UInt64(littleEndian: pointer.loadUnaligned(as: UInt64.self)))
    }

    /// Whether the eight bytes of `word` may hold a control: a byte below 0x20 other than a line feed (so that
    /// text with a line break in every few words stays on this path), or 0x7F or 0xC2. No false negative:
    /// - the bytes below 0x20 and the line feeds are found exactly (see ``ByteWord``);
    /// - for 0x7F and 0xC2, `x - 0x01…` borrows into a byte's top bit where that byte of `x` is zero, and `& ~x`
    ///   drops the bytes that had their top bit already (the classic "has a zero byte" test; a borrow passing on
    ///   only adds false positives, since it starts at a byte that matched).
    @inline(__always)
    static func mayHoldControl(_ word: UInt64) -> Bool {
        let ones = ByteWord.ones
        let high = ByteWord.high
        let below20 = ByteWord.bytes(of: word, below: 0x20)
        let isLineFeed = ByteWord.bytes(of: word, equalTo: 0x0A)
        let delete = word ^ (ones &* 0x7F)
        let c2 = word ^ (ones &* 0xC2)
        let zeroDelete = (delete &- ones) & ~delete
        let zeroC2 = (c2 &- ones) & ~c2
        return ((below20 & ~isLineFeed) | zeroDelete | zeroC2) & high != 0
    }

    /// The first control character in `text` that would be replaced, as `U+0001`; `nil` when there is none.
    package static func firstControl(in text: String) -> String? {
        guard let scalar = text.unicodeScalars.first(where: { replacement(for: $0) != $0 }) else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func scrub(_ text: String, keepingMarkers: Bool) -> String {
        var output = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            output.append(replacement(for: scalar, after: keepingMarkers ? previous : nil))
            previous = scalar
        }
        return String(output)
    }

    /// What `scalar` becomes; `previous` is the scalar before it when markers are to be kept.
    package static func replacement(for scalar: Unicode.Scalar, after previous: Unicode.Scalar? = nil) -> Unicode.Scalar
    {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D: return scalar
        case 0x01 where previous == "<": return scalar
        case 0x00..<0x20, 0x7F: return "\u{FFFD}"
        case 0x80..<0xA0: return windows1252[Int(scalar.value - 0x80)].flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
        default: return scalar
        }
    }

    /// The characters Windows-1252 puts at bytes 0x80–0x9F (`nil` where it has none), as the HTML standard's
    /// table for numeric character references lists them.
    private static let windows1252: [UInt32?] = [
        0x20AC, nil, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,  // 0x80–0x87
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, nil, 0x017D, nil,  // 0x88–0x8F
        nil, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,  // 0x90–0x97
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, nil, 0x017E, 0x0178,  // 0x98–0x9F
    ]
}
