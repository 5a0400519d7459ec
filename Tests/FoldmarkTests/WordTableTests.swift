import Testing

@testable import FoldmarkCore

/// The keyword table reads names as words of eight bytes: it must find exactly what a dictionary would, whatever
/// the name's length, case and place in the code.
@Suite struct WordTableTests {
    /// Words of every length from 1 to 40, so both 8-byte halves and the bytes past the 16th are compared, and
    /// words that differ from them in one byte only, at every offset.
    static let words: [String] = (1...40).map { length in
        let letters: [UInt8] = (0..<length).map { offset in UInt8(0x61 + (offset * 7 + length) % 26) }
        return String(decoding: letters, as: UTF8.self)
    }

    @Test func findsEveryWordAndNoNearMiss() {
        let table = WordTable(Self.words.enumerated().map { ($1, $0) }, foldCase: false)
        #expect(table.maximumLength == 40)
        for (number, word) in Self.words.enumerated() {
            #expect(lookUp(table, word) == number)
            var bytes = Array(word.utf8)
            for offset in bytes.indices {
                let original = bytes[offset]
                bytes[offset] = original == UInt8(ascii: "z") ? UInt8(ascii: "a") : original + 1
                #expect(lookUp(table, String(decoding: bytes, as: UTF8.self)) == nil, "\(word) at \(offset)")
                bytes[offset] = original
            }
            #expect(lookUp(table, word + "a") == nil || Self.words.contains(word + "a"))
            #expect(lookUp(table, word.uppercased()) == nil)
        }
        #expect(lookUp(table, "") == nil)
    }

    /// A name at the very end of the code, where fewer than eight bytes are left to read, and one in the middle,
    /// where the bytes after it must not count.
    @Test func readsNamesAtTheEndAndInTheMiddleOfTheCode() {
        let table = WordTable([("let", 1), ("return", 2), ("associatedtype", 3)], foldCase: false)
        for code in ["x = let", "return", "associatedtype", "(let)", "return;associatedtypes"] {
            var text = code
            let found: [Int?] = text.withUTF8 { bytes in
                var found: [Int?] = []
                var start = 0
                while start < bytes.count {
                    var end = start
                    while end < bytes.count, bytes[end] >= 0x61, bytes[end] <= 0x7A { end += 1 }
                    if end > start { found.append(table.value(bytes, start..<end)) }
                    start = end + 1
                }
                return found
            }
            let expected: [Int?] = code.split(whereSeparator: { !$0.isLetter }).map {
                ["let": 1, "return": 2, "associatedtype": 3][String($0)]
            }
            #expect(found == expected, "\(code)")
        }
    }

    @Test func foldsASCIICaseWhenAsked() {
        let table = WordTable([("SELECT", 1), ("Where", 2), ("character_set_client", 3)], foldCase: true)
        for (name, expected) in [
            ("select", 1), ("SeLeCt", 1), ("WHERE", 2), ("where", 2), ("CHARACTER_SET_CLIENT", 3),
            ("Character_Set_Client", 3),
        ] {
            #expect(lookUp(table, name) == expected, "\(name)")
        }
        // Only A-Z fold: `@`, `[`, `_` and bytes of non-ASCII characters are not letters that differ in case.
        for name in ["selecT@", "select[", "sélect", "SELECT_", "@ELECT", "`elect"] {
            #expect(lookUp(table, name) == nil, "\(name)")
        }
    }

    @Test func laterEntriesWin() {
        let table = WordTable([("func", 1), ("func", 2)], foldCase: false)
        #expect(lookUp(table, "func") == 2)
    }

    private func lookUp(_ table: WordTable<Int>, _ name: String) -> Int? {
        var text = name
        return text.withUTF8 { table.value($0, 0..<$0.count) }
    }
}
