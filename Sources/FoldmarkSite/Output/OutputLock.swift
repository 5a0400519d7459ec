import FoldmarkCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on an output folder, held by one build at a time: `flock(2)` on a lock file in
/// `.foldmark-cache`, which holds the process id of the build that has it. The system releases the lock when the
/// process ends, however it ends; the file itself stays.
final class OutputLock: @unchecked Sendable {
    private var descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Takes the lock at `path`, or fails at once, naming the build that holds it; `display` names the output.
    static func acquire(_ path: String, display: String) throws -> OutputLock {
        // Not through a link: a link put in the lock's place must not make the build truncate the file it names.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw SystemError.io(path, "cannot create lock file") }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            let code = errno
            defer { close(descriptor) }
            guard code == EWOULDBLOCK else { throw SystemError.io(path, "cannot lock file", code) }
            let holder =
                (try? FileIO.read(path)).map { String(decoding: $0, as: UTF8.self) }?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            let who = Int(holder).map { "another foldmark build (process \($0))" } ?? "another foldmark build"
            throw FoldmarkError(
                at: SourceLocation(file: display), code: .outputLocked,
                "\(who) is writing this output folder; try again when it has finished")
        }
        let text = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return OutputLock(descriptor: descriptor)
    }

    /// Lets the next build in.
    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
