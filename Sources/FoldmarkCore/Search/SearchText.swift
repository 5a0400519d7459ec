/// The plain text of a section's HTML body, for search: tags dropped, character references decoded, white space
/// collapsed.
///
/// One pass over the UTF-8 bytes, so its cost is linear in the body. Block tags (paragraphs, list items, table
/// cells, line breaks) become a space so that words on either side stay apart; inline tags (links, emphasis,
/// code, the highlighter's spans) join the text around them. The contents of `<script>` and `<style>` (only
/// present with unsafe HTML) and comments are not text. The result stops at `limit` bytes, at a character
/// boundary.
package enum SearchText {
    /// The text of `html`, at most `limit` UTF-8 bytes long.
    package static func plainText(ofHTML html: String, limit: Int = .max) -> String {
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(min(bytes.count, limit))
        var pendingSpace = false
        var index = 0
        func emit(_ byte: UInt8) {
            if pendingSpace && !output.isEmpty { output.append(UInt8(ascii: " ")) }
            pendingSpace = false
            output.append(byte)
        }
        while index < bytes.count && output.count < limit {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                let tag = Tag(bytes, at: index)
                if tag.isBlock { pendingSpace = true }
                index = tag.end
                if let closing = tag.skipsContentUntil {
                    index = skip(bytes, from: index, until: closing)
                    pendingSpace = true
                }
            case UInt8(ascii: "&"):
                let (decoded, next) = CharacterReference.decode(bytes, at: index)
                for byte in decoded { if isSpace(byte) { pendingSpace = true } else { emit(byte) } }
                index = next
            case _ where isSpace(byte):
                pendingSpace = true
                index += 1
            default:
                emit(byte)
                index += 1
            }
        }
        if output.count > limit {
            output.removeLast(output.count - limit)
        }
        // Never end inside a multi-byte character.
        if let start = output.lastIndex(where: { $0 & 0xC0 != 0x80 }),
            output.count - start < width(ofLead: output[start])
        {
            output.removeSubrange(start...)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `text` cut to at most `limit` UTF-8 bytes, at a character boundary.
    package static func cut(_ text: String, toBytes limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        var end = text.utf8.index(text.utf8.startIndex, offsetBy: limit)
        while end > text.startIndex, UTF8.isContinuation(text.utf8[end]) { end = text.utf8.index(before: end) }
        return String(decoding: text.utf8[..<end], as: UTF8.self)
    }

    /// How many bytes the UTF-8 sequence that starts with `lead` has.
    static func width(ofLead lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    /// The index just after the closing tag `</name` (and its `>`), or the end.
    private static func skip(_ bytes: [UInt8], from start: Int, until name: [UInt8]) -> Int {
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"),
                Tag.name(bytes, from: index + 2) == name
            {
                return Tag(bytes, at: index).end
            }
            index += 1
        }
        return index
    }

    /// One tag, comment or declaration starting at a `<`.
    private struct Tag {
        /// The index after the tag.
        var end: Int
        /// Whether the tag separates words.
        var isBlock: Bool
        /// For `<script>` and `<style>`: the name whose closing tag ends the content to skip.
        var skipsContentUntil: [UInt8]?

        init(_ bytes: [UInt8], at start: Int) {
            skipsContentUntil = nil
            if bytes[start...].starts(with: Array("<!--".utf8)) {
                var index = start + 4
                while index < bytes.count, !bytes[index...].starts(with: Array("-->".utf8)) { index += 1 }
                end = min(bytes.count, index + 3)
                isBlock = true
                return
            }
            var index = start + 1
            let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
            if closing { index += 1 }
            let name = Self.name(bytes, from: index)
            // Attribute values may hold `>` inside quotes.
            var quote: UInt8? = nil
            while index < bytes.count {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                index += 1
            }
            end = min(bytes.count, index + 1)
            isBlock = !Self.inlineNames.contains(name)
            if !closing, name == Array("script".utf8) || name == Array("style".utf8) { skipsContentUntil = name }
        }

        /// The lowercased tag name starting at `start`.
        static func name(_ bytes: [UInt8], from start: Int) -> [UInt8] {
            var name: [UInt8] = []
            var index = start
            while index < bytes.count, name.count < 16 {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): name.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): name.append(byte + 32)
                default: return name
                }
                index += 1
            }
            return name
        }

        /// Tags inside a run of text: they join the words around them.
        static let inlineNames: Set<[UInt8]> = Set(
            [
                "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "del", "dfn", "em", "i", "ins", "kbd", "mark",
                "q",
                "s", "samp", "small", "span", "strong", "sub", "time", "u", "var", "wbr",
            ].map { Array($0.utf8) })
    }
}
