import FoldmarkTestSupport
import Testing

@testable import FoldmarkCore

/// Strings made in pieces are the strings Swift makes of the whole run, byte for byte, whatever the
/// bytes: long ASCII runs and others in every order, characters across the cuts, and bytes that are not UTF-8.
@Suite struct UTF8ChunksTests {
    /// Pieces that exercise every branch: long ASCII, one-to-four-byte characters, and ill-formed bytes (a stray
    /// continuation byte, runs of four and more, a truncated character, an overlong form, a surrogate).
    private static let pieces: [[UInt8]] = [
        Array(repeating: UInt8(ascii: "a"), count: 700), Array(repeating: UInt8(ascii: "<"), count: 1500),
        Array("é".utf8), Array("—".utf8), Array("😀".utf8), Array("日本語".utf8), [0x80], [0x80, 0x80, 0x80, 0x80, 0x80],
        [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x98, 0x80, 0x80, 0x80],
    ]

    private static func samples(valid: Bool) -> [[UInt8]] {
        var generator = SeededGenerator(seed: valid ? 0xC4_0001 : 0xC4_0002)
        let usable = valid ? Array(pieces[0..<6]) : pieces
        return (0..<300).map { _ in
            (0..<Int.random(in: 0...40, using: &generator)).flatMap { _ in usable.randomElement(using: &generator)! }
        }
    }

    @Test(arguments: [true, false])
    func madeAsSwiftMakesTheWhole(valid: Bool) {
        var chunked = 0
        for bytes in Self.samples(valid: valid) {
            bytes.withUnsafeBufferPointer { buffer in
                let whole = String(decoding: buffer, as: UTF8.self)
                #expect(Array(UTF8Chunks.string(decoding: buffer).utf8) == Array(whole.utf8))
                var appended = "x"
                UTF8Chunks.append(decoding: buffer, to: &appended)
                #expect(Array(appended.utf8) == Array(("x" + whole).utf8))
                let validated = UTF8Chunks.string(validating: buffer)
                #expect(
                    validated.map { Array($0.utf8) } == String(validating: buffer, as: UTF8.self).map { Array($0.utf8) }
                )
                if bytes.count >= UTF8Chunks.minimum { chunked += 1 }
            }
        }
        // Most samples are long enough to be cut.
        #expect(chunked > 100)
    }

    /// A character at a cut stays whole, and an ill-formed one is repaired as in the whole: characters of two to
    /// four bytes and a truncated one at every offset around the shortest run that is cut out, before and after
    /// runs of every length up to two words past it.
    @Test func aCharacterAtTheCutStaysWhole() {
        let characters: [[UInt8]] = [Array("é".utf8), Array("日".utf8), Array("😀".utf8), [0xF0, 0x9F, 0x98], [0x80]]
        for offset in 0...(UTF8Chunks.asciiRun + 33) {
            for character in characters {
                let bytes =
                    Array(repeating: UInt8(ascii: "a"), count: offset) + character
                    + Array(repeating: UInt8(ascii: "b"), count: UTF8Chunks.asciiRun + offset % 17) + character
                    + character + Array(repeating: UInt8(ascii: "c"), count: UTF8Chunks.minimum - offset % 40)
                bytes.withUnsafeBufferPointer { buffer in
                    #expect(
                        Array(UTF8Chunks.string(decoding: buffer).utf8)
                            == Array(String(decoding: buffer, as: UTF8.self).utf8), "offset \(offset), \(character)")
                }
            }
        }
    }
}
