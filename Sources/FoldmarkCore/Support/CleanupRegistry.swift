import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work to undo if the process is stopped by SIGINT or SIGTERM: a build's staging folder, a half-written file.
///
/// ``handleSignals()`` blocks the two signals in every thread and waits for them on a thread of its own, which
/// runs every registered action and exits with the shell's status for the signal (130, 143). An action runs
/// at most once. ``critical(_:)`` keeps a signal from being handled in the middle of a step that must finish,
/// such as swapping a new site in.
package final class CleanupRegistry: @unchecked Sendable {
    /// The process's registry.
    package static let shared = CleanupRegistry()

    private let lock = NSRecursiveLock()
    private var actions: [Int: @Sendable () -> Void] = [:]
    private var nextToken = 0
    private var handling = false

    /// Registers `action`; pass the returned token to ``unregister(_:)`` when it is no longer needed.
    package func register(_ action: @escaping @Sendable () -> Void) -> Int {
        lock.withLock {
            nextToken += 1
            actions[nextToken] = action
            return nextToken
        }
    }

    /// Forgets the action registered under `token`.
    package func unregister(_ token: Int) {
        lock.withLock { _ = actions.removeValue(forKey: token) }
    }

    /// Runs `body` with signal handling held off until it returns.
    package func critical<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Runs every registered action, newest first.
    package func runAll() {
        lock.withLock {
            for token in actions.keys.sorted(by: >) { actions[token]?() }
            actions = [:]
        }
    }

    /// Makes SIGINT and SIGTERM run the registered actions and exit with 128 + the signal's number. Call it
    /// once, at the start of `main`, before any other thread starts: threads inherit the blocked signals.
    package func handleSignals() {
        let waited: Bool = lock.withLock {
            if handling { return false }
            handling = true
            return true
        }
        guard waited else { return }
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let blocked = signals
        let thread = Thread { [self] in
            var set = blocked
            var received: Int32 = 0
            while sigwait(&set, &received) != 0 {}
            // The lock stays held until the process is gone, so that no other thread carries on (and, say,
            // reports the failures the cleanup caused) in between.
            lock.lock()
            runAll()
            _exit(128 + received)
        }
        thread.start()
    }
}
