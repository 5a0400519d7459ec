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
    /// A new file is created with `O_EXCL`. With `root`, the folders `path` needs below `root` are made when they
    /// are missing, by the writing thread, so that a parallel build makes them in parallel. With `expectingFile`
    /// (the folder is a spare from an earlier build, which mostly holds these files already), what is at `path` is
    /// looked at before a link is tried, which saves a failed `link` per unchanged file.
    package static func write(
        _ text: String, to path: String, reusing previous: String?, makingFoldersUnder root: String? = nil,
        expectingFile: Bool = false
    ) throws {
        var text = text
        try text.withUTF8 { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            if let previous, let old = sameBytes(bytes, previous),
                try reuse(previous, sharing: old, at: path, makingFoldersUnder: root, expectingFile: expectingFile)
            {
                return
            }
            try create(bytes, at: path, makingFoldersUnder: root)
        }
    }

    /// The `stat` of the regular file at `path` when it holds exactly `bytes`: one open, one `fstat`, and reads
    /// compared as they come, into a buffer that is never zero-filled.
    private static func sameBytes(_ bytes: UnsafeRawBufferPointer, _ path: String) -> stat? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count
        else { return nil }
        if bytes.isEmpty { return info }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: min(bytes.count, 1 << 16), alignment: 1)
        defer { chunk.deallocate() }
        var compared = 0
        while compared < bytes.count {
            let count = posixRead(descriptor, chunk.baseAddress, min(chunk.count, bytes.count - compared))
            if count < 0 && errno == EINTR { continue }
            guard count > 0, memcmp(chunk.baseAddress!, bytes.baseAddress! + compared, count) == 0 else { return nil }
            compared += count
        }
        return info
    }

    /// Hard-links `previous` (whose `stat` is `old`) at `path`; true when `path` is then that file. A `path` that
    /// already is that file (a spare kept from a build ago often is) is left alone; any other is unlinked first.
    /// False where hard links cannot be made (another file system, a file system without them): write instead.
    private static func reuse(
        _ previous: String, sharing old: stat, at path: String, makingFoldersUnder root: String?,
        expectingFile: Bool
    ) throws -> Bool {
        var here = stat()
        if expectingFile, lstat(path, &here) == 0 {
            if here.st_dev == old.st_dev, here.st_ino == old.st_ino { return true }
            unlink(path)
        }
        if link(previous, path) == 0 { return true }
        switch errno {
        case EEXIST:
            if lstat(path, &here) == 0, here.st_dev == old.st_dev, here.st_ino == old.st_ino { return true }
            unlink(path)
        case ENOENT where root != nil:
            try makeParent(of: path, under: root!)
        default:
            return false
        }
        return link(previous, path) == 0
    }

    /// Writes `bytes` to a new file at `path` (mode 0644 less the umask), unlinking whatever is there first.
    private static func create(_ bytes: UnsafeRawBufferPointer, at path: String, makingFoldersUnder root: String?)
        throws
    {
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
        var descriptor = open(path, flags, 0o644)
        if descriptor < 0 && errno == EEXIST {
            unlink(path)
            descriptor = open(path, flags, 0o644)
        } else if descriptor < 0 && errno == ENOENT, let root {
            try makeParent(of: path, under: root)
            descriptor = open(path, flags, 0o644)
        }
        guard descriptor >= 0 else { throw failure(path, "cannot write file", errno) }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
    }

    /// Makes the folder that holds `path`, and any missing folders above it, but none outside `root`.
    private static func makeParent(of path: String, under root: String) throws {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        let parent = String(path[..<slash])
        guard parent.utf8.count > root.utf8.count, parent.hasPrefix(root + "/") else { return }
        if mkdir(parent, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw failure(parent, "cannot create folder", errno) }
        try makeParent(of: parent, under: root)
        if mkdir(parent, 0o755) != 0 && errno != EEXIST { throw failure(parent, "cannot create folder", errno) }
    }

    /// Whether two paths name the same existing file (the same inode on the same device), following links.
    package static func sameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Copies the file at `source` to `path`, hard-linking `previous` instead when its bytes are the same (as they
    /// are when `source` is `previous`). The file is streamed, never held in memory whole; an error names the file
    /// it happened on, the source for a read and `path` for a write.
    package static func copy(_ source: String, to path: String, reusing previous: String?) throws {
        if let previous, source == previous, sameFile(path, previous) { return }
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
}
