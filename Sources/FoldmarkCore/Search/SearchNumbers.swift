/// A list of non-negative numbers written as short text: each number is its base-26 high digits (from
/// `!#$%&'()*+,./:;=?@[]^\`{|}~`) followed by one base-64 low digit (from `0-9A-Za-z-_`), so small numbers take
/// one character and no separator is needed. None of the characters needs escaping in a JavaScript string, and
/// none is a space. `foldmark.js` ("Search" block) reads it.
package struct SearchNumbers: Sendable {
    /// The numbers so far, as ASCII bytes.
    package private(set) var bytes: [UInt8] = []

    static let low = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)
    /// The high digits, read by ``decode(_:)``.
    static let high = Array(UnsafeBufferPointer(start: highDigits.utf8Start, count: highDigits.utf8CodeUnitCount))

    package init() {}

    /// The numbers as text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `value` (0 or more).
    package mutating func append(_ value: Int) {
        precondition(value >= 0)
        let low = Self.lowDigit(value & 63)
        var rest = value >> 6
        if rest == 0 {
            bytes.append(low)
            return
        }
        // The high digits, from the last one back, then the low one: at most 13 + 1 bytes for any `Int`.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { digits in
            var start = 15
            digits[15] = low
            let high = Self.highDigits.utf8Start
            while rest > 0 {
                start -= 1
                digits[start] = high[rest % 26]
                rest /= 26
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<16]))
        }
    }

    /// The high digits as a constant, which ``append(_:)`` reads without a lazily made array.
    private static var highDigits: StaticString { "!#$%&'()*+,./:;=?@[]^`{|}~" }

    /// `low[digit]`, worked out rather than looked up: most numbers are one low digit.
    @inline(__always)
    static func lowDigit(_ digit: Int) -> UInt8 {
        let value = UInt8(truncatingIfNeeded: digit)
        switch value {
        case 0..<10: return UInt8(ascii: "0") + value
        case 10..<36: return UInt8(ascii: "A") + value - 10
        case 36..<62: return UInt8(ascii: "a") + value - 36
        case 62: return UInt8(ascii: "-")
        default: return UInt8(ascii: "_")
        }
    }

    /// Appends a space, which separates lists of numbers.
    package mutating func appendSeparator() {
        bytes.append(UInt8(ascii: " "))
    }

    /// The numbers in `text`, as ``append(_:)`` wrote them.
    package static func decode(_ text: String) -> [Int] {
        var values: [Int] = []
        var high = 0
        for byte in text.utf8 {
            if let digit = Self.high.firstIndex(of: byte) {
                high = high * 26 + digit
            } else if let digit = Self.low.firstIndex(of: byte) {
                values.append(high * 64 + digit)
                high = 0
            }
        }
        return values
    }
}
