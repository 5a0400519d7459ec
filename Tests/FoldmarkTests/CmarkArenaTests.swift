import Foundation

import FoldmarkTestSupport
import Testing

@testable import FoldmarkCore

/// The arena that holds cmark-gfm's parsers and trees: blocks that never overlap, keep their bytes when they grow,
/// start zeroed, and all go back when the outermost scope ends; one arena per thread.
@Suite struct CmarkArenaTests {
    /// A live block and the byte it is filled with.
    private struct Live {
        var block: UnsafeMutableRawPointer
        var size: Int
        var fill: UInt8
    }

    private static func isFilled(_ live: Live) -> Bool {
        let bytes = UnsafeRawBufferPointer(start: live.block, count: live.size)
        return bytes.allSatisfy { $0 == live.fill }
    }

    /// Thousands of allocations, growths and frees in a random order, sizes from none to past a chunk's worth
    /// (most of them node-sized): every live block keeps the byte it was filled with, so no two ever share memory,
    /// and a growth keeps what the block held. Blocks from `calloc` start zeroed, even where freed blocks are reused.
    @Test func blocksNeverOverlapAndKeepTheirBytes() {
        var random = SeededGenerator(seed: 11)
        CmarkArena.withScope {
            var live: [Live] = []
            var fill: UInt8 = 1
            func size() -> Int {
                switch random.next() % 10 {
                case 0: return Int(random.next() % UInt64(CmarkArena.largeBytes * 2))
                case 1: return Int(random.next() % 9)
                default: return 100 + Int(random.next() % 120)
                }
            }
            for step in 0..<6_000 {
                let action = random.next() % 6
                if action < 3 || live.isEmpty {
                    let bytes = size()
                    guard let block = CmarkArena.allocateZeroed(1, bytes) else {
                        Issue.record("no block of \(bytes) bytes")
                        return
                    }
                    #expect(Int(bitPattern: block) % 8 == 0)
                    #expect(UnsafeRawBufferPointer(start: block, count: bytes).allSatisfy { $0 == 0 }, "step \(step)")
                    block.initializeMemory(as: UInt8.self, repeating: fill, count: bytes)
                    live.append(Live(block: block, size: bytes, fill: fill))
                } else if action < 5 {
                    let index = Int(random.next() % UInt64(live.count))
                    let grown = live[index].size + size()
                    guard let block = CmarkArena.reallocate(live[index].block, grown) else {
                        Issue.record("no block of \(grown) bytes")
                        return
                    }
                    #expect(
                        UnsafeRawBufferPointer(start: block, count: live[index].size).allSatisfy {
                            $0 == live[index].fill
                        }, "step \(step)")
                    block.initializeMemory(as: UInt8.self, repeating: fill, count: grown)
                    live[index] = Live(block: block, size: grown, fill: fill)
                } else {
                    let index = Int(random.next() % UInt64(live.count))
                    CmarkArena.release(live[index].block)
                    live.remove(at: index)
                }
                fill = fill == 255 ? 1 : fill + 1
                if step % 500 == 0 {
                    let spoiled = live.filter { !Self.isFilled($0) }.count
                    #expect(spoiled == 0, "step \(step)")
                }
            }
            #expect(live.allSatisfy(Self.isFilled))
            #expect(CmarkArena.heldBytes > CmarkArena.chunkBytes)
        }
    }

    /// The newest block grows where it is, and a freed block is taken by the next block of its size.
    @Test func theNewestBlockGrowsInPlaceAndFreedBlocksAreReused() {
        CmarkArena.withScope {
            guard let first = CmarkArena.allocateZeroed(1, 40), let newest = CmarkArena.allocateZeroed(1, 16) else {
                Issue.record("no blocks")
                return
            }
            #expect(CmarkArena.reallocate(newest, 200) == newest)
            #expect(CmarkArena.reallocate(first, 400) != first)
            CmarkArena.release(newest)
            let reused = CmarkArena.allocateZeroed(1, 200)
            #expect(reused == newest)
        }
    }

    /// The newest block grows in place only while its chunk has room: at a chunk's end it moves, whole.
    @Test func aBlockNeverGrowsPastItsChunk() {
        CmarkArena.withScope {
            var newest = CmarkArena.allocateZeroed(1, 1_000)
            while CmarkArena.bytesLeftInChunk > 10_000 { newest = CmarkArena.allocateZeroed(1, 1_000) }
            guard let block = newest else { return }
            block.initializeMemory(as: UInt8.self, repeating: 9, count: 1_000)
            let grown = CmarkArena.reallocate(block, 20_000)
            #expect(grown != block)
            #expect(CmarkArena.bytesLeftInChunk >= 0)
            #expect(UnsafeRawBufferPointer(start: grown, count: 1_000).allSatisfy { $0 == 9 })
        }
    }

    /// Whatever was allocated in a scope, one chunk is all the thread keeps after it; an inner scope gives nothing
    /// back, so the outer scope's blocks stay whole.
    @Test func theOutermostScopeGivesEverythingBack() {
        CmarkArena.withScope {
            guard let outer = CmarkArena.allocateZeroed(1, 64) else { return }
            outer.initializeMemory(as: UInt8.self, repeating: 7, count: 64)
            CmarkArena.withScope {
                for _ in 0..<5_000 { _ = CmarkArena.allocateZeroed(1, 160) }
                _ = CmarkArena.allocateZeroed(1, CmarkArena.largeBytes * 3)
            }
            #expect(CmarkArena.heldBytes > CmarkArena.chunkBytes * 2)
            #expect(UnsafeRawBufferPointer(start: outer, count: 64).allSatisfy { $0 == 7 })
        }
        #expect(CmarkArena.heldBytes == CmarkArena.chunkBytes)
    }

    /// Documents parsed on eight threads at once, each with its own arena, come out as they do one at a time:
    /// large enough to fill several chunks, with tables, footnotes, callouts, code and a 100 KB code block.
    @Test func documentsParsedOnManyThreadsMatchThoseParsedOneByOne() {
        let sources = (0..<8).map { number in
            var text = "# Document \(number)\n\n"
            for section in 0..<300 {
                text +=
                    "## Section \(section)\n\nSome *text* with a [link](https://example.com/\(number)) and www.example.org"
                text += " ~~gone~~ and a note[^n\(section)].\n\n[^n\(section)]: The note.\n\n"
                text += "| a | b |\n|---|---|\n| \(section) | \(number) |\n\n> [!NOTE]\n> Callout \(section)\n\n"
                text += "- [ ] task\n- [x] done\n\n```swift\nlet value = \(section)\n```\n\n"
            }
            text += "```\n" + String(repeating: "let long = \(number)\n", count: 6_000) + "```\n"
            return text
        }
        let oneByOne = sources.map { Document.parse($0) }
        let together = ParallelMap.map(sources.count, concurrency: sources.count) { Document.parse(sources[$0]) }
        #expect(together == oneByOne)
        #expect(oneByOne.allSatisfy { $0.sections.first?.children.count == 300 })
    }
}
