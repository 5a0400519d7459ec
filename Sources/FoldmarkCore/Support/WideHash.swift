/// A 128-bit hash of some bytes, sixteen at a time: a key that tells content apart across runs of the program (unlike
/// Swift's `Hasher`, whose seed changes with every run), for caches that must not mistake one content for another.
/// Not meant to resist someone who crafts a collision on purpose.
package struct WideHash: Sendable, Hashable {
    /// The two halves of the hash of everything added so far.
    package private(set) var high: UInt64 = 0x9e37_79b9_7f4a_7c15
    package private(set) var low: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    /// A hash whose halves are `high` and `low`, as read back from a file.
    package init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Adds `bytes`, then their count, so that "ab", "c" and "a", "bc" differ. Sixteen bytes at a time: the first
    /// eight go into one half, the next eight into the other, so the two halves' work overlaps.
    package mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 16 <= bytes.count {
            mixLow(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            mixHigh(bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            offset += 16
        }
        var tail = (UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &tail) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset...])) }
        mixLow(tail.0 ^ UInt64(bytes.count) << 56)
        mixHigh(tail.1 ^ UInt64(bytes.count))
    }

    /// Adds `text`'s UTF-8 bytes, then their count.
    package mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    /// Adds `number`.
    package mutating func add(_ number: Int) {
        mixLow(UInt64(bitPattern: Int64(number)))
        mixHigh(UInt64(bitPattern: Int64(number)))
    }

    /// Takes a word into the low half.
    private mutating func mixLow(_ word: UInt64) {
        low = (low ^ word) &* 0xc4ce_b9fe_1a85_ec53
        low ^= low >> 29
    }

    /// Takes a word into the high half, with another multiplier and shift.
    private mutating func mixHigh(_ word: UInt64) {
        high = (high ^ word) &* 0xff51_afd7_ed55_8ccd
        high ^= high >> 32
    }
}
