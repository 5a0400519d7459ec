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
        let workers = min(max(1, concurrency ?? defaultConcurrency), count)
        if workers <= 1 { return (0..<count).map(transform) }
        let results = Results<T>(count: count)
        // One iteration per worker; each worker takes the next job until none are left, so no more than
        // `workers` jobs ever run at once, whatever the system's thread pool would allow.
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.nextJob() {
                results.store(transform(index), at: index)
            }
        }
        return results.values
    }

    /// One slot per job; each slot is written by exactly one job, and read only after all have finished.
    private final class Results<T>: @unchecked Sendable {
        private var slots: [T?]
        private var next = 0
        private let lock = NSLock()

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        /// The index of the next job nobody has taken, or `nil` when all are taken.
        func nextJob() -> Int? {
            lock.withLock {
                guard next < slots.count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ value: T, at index: Int) {
            lock.withLock { slots[index] = value }
        }

        var values: [T] {
            lock.withLock { slots.map { $0! } }
        }
    }
}
