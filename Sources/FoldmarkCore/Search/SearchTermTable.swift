import Foundation

/// The terms of an index and the records that hold each: a hash table over the terms' bytes, so merging the
/// terms of every page makes no string per occurrence.
struct SearchTermTable {
    /// Every term's bytes, one after the other.
    private var arena: [UInt8] = []
    /// Where each term starts in ``arena``, and (one past the last) where the next would.
    private var starts: [Int] = [0]
    /// Term number + 1 for each slot; 0 is an empty slot. The size is a power of two, at most half full.
    private var slots = [Int32](repeating: 0, count: 1 << 12)
    /// Each term's postings in the order given: `record * 2 + inHeading`, a record at most once (the first value
    /// given for it stays: give the heading's terms first).
    private(set) var postings: [[Int32]] = []

    /// Adds `value` to the postings of each term in `bytes[from..<to]` (terms as `SearchTerms` writes them).
    mutating func post(_ bytes: [UInt8], from: Int, to: Int, value: Int32) {
        bytes.withUnsafeBufferPointer { bytes in
            var index = from
            while index < to {
                let length = Int(bytes[index])
                let number = self.number(of: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<(index + 1 + length)]))
                if let last = postings[number].last, last >> 1 == value >> 1 {
                    // Already there for this record.
                } else {
                    postings[number].append(value)
                }
                index += 1 + length
            }
        }
    }

    /// The term numbers in the order JavaScript sorts the terms (by UTF-16 code units). That is the order of
    /// their UTF-8 bytes unless a term has a character beyond U+FFFF, so the bytes are compared when they can be.
    func sortedNumbers() -> [Int] {
        let numbers = Array(0..<postings.count)
        if arena.contains(where: { $0 >= 0xF0 }) {
            let strings = terms()
            return numbers.sorted { strings[$0].utf16.lexicographicallyPrecedes(strings[$1].utf16) }
        }
        return arena.withUnsafeBufferPointer { bytes in
            numbers.sorted { a, b in
                let x = UnsafeBufferPointer(rebasing: bytes[starts[a]..<starts[a + 1]])
                let y = UnsafeBufferPointer(rebasing: bytes[starts[b]..<starts[b + 1]])
                guard let left = x.baseAddress, let right = y.baseAddress else { return x.count < y.count }
                let common = memcmp(left, right, min(x.count, y.count))
                return common != 0 ? common < 0 : x.count < y.count
            }
        }
    }

    /// Appends the UTF-8 bytes of term `number` to `bytes`.
    func appendTerm(_ number: Int, to bytes: inout [UInt8]) {
        bytes += arena[starts[number]..<starts[number + 1]]
    }

    /// Every term, by number.
    func terms() -> [String] {
        (0..<postings.count).map { String(decoding: arena[starts[$0]..<starts[$0 + 1]], as: UTF8.self) }
    }

    /// The number of `term`, added if new.
    private mutating func number(of term: UnsafeBufferPointer<UInt8>) -> Int {
        let mask = slots.count - 1
        var slot = Self.hash(term) & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            let (start, end) = (starts[number], starts[number + 1])
            if end - start == term.count,
                arena.withUnsafeBufferPointer({ memcmp($0.baseAddress! + start, term.baseAddress!, term.count) == 0 })
            {
                return number
            }
            slot = (slot + 1) & mask
        }
        let number = postings.count
        arena.append(contentsOf: term)
        starts.append(arena.count)
        postings.append([])
        slots[slot] = Int32(number + 1)
        if postings.count * 2 > slots.count { grow() }
        return number
    }

    /// Doubles the table, placing every term again.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        arena.withUnsafeBufferPointer { arena in
            for number in 0..<postings.count {
                var slot = Self.hash(UnsafeBufferPointer(rebasing: arena[starts[number]..<starts[number + 1]])) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(number + 1)
            }
        }
    }

    /// FNV-1a of the bytes, folded.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
