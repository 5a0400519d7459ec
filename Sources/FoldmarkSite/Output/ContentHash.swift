import FoldmarkCore

/// A short, stable fingerprint of some bytes (64-bit FNV-1a), for file names that change when content changes.
///
/// Not for security: it only has to tell two versions of a stylesheet apart.
enum ContentHash {
    static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
