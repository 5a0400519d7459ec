import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Absolute paths with every symbolic link resolved, also for paths that do not exist yet.
package enum ResolvedPath {
    /// `path` made absolute, with `.`, `..` and every symbolic link resolved, `realpath(3)` style. A link whose
    /// target does not exist yet resolves to that target, and a missing path to its resolved parent plus its name,
    /// so that writing to the result writes where the link points.
    package static func resolve(_ path: String) -> String {
        var current = URL(fileURLWithPath: path).standardizedFileURL.path
        for _ in 0..<64 {
            if let real = realpath(current, nil) {
                defer { free(real) }
                return String(cString: real)
            }
            var info = stat()
            if lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, let target = linkTarget(current) {
                let folder = (current as NSString).deletingLastPathComponent
                current =
                    URL(fileURLWithPath: target.hasPrefix("/") ? target : folder + "/" + target).standardizedFileURL
                    .path
                continue
            }
            let parent = (current as NSString).deletingLastPathComponent
            guard parent != current, !parent.isEmpty else { return current }
            let resolvedParent = resolve(parent)
            return (resolvedParent == "/" ? "" : resolvedParent) + "/" + (current as NSString).lastPathComponent
        }
        return current
    }

    /// The text of the symbolic link at `path`.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether two paths name the same existing file (the same device and inode), following links.
    package static func sameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
