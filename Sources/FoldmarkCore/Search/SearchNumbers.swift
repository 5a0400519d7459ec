/// A list of non-negative numbers written as short text: each number is its base-26 high digits (from
/// `!#$%&'()*+,./:;=?@[]^\`{|}~`) followed by one base-64 low digit (from `0-9A-Za-z-_`), so small numbers take
/// one character and no separator is needed. None of the characters needs escaping in a JavaScript string, and
/// none is a space. `foldmark.js` ("Search" block) reads it.
package struct SearchNumbers: Sendable {
    package private(set) var text = ""

    static let low = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".unicodeScalars)
    static let high = Array("!#$%&'()*+,./:;=?@[]^`{|}~".unicodeScalars)

    package init() {}

    /// Appends `value` (0 or more).
    package mutating func append(_ value: Int) {
        precondition(value >= 0)
        var rest = value / 64
        var digits: [Unicode.Scalar] = []
        while rest > 0 {
            digits.append(Self.high[rest % 26])
            rest /= 26
        }
        text.unicodeScalars.append(contentsOf: digits.reversed())
        text.unicodeScalars.append(Self.low[value % 64])
    }

    /// The numbers in `text`, as ``append(_:)`` wrote them.
    package static func decode(_ text: String) -> [Int] {
        var values: [Int] = []
        var high = 0
        for scalar in text.unicodeScalars {
            if let digit = Self.high.firstIndex(of: scalar) {
                high = high * 26 + digit
            } else if let digit = Self.low.firstIndex(of: scalar) {
                values.append(high * 64 + digit)
                high = 0
            }
        }
        return values
    }
}
