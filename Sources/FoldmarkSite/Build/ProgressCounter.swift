import Foundation

/// Counts finished jobs across threads, for the progress line of `foldmark build`.
final class ProgressCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    /// Adds one and returns the new count.
    func increment() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
