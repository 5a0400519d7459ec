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
}
