/// Eight bytes read as one 64-bit word, for scans that look at eight bytes at a time.
///
/// The masks are exact: a byte's low seven bits plus a constant below 0x80 carry into its own top bit and never
/// into the next byte, so each byte is judged alone.
enum ByteWord {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let high: UInt64 = 0x8080_8080_8080_8080
    static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The top bit of each byte of `word` that is `byte`, and no other bit.
    @inline(__always)
    static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return ~(((difference & lows) &+ lows) | difference) & high
    }

    /// The top bit of each byte of `word` below `limit` (1 ... 0x80), and no other bit.
    @inline(__always)
    static func bytes(of word: UInt64, below limit: UInt8) -> UInt64 {
        ~(((word & lows) &+ (ones &* UInt64(0x80 - limit))) | word) & high
    }

    /// Whether `bytes[range]` are all ASCII, read 32 bytes at a time (four words joined with one test), then eight.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = range.lowerBound
        while index &+ 32 <= range.upperBound {
            let joined =
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self)
            if joined & high != 0 { return false }
            index &+= 32
        }
        while index &+ 8 <= range.upperBound {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & high != 0 { return false }
            index &+= 8
        }
        while index < range.upperBound {
            if base[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }
}
