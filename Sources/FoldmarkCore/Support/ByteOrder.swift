import Foundation

/// Sorting strings by their UTF-8 bytes, for lists of thousands of paths.
package enum ByteOrder {
    /// Sorts `strings` by their UTF-8 bytes (for ASCII, the order of `sort()`). Each string's first 16 bytes are
    /// packed into two integers, compared first; only strings that share those bytes are compared in full. A
    /// string shorter than 16 bytes is padded with zeros, so it sorts before a longer one with the same start,
    /// as a prefix does, unless it holds a zero byte (paths do not).
    package static func sort(_ strings: inout [String]) {
        struct Key {
            var high: UInt64
            var low: UInt64
            var index: Int
        }
        var keys: [Key] = []
        keys.reserveCapacity(strings.count)
        for index in strings.indices {
            var high: UInt64 = 0
            var low: UInt64 = 0
            var string = strings[index]
            string.withUTF8 { bytes in
                for (offset, byte) in bytes.prefix(16).enumerated() {
                    if offset < 8 {
                        high |= UInt64(byte) << (56 - 8 * offset)
                    } else {
                        low |= UInt64(byte) << (120 - 8 * offset)
                    }
                }
            }
            keys.append(Key(high: high, low: low, index: index))
        }
        keys.sort { a, b in
            if a.high != b.high { return a.high < b.high }
            if a.low != b.low { return a.low < b.low }
            return precedes(strings[a.index], strings[b.index])
        }
        strings = keys.map { strings[$0.index] }
    }

    /// Whether the UTF-8 bytes of `a` come before those of `b`.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }
}
