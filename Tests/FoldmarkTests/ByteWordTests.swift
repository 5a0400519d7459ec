import Testing

@testable import FoldmarkCore

/// The eight-bytes-at-a-time tests: each judges every byte alone, wherever it sits in a word and in a range.
@Suite struct ByteWordTests {
    /// One byte beyond ASCII at each offset of a 70-byte buffer (two 32-byte blocks, a word and the bytes after),
    /// in ranges that start and end around it.
    @Test func aByteBeyondASCIIIsFoundAtEveryOffset() {
        let size = 70
        for offset in 0..<size {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: size)
            bytes[offset] = 0x80 | UInt8(offset)
            bytes.withUnsafeBufferPointer { buffer in
                for start in [0, 1, 7, offset, min(offset + 1, size)] {
                    for end in [size, size - 1, 33, offset + 1, offset] where start <= end {
                        #expect(
                            ByteWord.isASCII(buffer, start..<end) == !(start..<end).contains(offset),
                            "byte at \(offset), range \(start)..<\(end)")
                    }
                }
            }
        }
        [UInt8]().withUnsafeBufferPointer { #expect(ByteWord.isASCII($0, 0..<0)) }
    }
}
