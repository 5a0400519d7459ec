import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing whole files with errors that name the path, and writes that never leave half a file.
public enum FileIO {
    /// The bytes of the file at `path`; throws a ``FoldmarkError`` naming the path on any failure.
    public static func read(_ path: String) throws -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(path, "cannot read file", errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw FoldmarkError(at: SourceLocation(file: path), code: "io", "is a directory, not a file")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "cannot read file", errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, "cannot read file", errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// All of standard input.
    public static func readStandardInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }

    /// Writes the UTF-8 of `text` to `path` atomically, without copying it first.
    public static func writeAtomically(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try writeAtomically($0, to: path) }
    }

    /// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so that readers see
    /// the old file or the new one, never a part. On failure nothing is left behind.
    ///
    /// A target that exists but is not a regular file (`/dev/null`, a pipe, a terminal) is written to directly,
    /// and a symbolic link is followed, so the link stays a link.
    public static func writeAtomically(_ bytes: some Collection<UInt8>, to path: String) throws {
        var info = stat()
        let exists = stat(path, &info) == 0
        if exists, (info.st_mode & S_IFMT) == S_IFDIR {
            throw FoldmarkError(at: SourceLocation(file: path), code: "io", "cannot write file: is a directory")
        }
        if exists, (info.st_mode & S_IFMT) != S_IFREG {
            return try writeInPlace(bytes, to: path)
        }
        var target = path
        if exists, let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        }
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        var template = Array("\(folder)/.\(url.lastPathComponent).foldmark-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path, "cannot write file", errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        do {
            try writeAll(bytes, to: descriptor, path: path)
        } catch {
            close(descriptor)
            throw error
        }
        let mode: mode_t = exists ? info.st_mode & 0o7777 : 0o666 & ~currentUmask
        fchmod(descriptor, mode)
        guard close(descriptor) == 0 else { throw failure(path, "cannot write file", errno) }
        guard rename(temporary, target) == 0 else { throw failure(path, "cannot write file", errno) }
        succeeded = true
    }

    /// Writes the UTF-8 of `text` to a new file at `path` (mode 0644 less the umask), replacing any file there in
    /// place. For folders no one reads yet, such as a site's staging folder; elsewhere use ``writeAtomically(_:to:)``.
    public static func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, "cannot write file", errno) }
        defer { close(descriptor) }
        var text = text
        try text.withUTF8 { try writeAll(UnsafeRawBufferPointer($0), to: descriptor, path: path) }
    }

    /// Every folder, at any depth, that holds one of `files` (relative paths of files).
    public static func folders(holding files: some Sequence<String>) -> Set<String> {
        var folders: Set<String> = []
        for file in files {
            // Bytes, not `Character`s: a `/` followed by a combining mark is one `Character`, not a `/`.
            var folder = file.utf8[...]
            while let slash = folder.lastIndex(of: UInt8(ascii: "/")) {
                folder = folder[..<slash]
                if !folders.insert(String(decoding: folder, as: UTF8.self)).inserted { break }
            }
        }
        return folders
    }

    /// Creates the folders for `files` (relative paths of files) under `root`, parents first; existing folders
    /// are fine. One `mkdir` per folder, which matters for sites with thousands of them.
    public static func makeFolders(for files: some Sequence<String>, under root: String) throws {
        for folder in folders(holding: files).sorted() {
            let path = root + "/" + folder
            if mkdir(path, 0o755) != 0 && errno != EEXIST { throw failure(path, "cannot create folder", errno) }
        }
    }

    /// Like ``write(_:to:)``, but when `previous` names a regular file with exactly these bytes, hard-links it
    /// instead: rebuilding a large site then allocates no new file for an unchanged page. Only for files that
    /// are never written again in place.
    ///
    /// Whatever is at `path` is unlinked first, never written in place: it may be a hard link to a live file.
    public static func write(_ text: String, to path: String, reusing previous: String?) throws {
        if let previous, sameContents(text, previous) {
            // Already the live file (a spare kept from a build ago often is): nothing to do.
            if sameFile(path, previous) { return }
            unlink(path)
            if link(previous, path) == 0 { return }
        }
        unlink(path)
        try write(text, to: path)
    }

    /// Whether two paths name the same file (the same inode on the same device).
    private static func sameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Copies the file at `source` to `path`, hard-linking `previous` instead when its bytes are the same.
    public static func copy(_ source: String, to path: String, reusing previous: String?) throws {
        let bytes = try read(source)
        if let previous, let old = try? read(previous), old.count == bytes.count,
            old.withUnsafeBytes({ a in bytes.withUnsafeBytes { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } })
        {
            if sameFile(path, previous) { return }
            unlink(path)
            if link(previous, path) == 0 { return }
        }
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, "cannot write file", errno) }
        defer { close(descriptor) }
        try bytes.withUnsafeBytes { try writeAll($0, to: descriptor, path: path) }
    }

    private static func sameContents(_ text: String, _ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == text.utf8.count,
            let old = try? read(path)
        else { return false }
        var text = text
        return text.withUTF8 { new in
            old.withUnsafeBytes { old in new.count == old.count && (new.isEmpty || memcmp(new.baseAddress!, old.baseAddress!, new.count) == 0) }
        }
    }

    /// Writes into an existing special file such as a device or a pipe.
    private static func writeInPlace(_ bytes: some Collection<UInt8>, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "cannot write file", errno) }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
    }

    private static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32, path: String) throws {
        let direct = bytes.withContiguousStorageIfAvailable { buffer in
            Result { try writeAll(UnsafeRawBufferPointer(buffer), to: descriptor, path: path) }
        }
        if let direct {
            try direct.get()
        } else {
            try Array(bytes).withUnsafeBytes { try writeAll($0, to: descriptor, path: path) }
        }
    }

    private static func writeAll(_ data: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
        var written = 0
        while written < data.count {
            let count = posixWrite(descriptor, data.baseAddress! + written, data.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, "cannot write file", errno)
            }
            written += count
        }
    }

    private static let currentUmask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()

    private static func failure(_ path: String, _ what: String, _ code: Int32) -> FoldmarkError {
        FoldmarkError(at: SourceLocation(file: path), code: "io", "\(what): \(String(cString: strerror(code)))")
    }
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
