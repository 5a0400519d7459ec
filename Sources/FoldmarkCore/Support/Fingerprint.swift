/// A 64-bit FNV-1a hash, built up piece by piece: the names of files that change when what they hold changes.
///
/// Not for security: it only has to tell two versions of a file apart.
package struct Fingerprint: Sendable {
    /// The hash of everything added so far.
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    /// The fingerprint of `text`'s UTF-8 bytes.
    package init(_ text: String) {
        var text = text
        text.withUTF8 { add($0) }
    }

    /// Adds `bytes`.
    package mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash = value
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        value = hash
    }

    /// Adds `bytes`.
    package mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { add($0) }
    }

    /// Adds `text`'s bytes and an end (a byte UTF-8 never holds), so "ab", "c" and "a", "bc" differ.
    package mutating func add(field text: String) {
        var text = text
        text.withUTF8 { add($0) }
        add(byte: 0xFF)
    }

    /// Adds `number`'s eight bytes.
    package mutating func add(_ number: Int) {
        add(UInt64(bitPattern: Int64(number)))
    }

    /// Adds `number`'s eight bytes, lowest first.
    package mutating func add(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { add(byte: UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }

    private mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// The hash as 16 hexadecimal digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
