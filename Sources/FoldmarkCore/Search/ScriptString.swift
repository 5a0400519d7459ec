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
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(byte)
            case 0xE2:
                bytes.append(UInt8(ascii: "u"))
                bytes += utf8[index + 2] == 0xA8 ? [0x32, 0x30, 0x32, 0x38] : [0x32, 0x30, 0x32, 0x39]
            default:
                // `<`, `>`, the C0 controls and DEL.
                let hex = Self.hex
                bytes += [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")]
                bytes += [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
            index += width
            run = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// The bytes that may need an escape: `"`, `\`, `<`, `>`, controls, DEL, and 0xE2 (which starts U+2028 and
    /// U+2029).
    private static let needsLook: [Bool] = (0..<256).map { (value: Int) -> Bool in
        let byte = UInt8(value)
        if byte < 0x20 || byte == 0x7F || byte == 0xE2 { return true }
        return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">")
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
