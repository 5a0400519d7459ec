import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes and copies that reuse an unchanged file of the previous build by hard-linking it.
extension FileIO {
    /// Like ``write(_:to:)``, but when `previous` names a regular file with exactly these bytes, hard-links it
    /// instead: rebuilding a large site then allocates no new file for an unchanged page. Only for files that
    /// are never written again in place.
    ///
    /// Whatever is at `path` is unlinked first, never written in place: it may be a hard link to a live file.
    package static func write(_ text: String, to path: String, reusing previous: String?) throws {
        if let previous, sameContents(text, previous) {
            // Already the live file (a spare kept from a build ago often is): nothing to do.
            if sameFile(path, previous) { return }
            unlink(path)
            if link(previous, path) == 0 { return }
        }
        unlink(path)
        try write(text, to: path)
    }

    /// Whether two paths name the same existing file (the same inode on the same device), following links.
    package static func sameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Copies the file at `source` to `path`, hard-linking `previous` instead when its bytes are the same. The
    /// file is streamed, never held in memory whole; an error names the file it happened on, the source for a
    /// read and `path` for a write.
    package static func copy(_ source: String, to path: String, reusing previous: String?) throws {
        let input = open(source, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard input >= 0 else { throw failure(source, "cannot read file", errno) }
        defer { close(input) }
        var info = stat()
        guard fstat(input, &info) == 0 else { throw failure(source, "cannot read file", errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw FoldmarkError(
                at: SourceLocation(file: source), code: .notAFile,
                "cannot copy file: not a regular file (\(kind(info.st_mode & S_IFMT)))")
        }
        var old = stat()
        if let previous, stat(previous, &old) == 0, (old.st_mode & S_IFMT) == S_IFREG, old.st_size == info.st_size,
            try sameBytes(input, source: source, previous)
        {
            if sameFile(path, previous) { return }
            unlink(path)
            if link(previous, path) == 0 { return }
        }
        guard lseek(input, 0, SEEK_SET) == 0 else { throw failure(source, "cannot read file", errno) }
        unlink(path)
        let output = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw failure(path, "cannot write file", errno) }
        defer { close(output) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(input, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(source, "cannot read file", errno)
            }
            if count == 0 { break }
            try chunk.withUnsafeBytes {
                try writeAll(UnsafeRawBufferPointer(rebasing: $0[0..<count]), to: output, path: path)
            }
        }
    }

    /// Whether the rest of `descriptor` and the file at `other` hold the same bytes.
    private static func sameBytes(_ descriptor: Int32, source: String, _ other: String) throws -> Bool {
        let second = open(other, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard second >= 0 else { return false }
        defer { close(second) }
        var a = [UInt8](repeating: 0, count: 1 << 16)
        var b = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = a.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(source, "cannot read file", errno)
            }
            if count == 0 { return posixRead(second, &b, 1) == 0 }
            var filled = 0
            while filled < count {
                let more = b.withUnsafeMutableBytes { posixRead(second, $0.baseAddress! + filled, count - filled) }
                if more < 0 && errno == EINTR { continue }
                if more <= 0 { return false }
                filled += more
            }
            if memcmp(a, b, count) != 0 { return false }
        }
    }

    private static func sameContents(_ text: String, _ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == text.utf8.count,
            let old = try? read(path)
        else { return false }
        var text = text
        return text.withUTF8 { new in
            old.withUnsafeBytes { old in
                new.count == old.count && (new.isEmpty || memcmp(new.baseAddress!, old.baseAddress!, new.count) == 0)
            }
        }
    }
}
