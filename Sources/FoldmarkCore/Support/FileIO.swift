import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing whole files with errors that name the path, and writes that never leave half a file.
public enum FileIO {
    /// The bytes of the file at `path`; throws a ``FoldmarkError`` naming the path on any failure.
    ///
    /// Only a regular file is read (a named pipe too when `allowsPipes`: `render <(command)` names one), and at
    /// most `limit` bytes of it, so that a device such as `/dev/zero` or a FIFO nobody writes to cannot hang or
    /// exhaust memory.
    public static func read(_ path: String, limit: ReadLimit = .markdown, allowsPipes: Bool = false) throws -> [UInt8] {
        let maximum = try limit.bytes()
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(path, "cannot read file", errno) }
        let isPipe = (info.st_mode & S_IFMT) == S_IFIFO
        // Opened without blocking, so that a FIFO with no writer cannot hang the open; checked again on the
        // descriptor, which is what is read.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (isPipe && allowsPipes ? 0 : O_NONBLOCK))
        guard descriptor >= 0 else { throw failure(path, "cannot read file", errno) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw failure(path, "cannot read file", errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if Int(info.st_size) > maximum { throw limit.exceeded(path, limit: maximum) }
        case S_IFDIR:
            throw FoldmarkError(at: SourceLocation(file: path), code: SystemError.code, "is a directory, not a file")
        case S_IFIFO where allowsPipes:
            break
        case let type:
            throw FoldmarkError(
                at: SourceLocation(file: path), code: .notAFile,
                "cannot read file: not a regular file (\(kind(type))); only regular files are read")
        }
        return try readAll(descriptor, path: path, limit: limit, maximum: maximum, expected: Int(info.st_size))
    }

    /// All of standard input (a file, a pipe or a terminal), at most `limit` bytes.
    public static func readStandardInput(limit: ReadLimit = .markdown) throws -> [UInt8] {
        let maximum = try limit.bytes()
        var info = stat()
        let expected = fstat(0, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
        if expected > maximum { throw limit.exceeded("<stdin>", limit: maximum) }
        return try readAll(
            0, path: "<stdin>", limit: limit, maximum: maximum, expected: expected,
            operation: "cannot read standard input")
    }

    /// Reads to the end of `descriptor`: straight into the array's own storage, sized from `expected` (the size
    /// `fstat` gave; 0 when unknown), with one byte more so that the read that finds the end needs no other
    /// buffer. Whatever comes beyond that (a file that grew, a pipe) is read in chunks. Nothing is zero-filled.
    private static func readAll(
        _ descriptor: Int32, path: String, limit: ReadLimit, maximum: Int, expected: Int,
        operation: String = "cannot read file"
    ) throws -> [UInt8] {
        var code: Int32 = 0
        var ended = false
        var bytes = [UInt8](unsafeUninitializedCapacity: min(expected, maximum) + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let read = posixRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if read < 0 {
                    if errno == EINTR { continue }
                    code = errno
                    return
                }
                if read == 0 {
                    ended = true
                    return
                }
                count += read
            }
        }
        if code != 0 { throw failure(path, operation, code) }
        if bytes.count > maximum { throw limit.exceeded(path, limit: maximum) }
        if ended { return bytes }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = posixRead(descriptor, chunk.baseAddress, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, operation, errno)
            }
            if count == 0 { break }
            if bytes.count + count > maximum { throw limit.exceeded(path, limit: maximum) }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        }
        return bytes
    }

    /// "a character device", for messages.
    static func kind(_ type: mode_t) -> String {
        switch type {
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a named pipe"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a folder"
        default: "not a file"
        }
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
        try writeAtomically(to: path) { try writeAll(bytes, to: $0, path: path) }
    }

    /// Writes the UTF-8 of `text` to a new file at `path` (mode 0644 less the umask), replacing any file there in
    /// place. For folders no one reads yet, such as a site's staging folder; elsewhere use ``writeAtomically(_:to:)``.
    package static func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, "cannot write file", errno) }
        defer { close(descriptor) }
        var text = text
        try text.withUTF8 { try writeAll(UnsafeRawBufferPointer($0), to: descriptor, path: path) }
    }

    /// Every folder, at any depth, that holds one of `files` (relative paths of files).
    package static func folders(holding files: some Sequence<String>) -> Set<String> {
        var folders: Set<String> = []
        folders.reserveCapacity(files.underestimatedCount)
        // The bytes of the file before: a folder of this file that lies within the part the two share (it ends at
        // a `/` before their first difference) holds the file before too, so it and its own folders are in the
        // set already. Files listed in order, as they mostly are, then make one new folder each at most.
        var previous: [UInt8] = []
        for file in files {
            var file = file
            file.withUTF8 { bytes in
                // Bytes, not `Character`s: a `/` followed by a combining mark is one `Character`, not a `/`.
                var common = 0
                let shorter = min(bytes.count, previous.count)
                while common < shorter && bytes[common] == previous[common] { common += 1 }
                var end = bytes.count
                while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")), slash >= common {
                    let folder = UnsafeBufferPointer(rebasing: bytes[..<slash])
                    if !folders.insert(String(decoding: folder, as: UTF8.self)).inserted { break }
                    end = slash
                }
                previous.removeAll(keepingCapacity: true)
                previous.append(contentsOf: bytes)
            }
        }
        return folders
    }

    /// Creates the folders for `files` (relative paths of files) under `root`, parents first; existing folders
    /// are fine. One `mkdir` per folder, which matters for sites with thousands of them.
    package static func makeFolders(for files: some Sequence<String>, under root: String) throws {
        for folder in folders(holding: files).sorted() {
            let path = root + "/" + folder
            if mkdir(path, 0o755) != 0 && errno != EEXIST { throw failure(path, "cannot create folder", errno) }
        }
    }

    static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32, path: String) throws {
        let direct = bytes.withContiguousStorageIfAvailable { buffer in
            Result { try writeAll(UnsafeRawBufferPointer(buffer), to: descriptor, path: path) }
        }
        if let direct {
            try direct.get()
        } else {
            try Array(bytes).withUnsafeBytes { try writeAll($0, to: descriptor, path: path) }
        }
    }

    static func writeAll(_ data: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
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

    static func failure(_ path: String, _ what: String, _ code: Int32) -> FoldmarkError {
        SystemError.io(path, what, code)
    }
}

func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
