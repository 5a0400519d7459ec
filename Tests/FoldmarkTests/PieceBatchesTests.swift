import FoldmarkTestSupport
import Testing

@testable import FoldmarkCore

/// Pieces of a report handed to the writer in few calls, with their bytes and order kept.
@Suite struct PieceBatchesTests {
    @Test func piecesArriveWholeInOrderAndInFewWrites() {
        var random = SeededGenerator(seed: 5)
        for round in 0..<40 {
            var pieces: [String] = []
            for index in 0..<Int.random(in: 0...400, using: &random) {
                let size =
                    Int.random(in: 0..<20, using: &random) == 0
                    ? Int.random(in: 30_000...150_000, using: &random) : Int.random(in: 0...300, using: &random)
                let letter = Character(Unicode.Scalar(UInt8(97 + index % 26)))
                pieces.append(
                    index % 7 == 0 ? String(repeating: "é", count: size / 2) : String(repeating: letter, count: size))
            }
            var written: [UInt8] = []
            var writes = 0
            PieceBatches.write(pieces) { bytes in
                written += bytes
                writes += 1
            }
            let same = written == Array(pieces.joined().utf8)
            #expect(same, "round \(round)")
            // At most one write per full buffer, plus one for each long piece and the buffer it interrupts.
            let long = pieces.filter { $0.utf8.count >= PieceBatches.stagingBytes }.count
            let total = pieces.reduce(0) { $0 + $1.utf8.count }
            #expect(
                writes <= total / (PieceBatches.stagingBytes / 2) + 2 * long + 1, "round \(round): \(writes) writes")
        }
    }

    @Test func thousandsOfShortPiecesGoInAFewWrites() {
        let pieces = (0..<5_000).map { "<p>section \($0)</p>\n" }
        var writes = 0
        var written = 0
        PieceBatches.write(pieces) { bytes in
            writes += 1
            written += bytes.count
        }
        #expect(written == pieces.joined().utf8.count)
        #expect(writes == (written + PieceBatches.stagingBytes - 1) / PieceBatches.stagingBytes)
    }
}
