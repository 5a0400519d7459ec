/// A hash table from byte strings (a language's keywords) to values, looked up straight from the code's bytes:
/// no `String` is made for each name in the code. Open addressing over FNV-1a hashes; ASCII case folded when
/// asked.
struct WordTable<Value: Sendable>: Sendable {
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private var words: [[UInt8]] = []
    private var values: [Value] = []
    private let foldCase: Bool
    /// The longest word: longer names are not looked up.
    private(set) var maximumLength = 0

    init(_ entries: [(String, Value)], foldCase: Bool) {
        self.foldCase = foldCase
        var capacity = 16
        while capacity < entries.count * 2 { capacity *= 2 }
        slots = [Int32](repeating: -1, count: capacity)
        for (word, value) in entries { insert(Array(word.utf8), value) }
    }

    private mutating func insert(_ word: [UInt8], _ value: Value) {
        let folded = foldCase ? word.map(Self.fold) : word
        let hash = folded.withUnsafeBufferPointer { Self.hash($0, 0..<$0.count, foldCase: false) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let entry = Int(slots[slot])
            if hashes[entry] == hash, words[entry] == folded {
                values[entry] = value  // a later entry wins, as in a dictionary
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(words.count)
        hashes.append(hash)
        words.append(folded)
        values.append(value)
        maximumLength = max(maximumLength, folded.count)
    }

    /// The value for the bytes in `range`, or `nil`.
    func value(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Value? {
        guard range.count <= maximumLength, !words.isEmpty else { return nil }
        let hash = Self.hash(bytes, range, foldCase: foldCase)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let entry = Int(slots[slot])
            if hashes[entry] == hash, matches(words[entry], bytes, range) { return values[entry] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func matches(_ word: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard word.count == range.count else { return false }
        var offset = 0
        for position in range {
            let byte = foldCase ? Self.fold(bytes[position]) : bytes[position]
            if byte != word[offset] { return false }
            offset += 1
        }
        return true
    }

    private static func fold(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, foldCase: Bool) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for position in range {
            hash = (hash ^ UInt64(foldCase ? fold(bytes[position]) : bytes[position])) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
