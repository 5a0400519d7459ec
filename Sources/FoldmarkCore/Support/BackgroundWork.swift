import Foundation

/// A value made on a thread of its own while the caller goes on; ``value`` waits for it.
package final class BackgroundWork<T: Sendable>: @unchecked Sendable {
    private var result: T?
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `work` on another thread; with `inline`, runs it here and now instead (a build told to use one
    /// thread).
    package init(inline: Bool = false, _ work: @escaping @Sendable () -> T) {
        if inline {
            result = work()
            finished.signal()
            return
        }
        DispatchQueue.global().async {
            let value = work()
            self.lock.withLock { self.result = value }
            self.finished.signal()
        }
    }

    /// The value, once made.
    package var value: T {
        finished.wait()
        finished.signal()  // for the next caller
        return lock.withLock { result! }
    }
}
