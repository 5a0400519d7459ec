import Foundation

/// The terms of an index and the records that hold each: a hash table over the terms' bytes, so merging the
/// terms of every page makes no string per occurrence.
///
/// Posting a term is one lookup in a table larger than the processor's nearer caches, so it is laid out for few
/// memory reads: a slot holds its term's first 8 bytes, where the rest are, and the last record posted for it, so
/// a term of up to 8 bytes (most words) costs one read of the table. The postings are appended to one list, in
/// the order given, and grouped by term once, at the end (``groupedPostings()``). The slots and the terms' bytes
/// are memory of the table's own, read without bounds checks: every index into them is one the table wrote.
struct SearchTermTable: ~Copyable {
    /// One slot of the hash table.
    private struct Slot {
        /// The term's first 8 bytes (see ``SearchTermTable/head(_:length:readable:)``): a term of up to 8 bytes is
        /// compared without reading its bytes from the arena.
        var head: UInt64 = 0
        /// The term's number + 1; 0 is an empty slot.
        var number: Int32 = 0
        /// Where the term's bytes start in ``arena``.
        var start: Int32 = 0
        /// The record of the term's last posting (its value `>> 1`), or -1.
        var lastRecord: Int32 = -1
        /// The term's length in bytes (at most 255: ``SearchTerms`` writes each term after a one-byte length).
        var length: UInt8 = 0
    }

    /// The slots; their count is a power of two, and at most half hold a term.
    private var slots: UnsafeMutablePointer<Slot>
    private var slotCount = 1 << 12
    /// Every term's bytes, one after the other.
    private var arena: UnsafeMutablePointer<UInt8>
    private var arenaCapacity = 1 << 16
    private var arenaCount = 0
    /// Where each term starts in the arena, and (one past the last) where the next would.
    private var starts: [Int] = [0]
    /// Each posting, in the order given: the term's number in the high 32 bits, `record * 2 + inHeading` in the
    /// low ones.
    private var posted: [UInt64] = []

