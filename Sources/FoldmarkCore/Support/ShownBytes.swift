/// Names that may not be text (file names, command-line arguments) made safe to print in one line of a message.
package enum ShownBytes {
    /// Whether `scalar` is a C0 control (tab and line feed too), DEL or a C1 control: never kept in a name.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }

    /// `bytes` for a message: valid UTF-8 as it is, except control characters, and every other byte as `\xE9`
    /// (a control character as its bytes, such as `\x01` or `\xC2\x85`).
    package static func escaped(_ bytes: [UInt8]) -> String {
        var result = ""
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if isControl(scalar) {
                    for byte in encoded { result += hex(byte) }
                } else {
                    result.unicodeScalars.append(scalar)
                }
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] { result += hex(byte) }
                offset += length
            case .emptyInput:
                return result
            }
        }
    }

    /// `\xE9` for 0xE9, `\x01` for 1.
    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "\\x" + (digits.count < 2 ? "0" : "") + digits
    }
}
