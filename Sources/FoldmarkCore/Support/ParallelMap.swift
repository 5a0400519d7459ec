import Foundation

/// Runs independent jobs on several threads and returns their results in job order, so the outcome does not
/// depend on scheduling.
package enum ParallelMap {
    /// How many threads ``map(_:concurrency:_:)`` uses when not told: one per active core.
    package static var defaultConcurrency: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `transform(0..<count)`, computed on at most `concurrency` threads at once (`nil`: one per core). With
    /// 1, every job runs in order on the calling thread.
    package static func map<T: Sendable>(_ count: Int, concurrency: Int? = nil, _ transform: @Sendable (Int) -> T)
        -> [T]
    {
        map(count, concurrency: concurrency, order: nil, transform)
    }

    /// `transform(0..<count)` as ``map(_:concurrency:_:)`` computes it, the jobs started in `order` (a permutation
    /// of `0..<count`; `nil`: in index order). The results are in index order whatever the order of the jobs.
    package static func map<T: Sendable>(
        _ count: Int, concurrency: Int? = nil, order: [Int]?, _ transform: @Sendable (Int) -> T
    ) -> [T] {
        precondition(order == nil || order!.count == count, "the order must name every job once")
        let workers = min(max(1, concurrency ?? defaultConcurrency), count)
        if workers <= 1 { return (0..<count).map(transform) }
        let results = Results<T>(count: count)
        // One iteration per worker; each worker takes the next job until none are left, so no more than
        // `workers` jobs ever run at once, whatever the system's thread pool would allow.
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let next = results.nextJob() {
                let index = order?[next] ?? next
                results.store(transform(index), at: index)
            }
        }
        return results.takeValues()
    }

    /// The jobs of `sizes` (one size each, in any unit) from the largest to the smallest, equal sizes in index
    /// order: given as a ``map(_:concurrency:order:_:)`` order, the longest jobs start first and the short ones
    /// fill in around them, so no thread is left with a long job at the end while the others wait.
    package static func largestFirst(_ sizes: [Int]) -> [Int] {
        sizes.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }

    /// One slot per job, in memory of its own: each slot is filled by exactly one job (the one ``nextJob()`` gave
    /// its index), so filling takes no lock, and the results are moved out once every job has finished. A result is
    /// never copied: a large one (a page with all its parts) would cost a retain and a release of each of its
    /// parts per copy, on the calling thread.
    private final class Results<T>: @unchecked Sendable {
        private let slots: UnsafeMutablePointer<T>
        private let count: Int
        private var next = 0
        private let lock = NSLock()

        init(count: Int) {
            self.count = count
            slots = .allocate(capacity: count)
        }

        /// The slots hold nothing by then: ``takeValues()`` moved every result out.
        deinit {
            slots.deallocate()
        }

        /// The index of the next job nobody has taken, or `nil` when all are taken.
        func nextJob() -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        /// Fills slot `index`; called once per index, by the job that took it.
        func store(_ value: consuming T, at index: Int) {
            (slots + index).initialize(to: value)
        }

        /// The results, in job order, moved out of their slots; called once, after every slot is filled (the
        /// workers' writes are seen here: `concurrentPerform` returns only when every worker has).
        func takeValues() -> [T] {
            Array(unsafeUninitializedCapacity: count) { buffer, initialized in
                buffer.baseAddress!.moveInitialize(from: slots, count: count)
                initialized = count
            }
        }
    }
}
