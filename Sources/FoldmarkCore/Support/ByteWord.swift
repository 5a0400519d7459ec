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

    /// The offset of the first byte beyond ASCII in `bytes` from `start` on, or nil when there is none: 32 bytes
    /// at a time (four words joined with one test) while none is found, then the word that holds it.
    @inline(__always)
    static func firstNonASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let end = bytes.count
        var index = start
        while index &+ 32 <= end {
            let joined =
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self)
            if joined & high != 0 { break }
            index &+= 32
        }
        while index &+ 8 <= end {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & high
            if word != 0 { return index &+ word.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < end {
            if base[index] >= 0x80 { return index }
            index += 1
        }
        return nil
    }
}
