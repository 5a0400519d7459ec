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
        try walk(root, descending: { _ in true }, visit)
        return (files, folders)
        func visit(_ relative: String, _ isFolder: Bool) {
            if isFolder { folders.append(relative) } else { files.append(relative) }
        }
    }

    /// Calls `visit` with every entry under `root` (its path relative to `root`, and whether it is a folder),
    /// descending into the folders `descend` admits, depth first: a folder's entries in order of name, each
    /// folder's entries after those of the folder that holds it, the last folder of a listing first. A folder that
    /// cannot be listed throws when the walk reaches it.
    ///
    /// The folders are listed on several threads, one depth at a time (a site has thousands of page folders, and
    /// listing one is a few system calls); the walk over the listings is on this thread, in the order above.
    static func walk(
        _ root: String, descending descend: (String) -> Bool, _ visit: (String, Bool) throws -> Void
    ) throws {
        var listings: [String: Result<[Entry], any Error>] = [:]
        var level = [""]
        while !level.isEmpty {
            let found = ParallelMap.map(level.count) { [level] index in
                Result { try entries(level[index].isEmpty ? root : root + "/" + level[index]) }
            }
            var next: [String] = []
            for (folder, listing) in zip(level, found) {
                listings[folder] = listing
                for entry in (try? listing.get()) ?? [] where entry.isFolder {
                    let relative = folder.isEmpty ? entry.name : folder + "/" + entry.name
                    if descend(relative) { next.append(relative) }
                }
            }
            level = next
        }
        var stack = [""]
        while let folder = stack.popLast() {
            for entry in try listings[folder]!.get() {
                let relative = folder.isEmpty ? entry.name : folder + "/" + entry.name
                try visit(relative, entry.isFolder)
                // A folder the walk may descend into was listed (or failed to be) above: `descend` is asked once.
                if entry.isFolder && listings[relative] != nil { stack.append(relative) }
            }
        }
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
