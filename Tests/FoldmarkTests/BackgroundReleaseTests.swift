import Dispatch
import Foundation
import Testing

@testable import FoldmarkCore

/// A value handed to ``BackgroundRelease`` is freed, and on another thread than the caller's.
@Suite struct BackgroundReleaseTests {
    /// Says on which thread it was freed.
    final class Tracked: @unchecked Sendable {
        let freed: DispatchSemaphore
        let thread: UnsafeMutablePointer<pthread_t?>

        init(freed: DispatchSemaphore, thread: UnsafeMutablePointer<pthread_t?>) {
            self.freed = freed
            self.thread = thread
        }

        deinit {
            thread.pointee = pthread_self()
            freed.signal()
        }
    }

    struct Holder {
        var tracked: Tracked
        var text: [String]
    }

    @Test func theValueIsFreedOnAnotherThread() {
        let freed = DispatchSemaphore(value: 0)
        let thread = UnsafeMutablePointer<pthread_t?>.allocate(capacity: 1)
        thread.initialize(to: nil)
        defer { thread.deallocate() }
        let caller = pthread_self()
        do {
            let holder = Holder(
                tracked: Tracked(freed: freed, thread: thread), text: (0..<1000).map { "line \($0)" })
            BackgroundRelease.release(consume holder)
        }
        #expect(freed.wait(timeout: .now() + 10) == .success, "the value was never freed")
        #expect(thread.pointee != nil && pthread_equal(thread.pointee!, caller) == 0, "freed on the caller's thread")
    }
}
