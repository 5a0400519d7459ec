/// JavaScript (and JSON) string literals that are safe inside an HTML `<script>` element.
///
/// Besides `"`, `\` and control characters, `<` and `>` are written as `\u003c` and `\u003e`, so no text can
/// close the script (`</script>`) or open a comment (`<!--`) that changes how the HTML parser reads it; U+2028
/// and U+2029, which older JavaScript does not allow in a string, are escaped too. Works on UTF-8 bytes.
package enum ScriptString {
    /// `text` as a quoted string literal.
    package static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a quoted string literal to `bytes`.
    package static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { append(utf8: $0, to: &bytes) }
    }

    /// Appends the UTF-8 text `utf8` as a quoted string literal to `bytes`. Runs of bytes that need no escape
    /// (nearly all of them) are copied whole.
    package static func append(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.reserveCapacity(bytes.count + utf8.count + 2)
        bytes.append(UInt8(ascii: "\""))
        escape(utf8) { run in
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run]))
        } escaped: { escape in
            bytes += escape.utf8
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `text` as a quoted string literal to `script`. The runs that need no escape are appended as slices
    /// of `text`, so the UTF-8 that `text` already is is copied, not decoded and checked again, as it would be on
    /// its way from bytes to a string.
    package static func append(_ text: String, to script: inout String) {
        var text = text
        text.makeContiguousUTF8()
        script.append("\"")
        let view = text.utf8
        _ = view.withContiguousStorageIfAvailable { utf8 in
            escape(utf8) { run in
                // Runs start and end at ASCII bytes or at the first byte of U+2028 or U+2029, never inside a
                // character's encoding: the slice holds whole scalars.
                let start = view.index(view.startIndex, offsetBy: run.lowerBound)
                let end = view.index(start, offsetBy: run.count)
                script.append(contentsOf: text[start..<end])
            } escaped: { escape in
                script.append(escape)
            }
        }
        script.append("\"")
    }

    /// Walks `utf8`, handing each run of bytes that need no escape to `copy` (as offsets) and each escape, in
    /// order, to `escaped`.
    @inline(__always)
    private static func escape(
        _ utf8: UnsafeBufferPointer<UInt8>, copy: (Range<Int>) -> Void, escaped: (String) -> Void
    ) {
        let needsLook = Self.needsLook
        var index = 0
        var run = 0
        while index < utf8.count {
            let byte = utf8[index]
            guard needsLook[Int(byte)] else {
                index += 1
                continue
            }
            var width = 1
            if byte == 0xE2 {
                // U+2028 and U+2029 (E2 80 A8, E2 80 A9); any other character that starts with E2 is itself.
                let isSeparator = index + 2 < utf8.count && utf8[index + 1] == 0x80 && utf8[index + 2] | 1 == 0xA9
                guard isSeparator else {
                    index += 1
                    continue
                }
                width = 3
            }
            if run < index { copy(run..<index) }
            switch byte {
            case UInt8(ascii: "\""): escaped("\\\"")
            case UInt8(ascii: "\\"): escaped("\\\\")
            // A line feed is short, `\n`: it separates the fields of the search index's lists.
            case UInt8(ascii: "\n"): escaped("\\n")
            case 0xE2: escaped(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
            default: escaped(Self.unicodeEscapes[Int(byte)])  // `<`, `>`, the C0 controls and DEL.
            }
            index += width
            run = index
        }
        if run < utf8.count { copy(run..<utf8.count) }
    }

    /// `\u00XX` for each byte below 0x80, in lowercase hexadecimal.
    private static let unicodeEscapes: [String] = (0..<0x80).map { (value: Int) -> String in
        let hex = Array("0123456789abcdef")
        return "\\u00" + String(hex[value >> 4]) + String(hex[value & 0x0F])
    }

    /// The bytes that may need an escape: `"`, `\`, `<`, `>`, controls, DEL, and 0xE2 (which starts U+2028 and
    /// U+2029).
    private static let needsLook: [Bool] = (0..<256).map { (value: Int) -> Bool in
        let byte = UInt8(value)
        if byte < 0x20 || byte == 0x7F || byte == 0xE2 { return true }
        return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">")
    }
}
