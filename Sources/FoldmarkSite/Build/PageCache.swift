import Foundation

/// The pages of a ``SiteInMemory`` laid out lately, kept for the next request: at most `pages` of them and
/// `bytes` in all, the least recently used leaving first. Safe to use from several threads at once.
final class PageCache: @unchecked Sendable {
    /// The most pages kept.
    let pageLimit: Int
    /// The most bytes kept, all pages together.
    let byteLimit: Int

    private struct Entry {
        var bytes: [UInt8]
        /// When the page was last asked for, in ``clock`` ticks: the smallest leaves first.
        var used: UInt64
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// Output path by last use, oldest first; an entry whose tick is not its path's current one is stale.
    private var order: [(path: String, used: UInt64)] = []
    private var orderStart = 0
    private var clock: UInt64 = 0
    private var total = 0

    /// An empty cache of at most `pages` pages and `bytes` bytes (8 MiB and 1,024 pages by default).
    init(pages: Int = 1024, bytes: Int = 8 << 20) {
        pageLimit = max(0, pages)
        byteLimit = max(0, bytes)
    }

    /// The page laid out at `path`, marked as just used; `nil` when it is not kept.
    subscript(path: String) -> [UInt8]? {
        lock.withLock {
            guard var entry = entries[path] else { return nil }
            entry.used = tick(path)
            entries[path] = entry
            compactIfStale()
            return entry.bytes
        }
    }

    /// Keeps `bytes` as the page at `path`, and lets the least recently used pages go to stay within the limits.
    /// A page larger than the whole budget is not kept.
    func store(_ bytes: [UInt8], at path: String) {
        lock.withLock {
            guard bytes.count <= byteLimit, pageLimit > 0 else { return }
            if let old = entries[path] { total -= old.bytes.count }
            entries[path] = Entry(bytes: bytes, used: tick(path))
            total += bytes.count
            while entries.count > pageLimit || total > byteLimit, evictOldest() {}
            compactIfStale()
        }
    }

    /// The number of pages kept.
    var count: Int { lock.withLock { entries.count } }

    /// The bytes kept, all pages together.
    var byteCount: Int { lock.withLock { total } }

    /// A new cache with the same limits and pages, less the pages at `paths`: for the next version of a site,
    /// in which only those pages changed.
    func copy(removing paths: some Sequence<String>) -> PageCache {
        let copy = PageCache(pages: pageLimit, bytes: byteLimit)
        lock.withLock {
            let kept = entries.sorted { $0.value.used < $1.value.used }
            copy.lock.withLock {
                for (path, entry) in kept {
                    _ = copy.tick(path)
                    copy.entries[path] = Entry(bytes: entry.bytes, used: copy.clock)
                    copy.total += entry.bytes.count
                }
            }
        }
        for path in paths { copy.remove(path) }
        return copy
    }

    /// Forgets the page at `path`.
    func remove(_ path: String) {
        lock.withLock {
            if let old = entries.removeValue(forKey: path) { total -= old.bytes.count }
        }
    }

    /// The next tick, recorded as `path`'s last use. Called with the lock held.
    private func tick(_ path: String) -> UInt64 {
        clock += 1
        order.append((path, clock))
        return clock
    }

    /// Removes the least recently used page; false when none is left. Called with the lock held.
    private func evictOldest() -> Bool {
        while orderStart < order.count {
            let (path, used) = order[orderStart]
            orderStart += 1
            if let entry = entries[path], entry.used == used {
                entries[path] = nil
                total -= entry.bytes.count
                return true
            }
        }
        return false
    }

    /// Stale ticks pile up as pages are asked for again: keeps only the live ones, oldest first, once they are
    /// outnumbered. Called with the lock held.
    private func compactIfStale() {
        guard order.count - orderStart > 4 * max(entries.count, 16) else { return }
        order = order[orderStart...].filter { entries[$0.path]?.used == $0.used }
        orderStart = 0
    }
}