    init() {
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: Slot(), count: slotCount)
        arena = .allocate(capacity: arenaCapacity)
    }

    deinit {
        slots.deallocate()
        arena.deallocate()
    }

    /// How many terms there are; they are numbered from 0 in the order first posted.
    var count: Int { starts.count - 1 }

    /// Adds `value` (`record * 2 + inHeading`) to the postings of each term in `bytes[from..<to]` (terms as
    /// `SearchTerms` writes them: each after a byte for its length), a record at most once per term: the first
    /// value given for it stays (give the heading's terms first). Records must be given in increasing order.
    mutating func post(_ bytes: [UInt8], from: Int, to: Int, value: Int32) {
        precondition(from >= 0 && from <= to && to <= bytes.count)
        let record = value >> 1
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var index = from
            while index < to {
                let length = Int(base[index])
                precondition(index + 1 + length <= to, "a term runs past the end of its record")
                let start = base + index + 1
                // The term's first 8 bytes (fewer, padded with zeros, for a shorter term) as one word.
                let head = Self.head(start, length: length, readable: bytes.count - index - 1)
                let slot = self.slot(of: start, length: length, head: head)
                if slots[slot].lastRecord != record {
                    slots[slot].lastRecord = record
                    posted.append(UInt64(slots[slot].number - 1) << 32 | UInt64(UInt32(value)))
                }
                index += 1 + length
            }
        }
    }

    /// The postings grouped by term, each term's in the order given: term `n`'s are
    /// `values[offsets[n]..<offsets[n + 1]]`.
    func groupedPostings() -> (offsets: [Int], values: [Int32]) {
        var offsets = [Int](repeating: 0, count: count + 1)
        for posting in posted { offsets[Int(posting >> 32) + 1] += 1 }
        for term in 0..<count { offsets[term + 1] += offsets[term] }
        var next = offsets
        var values = [Int32](repeating: 0, count: posted.count)
        for posting in posted {
            let term = Int(posting >> 32)
            values[next[term]] = Int32(truncatingIfNeeded: posting)
            next[term] += 1
        }
        return (offsets, values)
    }

    /// The term numbers in the order JavaScript sorts the terms (by UTF-16 code units). That is the order of
    /// their UTF-8 bytes unless a term has a character beyond U+FFFF, so the bytes are compared when they can be.
    func sortedNumbers() -> [Int] {
        let numbers = Array(0..<count)
        let bytes = UnsafeBufferPointer(start: arena, count: arenaCount)
        if bytes.contains(where: { $0 >= 0xF0 }) {
            let strings = terms()
            return numbers.sorted { strings[$0].utf16.lexicographicallyPrecedes(strings[$1].utf16) }
        }
        // Each term's first 8 bytes as a number that orders as the bytes do: its head with the first byte made the
        // highest (zeros past a shorter term's end; no term holds a zero byte), so most comparisons compare two
        // numbers.
        let starts = starts
        let arena = arena
        let keys = (0..<count).map { number in
            let start = starts[number]
            return Self.head(arena + start, length: starts[number + 1] - start, readable: arenaCount - start)
                .byteSwapped
        }
        return numbers.sorted { a, b in
            if keys[a] != keys[b] { return keys[a] < keys[b] }
            let (left, right) = (starts[a] + 8, starts[b] + 8)
            let (leftCount, rightCount) = (max(starts[a + 1] - left, 0), max(starts[b + 1] - right, 0))
            let common = memcmp(arena + left, arena + right, min(leftCount, rightCount))
            return common != 0 ? common < 0 : leftCount < rightCount
        }
    }

    /// Appends the UTF-8 bytes of term `number` to `bytes`.
    func appendTerm(_ number: Int, to bytes: inout [UInt8]) {
        bytes.append(
            contentsOf: UnsafeBufferPointer(start: arena + starts[number], count: starts[number + 1] - starts[number]))
    }

    /// Every term, by number.
    func terms() -> [String] {
        (0..<count).map {
            String(
                decoding: UnsafeBufferPointer(start: arena + starts[$0], count: starts[$0 + 1] - starts[$0]),
                as: UTF8.self)
        }
    }

    /// The slot of the term of `length` bytes at `start`, whose first word is `head`; the term is added if new.
    private mutating func slot(of start: UnsafePointer<UInt8>, length: Int, head: UInt64) -> Int {
        let mask = slotCount - 1
        var slot = Self.hash(start, length: length, head: head) & mask
        while slots[slot].number != 0 {
            if slots[slot].head == head, Int(slots[slot].length) == length,
                length <= 8 || memcmp(arena + Int(slots[slot].start) + 8, start + 8, length - 8) == 0
            {
                return slot
            }
            slot = (slot + 1) & mask
        }
        if arenaCount + length > arenaCapacity { growArena(toHold: arenaCount + length) }
        (arena + arenaCount).initialize(from: start, count: length)
        slots[slot] = Slot(head: head, number: Int32(count + 1), start: Int32(arenaCount), length: UInt8(length))
        arenaCount += length
        starts.append(arenaCount)
        if count * 2 > slotCount {
            growSlots()
            return self.slot(of: start, length: length, head: head)
        }
        return slot
    }

    /// The first 8 bytes of the term of `length` bytes at `start` as one word (see ``word(at:)``), the bytes past
    /// its end zero; `readable` bytes may be read from `start`.
    @inline(__always)
    private static func head(_ start: UnsafePointer<UInt8>, length: Int, readable: Int) -> UInt64 {
        if readable >= 8 {
            return word(at: start) & headMask(length)
        }
        var word: UInt64 = 0
        for offset in 0..<min(length, 8) { word |= UInt64(start[offset]) << UInt64(offset * 8) }
        return word
    }

    /// The 8 bytes at `start` as a word whose low byte is the first.
    @inline(__always)
    private static func word(at start: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
    }

    /// The mask that keeps the first `length` bytes of a word read by ``word(at:)``.
    @inline(__always)
    private static func headMask(_ length: Int) -> UInt64 {
        length >= 8 ? ~0 : (UInt64(1) << UInt64(length * 8)) &- 1
    }

    /// Doubles the slots, placing every term again.
    private mutating func growSlots() {
        let old = slots
        let oldCount = slotCount
        slotCount *= 2
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: Slot(), count: slotCount)
        let mask = slotCount - 1
        for index in 0..<oldCount where old[index].number != 0 {
            let entry = old[index]
            var slot = Self.hash(arena + Int(entry.start), length: Int(entry.length), head: entry.head) & mask
            while slots[slot].number != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
        old.deallocate()
    }

    /// Makes the arena hold at least `needed` bytes.
    private mutating func growArena(toHold needed: Int) {
        var capacity = arenaCapacity * 2
        while capacity < needed { capacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.initialize(from: arena, count: arenaCount)
        arena.deallocate()
        arena = grown
        arenaCapacity = capacity
    }

    /// A hash of the term's bytes, a word at a time (`head` is its first word); it reads only the term's bytes.
    @inline(__always)
    private static func hash(_ start: UnsafePointer<UInt8>, length: Int, head: UInt64) -> Int {
        var hash = (head ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
        var offset = 8
        while offset < length {
            // Whole words while they last, then the bytes left one by one: nothing past the term is read.
            var word: UInt64 = 0
            if offset + 8 <= length {
                word = Self.word(at: start + offset)
            } else {
                for byte in 0..<(length - offset) { word |= UInt64(start[offset + byte]) << UInt64(byte * 8) }
            }
            hash = (hash ^ (hash >> 29) ^ word) &* 0xBF58_476D_1CE4_E5B9
            offset += 8
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
