#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time the calling thread spends, for scaling tests: unlike the wall clock, it does not grow when
/// other processes or other tests keep the machine's cores busy, so the ratio of two timings stays the ratio of
/// the work done. Only for work done on the calling thread.
public enum ThreadCPUTime {
    /// The calling thread's processor time spent running `body`.
    public static func measure(_ body: () throws -> Void) rethrows -> Duration {
        let start = now()
        try body()
        return now() - start
    }

    private static func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
