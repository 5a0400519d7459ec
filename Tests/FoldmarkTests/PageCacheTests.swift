import Testing

@testable import FoldmarkSite

/// ``PageCache``: the pages laid out lately, within a number of pages and of bytes, the least recently used
/// leaving first.
@Suite struct PageCacheTests {
    private func page(_ size: Int) -> [UInt8] { Array(repeating: UInt8(ascii: "x"), count: size) }

    @Test func theLeastRecentlyUsedPageLeavesWhenThereAreTooMany() {
        let cache = PageCache(pages: 2, bytes: 1000)
        cache.store(page(10), at: "a")
        cache.store(page(10), at: "b")
        #expect(cache["a"] != nil)  // a is now the most recently used
        cache.store(page(10), at: "c")
        #expect(cache.count == 2)
        #expect(cache["b"] == nil)
        #expect(cache["a"] != nil)
        #expect(cache["c"] != nil)
    }

    @Test func pagesLeaveToStayWithinTheBytes() {
        let cache = PageCache(pages: 100, bytes: 100)
        for name in ["a", "b", "c", "d"] { cache.store(page(30), at: name) }
        #expect(cache.count == 3)
        #expect(cache.byteCount == 90)
        #expect(cache["a"] == nil)
        // A page larger than the whole budget is not kept, and pushes nothing out.
        cache.store(page(101), at: "huge")
        #expect(cache["huge"] == nil)
        #expect(cache.count == 3)
        // Storing a page again replaces it, counted once.
        cache.store(page(50), at: "d")
        #expect(cache.byteCount == 50 + 30)
        #expect(cache.count == 2)
    }

    @Test func pagesUsedInTurnLeaveInTurn() {
        let cache = PageCache(pages: 3, bytes: 1000)
        for round in 0..<10_000 {
            cache.store(page(1), at: "p\(round % 5)")
            _ = cache["p\((round + 4) % 5)"]
        }
        // The last rounds stored p3 and p4 and asked for p2 and p3 last.
        #expect(cache.count == 3)
        #expect(cache["p0"] == nil && cache["p1"] == nil)
        #expect(cache["p2"] != nil && cache["p3"] != nil && cache["p4"] != nil)
    }

    @Test func aCopyKeepsTheOrderAndLeavesOutTheChangedPages() {
        let cache = PageCache(pages: 3, bytes: 1000)
        for name in ["a", "b", "c"] { cache.store(page(10), at: name) }
        let copy = cache.copy(removing: ["b"])
        #expect(copy.count == 2)
        #expect(copy["b"] == nil)
        copy.store(page(10), at: "d")
        copy.store(page(10), at: "e")  // a is the least recently used of the copy
        #expect(copy["a"] == nil)
        #expect(copy["c"] != nil)
        // The original is untouched.
        #expect(cache.count == 3)
        #expect(cache["b"] != nil)
    }
}
