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

    /// Appends the UTF-8 text `utf8` as a quoted string literal to `bytes`.
    package static func append(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case UInt8(ascii: "<"), UInt8(ascii: ">"), 0..<0x20, 0x7F:
                bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")]
                bytes += [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            case 0xE2
            where index + 2 < utf8.count && utf8[index + 1] == 0x80
                && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                bytes += Array((utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                index += 2
            default: bytes.append(byte)
            }
            index += 1
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
