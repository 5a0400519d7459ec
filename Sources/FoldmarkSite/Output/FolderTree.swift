import FoldmarkCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walking and removing folders with POSIX calls: symbolic links are never followed, and every failure names its
/// path and the system's reason.
enum FolderTree {
    /// One entry of a folder.
    struct Entry {
        var name: String
        var isFolder: Bool
    }

    /// The entries of the folder at `path`, without `.` and `..`, sorted by name.
    static func entries(_ path: String) throws -> [Entry] {
        guard let directory = opendir(path) else { throw SystemError.io(path, "cannot list folder") }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isFolder = lstat(path + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            entries.append(Entry(name: name, isFolder: isFolder))
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// Every file (anything that is not a folder) and every folder under `root`, as relative paths.
    static func contents(of root: String) throws -> (files: [String], folders: [String]) {
        var files: [String] = []
        var folders: [String] = []
        var stack = [""]
        while let folder = stack.popLast() {
            for entry in try entries(folder.isEmpty ? root : root + "/" + folder) {
                let relative = folder.isEmpty ? entry.name : folder + "/" + entry.name
                if entry.isFolder {
                    folders.append(relative)
                    stack.append(relative)
                } else {
                    files.append(relative)
                }
            }
        }
        return (files, folders)
    }

    /// Removes `path` and everything under it (a file or a symbolic link is just unlinked).
    static func remove(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return }
            throw SystemError.io(path, "cannot remove")
        }
        if (info.st_mode & S_IFMT) != S_IFDIR {
            guard unlink(path) == 0 || errno == ENOENT else { throw SystemError.io(path, "cannot remove file") }
            return
        }
        for entry in try entries(path) {
            try remove(path + "/" + entry.name)
        }
        guard rmdir(path) == 0 || errno == ENOENT else { throw SystemError.io(path, "cannot remove folder") }
    }

    /// Removes the `files` (relative paths) under `root`, then every folder left empty, `root` included. Whatever
    /// else is there stays. Returns whether `root` is gone.
    @discardableResult
    static func remove(_ files: some Collection<String>, under root: String) -> Bool {
        for file in files { unlink(root + "/" + file) }
        for folder in FileIO.folders(holding: files).sorted(by: >) { rmdir(root + "/" + folder) }
        return rmdir(root) == 0 || errno == ENOENT
    }

    /// Creates the folder at `path` and any missing parents.
    static func makeFolder(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw SystemError.io(path, "cannot create folder", ENOTDIR)
            }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try makeFolder(parent) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw SystemError.io(path, "cannot create folder") }
    }
}
