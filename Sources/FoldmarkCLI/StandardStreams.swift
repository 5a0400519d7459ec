import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error, which may have been closed by whoever started the process
/// (`foldmark render <&-`, `>&-`, `2>&-`).
///
/// A closed descriptor is reopened on `/dev/null` first thing, so that no file the process opens later takes
/// its number (output meant for standard output would otherwise land in it), and remembered as closed:
/// reading a closed standard input and writing to a closed standard output are errors, and messages to a closed
/// standard error are dropped.
public enum StandardStreams {
    /// Which of descriptors 0, 1 and 2 were closed when the process started.
    nonisolated(unsafe) private(set) static var closed: [Bool] = [false, false, false]

    /// Checks and reopens the three descriptors. Call it once, first thing in `main`.
    public static func setUp() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed[Int(descriptor)] = true
            // open returns the lowest free number, which is this one: the ones below are open by now.
            let reopened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if reopened >= 0, reopened != descriptor {
                dup2(reopened, descriptor)
                close(reopened)
            }
        }
    }

    /// Whether standard input was closed.
    static var inputClosed: Bool { closed[0] }

    /// Writes all of `bytes` to `descriptor` with `write(2)`, retrying after interruptions and short writes;
    /// returns 0, or the `errno` that stopped it (`EPIPE` when the reader has gone, `EBADF` when the stream was
    /// closed).
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        if closed[Int(descriptor)] { return EBADF }
        var written = 0
        while written < bytes.count {
            let count = posixWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return 0
    }
}

private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
