import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Atomic writes: a temporary file in the target's folder, renamed over the target once it is whole.
extension FileIO {
    /// Writes the UTF-8 of `pieces`, one after the other, to `path` atomically, as
    /// ``writeAtomically(_:to:)-(some Collection<UInt8>,_)`` writes bytes, short pieces gathered into few
    /// `write`s (see ``PieceBatches``): no string holds the whole file.
    public static func writeAtomically(to path: String, pieces: [String]) throws {
        try writeAtomically(to: path) { descriptor in
            try PieceBatches.write(pieces) { try writeAll($0, to: descriptor, path: path) }
        }
    }

    /// Writes `bytes` to `path` as ``writeAtomically(_:to:)-(some Collection<UInt8>,_)`` does, but never through
    /// what is at `path`: a symbolic link or a special file there is replaced by the new file, not followed or
    /// written to. For Foldmark's own files, which no one else should write, so that a link put in their place
    /// cannot make Foldmark write over the file it names.
    package static func replaceAtomically(_ bytes: some Collection<UInt8>, at path: String) throws {
        try writeAtomically(to: path, followingLinks: false) { try writeAll(bytes, to: $0, path: path) }
    }

    /// Lets `write` write the file's contents to a descriptor: that of a temporary file in the same folder as
    /// `path`, renamed to `path` once `write` and closing have succeeded, so that readers see the old file or the
    /// new one, never a part; on failure the temporary file is removed. With `followingLinks`, a target that
    /// exists but is not a regular file (`/dev/null`, a pipe, a terminal) is written to directly, and a symbolic
    /// link is followed, so the link stays a link; without, anything but a folder at `path` is replaced.
    static func writeAtomically(
        to path: String, followingLinks: Bool = true, writing write: (Int32) throws -> Void
    ) throws {
        var info = stat()
        let exists = (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0
        if exists, (info.st_mode & S_IFMT) == S_IFDIR {
            throw FoldmarkError(
                at: SourceLocation(file: path), code: SystemError.code, "cannot write file: is a directory")
        }
        if followingLinks, exists, (info.st_mode & S_IFMT) != S_IFREG {
            // A special file such as a device or a pipe: written in place.
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(path, "cannot write file", errno) }
            defer { close(descriptor) }
            return try write(descriptor)
        }
        // The file a link names, even one that does not exist yet: the link stays a link.
        let target = followingLinks ? ResolvedPath.resolve(path) : path
        let folder = (target as NSString).deletingLastPathComponent
        // A short, fixed-size name, so that a file whose own name is near the system's limit can still be written.
        var template = Array("\(folder)/.foldmark-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path, "cannot write file", errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let cleanup = CleanupRegistry.shared.register { unlink(temporary) }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
            CleanupRegistry.shared.unregister(cleanup)
        }
        do {
            try write(descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        // A regular file's mode is kept; a link or special file replaced is not a model for the new file.
        let keepsMode = exists && (info.st_mode & S_IFMT) == S_IFREG
        let mode: mode_t = keepsMode ? info.st_mode & 0o7777 : 0o666 & ~currentUmask
        fchmod(descriptor, mode)
        guard close(descriptor) == 0 else { throw failure(path, "cannot write file", errno) }
        guard rename(temporary, target) == 0 else { throw failure(path, "cannot write file", errno) }
        succeeded = true
    }

    private static let currentUmask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()
}
