/// The plain text of a section's HTML body, for search: tags dropped, character references decoded, white space
/// collapsed.
///
/// One pass over the UTF-8 bytes, so its cost is linear in the body, with no allocation per tag. Block tags
/// (paragraphs, list items, table cells, line breaks) become a space so that words on either side stay apart;
/// inline tags (links, emphasis, code, the highlighter's spans) join the text around them. The contents of
/// `<script>` and `<style>` (only present with unsafe HTML) and comments are not text. The result stops at
/// `limit` bytes, at a character boundary.
package enum SearchText {
    /// The text of `html`, at most `limit` UTF-8 bytes long.
    package static func plainText(ofHTML html: String, limit: Int = .max) -> String {
        var html = html
        let stops = Self.stops
        return html.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(min(bytes.count, limit))
            var pendingSpace = false
            var index = 0
            while index < bytes.count && output.count < limit {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    let tag = Tag(bytes, at: index)
                    if tag.isBlock { pendingSpace = true }
                    index = tag.end
                    if tag.skipsContent {
                        index = skip(bytes, from: index, until: tag.name)
                        pendingSpace = true
                    }
                    continue
                }
                if isSpace(byte) {
                    pendingSpace = true
                    index += 1
                    continue
                }
                var decoded: [UInt8]? = nil
                var next = index + 1
                if byte == UInt8(ascii: "&") {
                    (decoded, next) = CharacterReference.decode(bytes, at: index)
                    if decoded!.allSatisfy(isSpace) {
                        pendingSpace = true
                        index = next
                        continue
                    }
                }
                if pendingSpace && !output.isEmpty { output.append(UInt8(ascii: " ")) }
                pendingSpace = false
                if let decoded {
                    output += decoded
                } else {
                    // The run of plain bytes that starts here is copied whole (as much of it as fits), with the
                    // single spaces between its words: those the loop would write as they are.
                    while next < bytes.count {
                        if !stops[Int(bytes[next])] {
                            next += 1
                        } else if bytes[next] == UInt8(ascii: " "), next + 1 < bytes.count,
                            !stops[Int(bytes[next + 1])]
                        {
                            next += 2
                        } else {
                            break
                        }
                    }
                    let room = limit - output.count
                    let end = next - index > room ? index + room : next
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                }
                index = next
            }
            return output.withUnsafeBufferPointer(UTF8Chunks.string(decoding:))
        }
        .cutToBytes(limit)
    }

    /// `text` cut to at most `limit` UTF-8 bytes, at a character boundary.
    package static func cut(_ text: String, toBytes limit: Int) -> String {
        text.cutToBytes(limit)
    }

    /// How many of the bytes of `utf8` (valid UTF-8) are left when it is cut to at most `limit` bytes, at a
    /// character boundary, as ``cut(_:toBytes:)`` cuts.
    static func cutLength(_ utf8: UnsafeBufferPointer<UInt8>, toBytes limit: Int) -> Int {
        guard utf8.count > limit else { return utf8.count }
        var end = limit
        while end > 0, UTF8.isContinuation(utf8[end]) { end -= 1 }
        return end
    }

    /// The bytes that end a run of plain text: `<`, `&` and white space.
    private static let stops: [Bool] = (0..<256).map { (value: Int) -> Bool in
        let byte = UInt8(value)
        return byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || isSpace(byte)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    /// The index just after the closing tag `</name` (and its `>`), or the end.
    private static func skip(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, until name: UInt64) -> Int {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "/"),
                Tag.name(bytes, from: index + 2) == name
            {
                return Tag(bytes, at: index).end
            }
            index += 1
        }
        return bytes.count
    }

    /// One tag, comment or declaration starting at a `<`.
    struct Tag {
        /// The index after the tag.
        var end: Int
        /// The lowercased name, packed into a number (see ``name(_:from:)``).
        var name: UInt64 = 0
        /// Whether the tag separates words.
        var isBlock = true
        /// Whether it opens `<script>` or `<style>`, whose content is not text.
        var skipsContent = false

        init(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) {
            var index = start + 1
            if index + 2 < bytes.count, bytes[index] == UInt8(ascii: "!"), bytes[index + 1] == UInt8(ascii: "-"),
                bytes[index + 2] == UInt8(ascii: "-")
            {
                index += 3
                while index + 2 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-")
                        && bytes[index + 2] == UInt8(ascii: ">"))
                {
                    index += 1
                }
                end = min(bytes.count, index + 3)
                return
            }
            let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
            if closing { index += 1 }
            name = Self.name(bytes, from: index)
            // Attribute values may hold `>` inside quotes: a quoted value (a link's address, most often the longest
            // part of a tag) is passed over at once, to its closing quote.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ">") { break }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    index = bytes.firstIndex(of: byte, from: index + 1).map { $0 + 1 } ?? bytes.count
                    continue
                }
                index += 1
            }
            end = min(bytes.count, index + 1)
            isBlock = !Self.isInline(name)
            skipsContent = !closing && (name == Self.script || name == Self.style)
        }

        /// The lowercased tag name starting at `start`, its ASCII letters and digits packed into a number; names
        /// longer than 8 bytes are cut (no inline tag's name is that long).
        static func name(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
            var packed: UInt64 = 0
            var index = start
            while index < bytes.count, index - start < 8 {
                var byte = bytes[index]
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte += 32
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
                default: return packed
                }
                packed = packed << 8 | UInt64(byte)
                index += 1
            }
            return packed
        }

        static func pack(_ name: String) -> UInt64 {
            name.utf8.reduce(0) { $0 << 8 | UInt64($1) }
        }

        /// `script` and `style`, packed (checked against ``pack(_:)`` by the tests).
        static let script: UInt64 = 0x7363_7269_7074
        static let style: UInt64 = 0x73_7479_6c65

        /// Tags inside a run of text: they join the words around them.
        static let inlineNames = [
            "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "del", "dfn", "em", "i", "ins", "kbd", "mark",
            "q", "s", "samp", "small", "span", "strong", "sub", "time", "u", "var", "wbr",
        ]

        /// Whether the packed name is one of ``inlineNames``: a switch over constants, with no hashing, since it
        /// runs for every tag of every section (the tests check it against the list).
        static func isInline(_ name: UInt64) -> Bool {
            switch name {
            case 0x61, 0x62, 0x69, 0x71, 0x73, 0x75,  // a b i q s u
                0x656d,  // em
                0x62_6469, 0x62_646f, 0x64_656c, 0x64_666e, 0x69_6e73,  // bdi bdo del dfn ins
                0x6b_6264, 0x73_7562, 0x76_6172, 0x77_6272,  // kbd sub var wbr
                0x6162_6272, 0x6369_7465, 0x636f_6465, 0x6461_7461,  // abbr cite code data
                0x6d61_726b, 0x7361_6d70, 0x7370_616e, 0x7469_6d65,  // mark samp span time
                0x73_6d61_6c6c, 0x7374_726f_6e67:  // small strong
                true
            default: false
            }
        }
    }
}

extension String {
    /// The string cut to at most `limit` UTF-8 bytes, at a character boundary.
    fileprivate func cutToBytes(_ limit: Int) -> String {
        guard utf8.count > limit else { return self }
        var text = self
        return text.withUTF8 { utf8 in
            String(
                decoding: UnsafeBufferPointer(rebasing: utf8[..<SearchText.cutLength(utf8, toBytes: limit)]),
                as: UTF8.self)
        }
    }
}
