import Testing

@testable import FoldmarkCore

/// The eight-bytes-at-a-time tests: each judges every byte alone, wherever it sits in a word.
@Suite struct ByteWordTests {
    /// One or two bytes beyond ASCII at each offset of a 70-byte buffer (two 32-byte blocks, a word and the bytes
    /// after), searched from before, at and after them.
    @Test func theFirstByteBeyondASCIIIsFoundAtEveryOffset() {
        let size = 70
        for offset in 0..<size {
            for second in [nil, offset + 1, offset + 9, size - 1] {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: size)
                bytes[offset] = 0x80 | UInt8(offset)
                if let second, second < size, second > offset { bytes[second] = 0xFF }
                bytes.withUnsafeBufferPointer { buffer in
                    for start in [0, 1, 7, offset, min(offset + 1, size)] {
                        let expected = (start..<size).first { bytes[$0] >= 0x80 }
                        #expect(
                            ByteWord.firstNonASCII(in: buffer, from: start) == expected,
                            "byte at \(offset) and \(second ?? -1), from \(start)")
                    }
                }
            }
        }
        [UInt8]().withUnsafeBufferPointer { #expect(ByteWord.firstNonASCII(in: $0, from: 0) == nil) }
    }
}
