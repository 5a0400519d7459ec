import FoldmarkTestSupport
import Testing

@testable import FoldmarkCore

/// Strings made a kilobyte at a time are the strings Swift makes of the whole run, byte for byte, whatever the
/// bytes: ASCII kilobytes and others in every order, characters across the cuts, and bytes that are not UTF-8.
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
                if bytes.count > UTF8Chunks.chunk * 2 { chunked += 1 }
            }
        }
        // Most samples are long enough to be cut.
        #expect(chunked > 100)
    }

    /// A character right at a cut stays whole: every offset of a four-byte character around the first cut.
    @Test func aCharacterAtTheCutStaysWhole() {
        for offset in (UTF8Chunks.chunk - 4)...(UTF8Chunks.chunk + 4) {
            let bytes =
                Array(repeating: UInt8(ascii: "a"), count: offset) + Array("😀".utf8)
                + Array(repeating: UInt8(ascii: "b"), count: 3 * UTF8Chunks.chunk)
            bytes.withUnsafeBufferPointer { buffer in
                #expect(UTF8Chunks.string(validating: buffer) == String(decoding: buffer, as: UTF8.self))
            }
        }
    }
}
