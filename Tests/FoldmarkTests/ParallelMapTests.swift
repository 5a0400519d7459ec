import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore

/// The thread pool every parallel step uses: results in job order whatever order the jobs run in, jobs started in
/// the order asked, and each result handed over once, neither leaked nor freed twice.
@Suite struct ParallelMapTests {
    /// Counts the values of ``Tracked`` freed so far, from any thread.
    private final class FreedCount: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    /// A result that says when it is freed.
    private final class Tracked: @unchecked Sendable {
        let number: Int
        let freed: FreedCount
        init(_ number: Int, _ freed: FreedCount) {
            self.number = number
            self.freed = freed
        }
        deinit { freed.add() }
    }

    /// The jobs each thread took, in the order they started.
    private final class StartLog: @unchecked Sendable {
        private let lock = NSLock()
        private var started: [Int] = []
        func add(_ job: Int) { lock.withLock { started.append(job) } }
        var value: [Int] { lock.withLock { started } }
    }

    @Test(arguments: [1, 2, 4])
    func resultsAreInJobOrderWhateverOrderTheJobsStartIn(concurrency: Int) {
        let count = 500
        var random = SeededGenerator(seed: 7)
        let order = Array(0..<count).shuffled(using: &random)
        let results = ParallelMap.map(count, concurrency: concurrency, order: order) { $0 * 3 }
        #expect(results == (0..<count).map { $0 * 3 })
    }

    /// With two threads, a job starts no later than one place after where the order puts it: each thread takes the
    /// next job in the order, and the other can be at most one job ahead of it when it says so.
    @Test func jobsStartInTheOrderGiven() {
        let count = 400
        var random = SeededGenerator(seed: 3)
        let order = Array(0..<count).shuffled(using: &random)
        let log = StartLog()
        _ = ParallelMap.map(count, concurrency: 2, order: order) { job in log.add(job) }
        let started = log.value
        #expect(started.sorted() == Array(0..<count))
        for (position, job) in started.enumerated() {
            #expect(order[..<min(count, position + 2)].contains(job), "job \(job) started at \(position)")
        }
    }

    @Test func theLargestJobsComeFirstAndEqualOnesInIndexOrder() {
        #expect(ParallelMap.largestFirst([3, 10, 3, 0, 10]) == [1, 4, 0, 2, 3])
        #expect(ParallelMap.largestFirst([]) == [])
        #expect(ParallelMap.largestFirst([5]) == [0])
    }

    /// The results are moved from the threads to the caller: each is freed exactly once, when the caller lets go of
    /// it, and none before.
    @Test(arguments: [1, 2, 3])
    func everyResultIsFreedOnceWhenTheCallerLetsGo(concurrency: Int) {
        let freed = FreedCount()
        let count = 1_000
        do {
            let results = ParallelMap.map(count, concurrency: concurrency, order: nil) { Tracked($0, freed) }
            #expect(freed.value == 0)
            #expect(results.map(\.number) == Array(0..<count))
        }
        #expect(freed.value == count)
    }
}
