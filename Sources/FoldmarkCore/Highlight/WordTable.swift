/// A hash table from byte strings (a language's keywords) to values, looked up straight from the code's bytes:
/// no `String` is made for each name in the code. ASCII case folded when asked.
///
/// A name is read as two 8-byte words (its first 16 bytes, zero-padded), folded eight bytes at a time, hashed
/// with one multiplication and compared word by word; only the bytes past the 16th, in the rare longer keyword,
/// are compared one by one. Open addressing, at most half full.
final class WordTable<Value: Sendable>: Sendable {
    private let slots: [Int32]
    private let entries: [Entry]
    private let values: [Value]
    private let foldCase: Bool
    private let shift: UInt64
    /// For each first byte (folded), a bit for each length up to 63 that a word starting with it has: most names
    /// in code are not words, and this turns them away before any hashing.
    private let lengthsByFirstByte: [UInt64]
    /// The longest word: longer names are not looked up.
    let maximumLength: Int

    private struct Entry: Sendable {
        var head: Key
        /// The bytes past the 16th, folded.
        var rest: [UInt8]
    }

    /// A name's length and its first 16 bytes.
    private struct Key: Equatable, Sendable {
        var first: UInt64
        var second: UInt64
        var count: Int

        var hash: UInt64 { (first &+ second &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)) &* 0xFF51_AFD7_ED55_8CCD }
    }

    init(_ entries: [(String, Value)], foldCase: Bool) {
        self.foldCase = foldCase
        var capacity = 16
        while capacity < entries.count * 2 { capacity *= 2 }
        let shift = UInt64(64 - capacity.trailingZeroBitCount)
        var slots = [Int32](repeating: -1, count: capacity)
        var table: [Entry] = []
        var values: [Value] = []
        var lengths = [UInt64](repeating: 0, count: 256)
        var longest = 0
        for (word, value) in entries {
            let bytes = foldCase ? word.utf8.map(Self.fold) : Array(word.utf8)
            let key = bytes.withUnsafeBufferPointer { Self.key($0, 0..<$0.count, foldCase: false) }
            let rest = Array(bytes.dropFirst(16))
            var slot = Int(truncatingIfNeeded: key.hash >> shift)
            while slots[slot] >= 0, table[Int(slots[slot])].head != key || table[Int(slots[slot])].rest != rest {
                slot = (slot + 1) & (capacity - 1)
            }
            if slots[slot] >= 0 {
                values[Int(slots[slot])] = value  // a later entry wins, as in a dictionary
                continue
            }
            slots[slot] = Int32(table.count)
            table.append(Entry(head: key, rest: rest))
            values.append(value)
            longest = max(longest, bytes.count)
            if let first = bytes.first { lengths[Int(first)] |= 1 << UInt64(min(bytes.count, 63)) }
        }
        self.shift = shift
        self.slots = slots
        self.entries = table
        self.values = values
        self.lengthsByFirstByte = lengths
        self.maximumLength = longest
    }

    /// The value for the bytes in `range`, or `nil`. The length test is made where it is called, so a name
    /// longer than every word (or any name, in an empty table such as most languages' string prefixes) costs
    /// no call.
    @inline(__always)
    func value(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Value? {
        guard range.count <= maximumLength, !range.isEmpty else { return nil }
        return lookUp(bytes, range)
    }

    private func lookUp(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Value? {
        let first = foldCase ? Self.fold(bytes[range.lowerBound]) : bytes[range.lowerBound]
        guard lengthsByFirstByte[Int(first)] >> UInt64(min(range.count, 63)) & 1 != 0 else { return nil }
        let key = Self.key(bytes, range, foldCase: foldCase)
        var slot = Int(truncatingIfNeeded: key.hash >> shift)
        while slots[slot] >= 0 {
            let entry = Int(slots[slot])
            if entries[entry].head == key, restMatches(entries[entry].rest, bytes, range) { return values[entry] }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    private func restMatches(_ rest: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count > 16 else { return true }
        var offset = 0
        for position in (range.lowerBound + 16)..<range.upperBound {
            let byte = foldCase ? Self.fold(bytes[position]) : bytes[position]
            if byte != rest[offset] { return false }
            offset += 1
        }
        return true
    }

    @inline(__always)
    private static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, foldCase: Bool) -> Key {
        let count = range.count
        var first = load(bytes, from: range.lowerBound, count: min(count, 8))
        var second = count > 8 ? load(bytes, from: range.lowerBound + 8, count: min(count - 8, 8)) : 0
        if foldCase {
            first = fold(first)
            second = fold(second)
        }
        return Key(first: first, second: second, count: count)
    }

    /// `count` (at most 8) bytes from `start` as a little-endian word, zero-padded.
    @inline(__always)
    private static func load(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> UInt64 {
        if start + 8 <= bytes.count, let base = bytes.baseAddress {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            return count == 8 ? word : word & (1 << UInt64(count * 8) &- 1)
        }
        var word: UInt64 = 0
        for offset in 0..<count { word |= UInt64(bytes[start + offset]) << UInt64(offset * 8) }
        return word
    }

    private static func fold(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// Every ASCII capital in `word` made small, eight bytes at once: a byte gets 0x20 when it is ASCII, below
    /// 0x5B and not below 0x41.
    private static func fold(_ word: UInt64) -> UInt64 {
        let capitals = ByteWord.bytes(of: word, below: 0x5B) & ~ByteWord.bytes(of: word, below: 0x41)
        return word | capitals >> 2
    }
}
