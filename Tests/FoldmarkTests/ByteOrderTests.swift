import Testing

@testable import FoldmarkCore

struct ByteOrderTests {
    /// Random strings, ASCII and not, shorter and longer than the 16 bytes the keys hold, many sharing a start,
    /// come out in the order of their UTF-8 bytes.
    @Test func stringsSortByTheirBytes() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("aAbz09-_./~ éÉ日ß\u{301}\u{7F}".unicodeScalars)
        let starts = ["", "a/", "common/", "windows/system32/", "日本/"]
        for _ in 0..<300 {
            let strings = RandomPaths.make(upTo: 50, starts: starts, letters: letters, using: &generator)
            var sorted = strings
            ByteOrder.sort(&sorted)
            #expect(sorted == strings.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        }
    }
}
