/// The byte-order mark at the start of a text file, and turning the text it introduces into UTF-8.
///
/// A UTF-8 mark (EF BB BF, which Notepad writes) is dropped, so that it cannot hide front matter or a heading on
/// the first line. UTF-16 and UTF-32 with a mark (Windows PowerShell 5's `>` writes UTF-16 LE) are decoded.
/// Text without a mark is taken as UTF-8.
enum ByteOrderMark: String, Sendable {
    case utf8 = "UTF-8"
    case utf16LittleEndian = "UTF-16 LE"
    case utf16BigEndian = "UTF-16 BE"
    case utf32LittleEndian = "UTF-32 LE"
    case utf32BigEndian = "UTF-32 BE"

    /// The mark `bytes` start with, if any.
    init?(startOf bytes: [UInt8]) {
        // Read in place, with no array made: every page read asks.
        func byte(_ offset: Int) -> Int { offset < bytes.count ? Int(bytes[offset]) : -1 }
        // UTF-32 LE's mark starts like UTF-16 LE's: it is tested first.
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0xFF, 0xFE, 0x00, 0x00): self = .utf32LittleEndian
        case (0x00, 0x00, 0xFE, 0xFF): self = .utf32BigEndian
        case (0xEF, 0xBB, 0xBF, _): self = .utf8
        case (0xFF, 0xFE, _, _): self = .utf16LittleEndian
        case (0xFE, 0xFF, _, _): self = .utf16BigEndian
        default: return nil
        }
    }

    /// The length of the mark in bytes.
    var length: Int {
        switch self {
        case .utf8: 3
        case .utf16LittleEndian, .utf16BigEndian: 2
        case .utf32LittleEndian, .utf32BigEndian: 4
        }
    }

    /// The text after the mark as UTF-8 bytes, and how many code units could not be decoded (each becomes
    /// U+FFFD: a lone surrogate, a value past U+10FFFF, or a trailing partial unit).
    func utf8(_ bytes: [UInt8]) -> (bytes: [UInt8], invalid: Int) {
        let body = bytes[length...]
        switch self {
        case .utf8:
            return (Array(body), 0)
        case .utf16LittleEndian, .utf16BigEndian:
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index + 1 < body.endIndex {
                let (first, second) = (UInt16(body[index]), UInt16(body[index + 1]))
                units.append(self == .utf16LittleEndian ? first | second << 8 : first << 8 | second)
                index += 2
            }
            var invalid = body.count % 2
            var output = String.UnicodeScalarView()
            var parser = Unicode.UTF16.ForwardParser()
            var iterator = units.makeIterator()
            loop: while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded): output.append(Unicode.UTF16.decode(encoded))
                case .error:
                    invalid += 1
                    output.append("\u{FFFD}")
                case .emptyInput: break loop
                }
            }
            if body.count % 2 == 1 { output.append("\u{FFFD}") }
            return (Array(String(output).utf8), invalid)
        case .utf32LittleEndian, .utf32BigEndian:
            var output = String.UnicodeScalarView()
            var invalid = 0
            var index = body.startIndex
            while index + 3 < body.endIndex {
                let b = (UInt32(body[index]), UInt32(body[index + 1]), UInt32(body[index + 2]), UInt32(body[index + 3]))
                let value =
                    self == .utf32LittleEndian
                    ? b.0 | b.1 << 8 | b.2 << 16 | b.3 << 24 : b.0 << 24 | b.1 << 16 | b.2 << 8 | b.3
                if let scalar = Unicode.Scalar(value) {
                    output.append(scalar)
                } else {
                    invalid += 1
                    output.append("\u{FFFD}")
                }
                index += 4
            }
            if body.count % 4 != 0 {
                invalid += 1
                output.append("\u{FFFD}")
            }
            return (Array(String(output).utf8), invalid)
        }
    }
}
