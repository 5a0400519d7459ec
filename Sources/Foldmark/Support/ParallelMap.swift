import Foundation

/// Runs independent jobs on all cores and returns their results in job order, so the outcome does not depend
/// on scheduling.
enum ParallelMap {
    /// `transform(0..<count)`, computed concurrently unless `concurrency` is 1.
    static func map<T: Sendable>(_ count: Int, concurrency: Int? = nil, _ transform: @Sendable (Int) -> T) -> [T] {
        if concurrency == 1 || count < 2 { return (0..<count).map(transform) }
        let results = Results<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(transform(index), at: index)
        }
        return results.values
    }

    /// One slot per job; each slot is written by exactly one job, and read only after all have finished.
    private final class Results<T>: @unchecked Sendable {
        private var slots: [T?]
        private let lock = NSLock()

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func store(_ value: T, at index: Int) {
            lock.withLock { slots[index] = value }
        }

        var values: [T] {
            lock.withLock { slots.map { $0! } }
        }
    }
}
