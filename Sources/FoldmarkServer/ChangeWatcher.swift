import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Watches a site's `Content/`, templates folder and `foldmark.yml`, and hands over the paths that changed, a
/// burst at a time: after a change it waits until nothing more has changed for the debounce interval (so a `git
/// checkout` of 500 files is one call), then calls `changed` on its own thread, and does not watch for the next
/// burst until that call returns (changes made meanwhile are queued by the kernel, not lost).
///
/// On Linux it uses inotify, one watch per folder, adding watches for folders created or moved in; editors'
/// atomic saves (write a temporary file, rename it over) arrive as a move. Elsewhere, or when asked, it polls
/// every file's size, time and inode.
final class ChangeWatcher: @unchecked Sendable {
    private let siteFolder: String
    private let roots: [String]
    private let topLevelNames: Set<String>
    private let debounce: Double
    private let polling: Bool

    /// Watches `folders` (recursively) and `files` inside `siteFolder`.
    init(siteFolder: String, folders: [String], files: [String], debounceMilliseconds: Int, polling: Bool) {
        self.siteFolder = siteFolder
        roots = folders
        topLevelNames = Set(
            (folders + files).filter { ($0 as NSString).deletingLastPathComponent == siteFolder }
                .map { ($0 as NSString).lastPathComponent })
        self.files = files
        debounce = Double(debounceMilliseconds) / 1000
        self.polling = polling
    }

    private let files: [String]

    /// Starts watching: the watches are in place when this returns (a change made from then on is seen), and
    /// the changes are waited for on a thread of its own; `changed` gets absolute paths.
    func start(_ changed: @escaping @Sendable (Set<String>) -> Void) {
        #if os(Linux)
        if !polling, let watches = InotifyWatches(self) {
            let thread = Thread { [self] in
                watch(watches, changed)
                poll(from: stamps(), changed)
            }
            thread.stackSize = 1 << 20
            thread.start()
            return
        }
        #endif
        let first = stamps()
        let thread = Thread { [self] in poll(from: first, changed) }
        thread.stackSize = 1 << 20
        thread.start()
    }

    // MARK: Polling

    private struct Stamp: Equatable {
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt64
    }

    private func poll(from first: [String: Stamp], _ changed: @Sendable (Set<String>) -> Void) {
        var last = first
        var pending: Set<String> = []
        var quietSince = Date()
        while true {
            // Every stat costs, so polls are far apart: a quarter of a second, which also covers the debounce.
            Thread.sleep(forTimeInterval: max(debounce, 0.25))
            let now = stamps()
            var burst: Set<String> = []
            for (path, stamp) in now where last[path] != stamp { burst.insert(path) }
            for path in last.keys where now[path] == nil { burst.insert(path) }
            last = now
            if !burst.isEmpty {
                pending.formUnion(burst)
                quietSince = Date()
            } else if !pending.isEmpty, Date().timeIntervalSince(quietSince) >= debounce {
                changed(pending)
                pending = []
                last = stamps()
            }
        }
    }

    private func stamps() -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        var queue = roots + files
        while let path = queue.popLast() {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                queue += names.map { path + "/" + $0 }
            } else {
                result[path] = Stamp(
                    size: Int64(info.st_size), seconds: Int(info.st_mtim.tv_sec),
                    nanoseconds: Int(info.st_mtim.tv_nsec),
                    inode: UInt64(info.st_ino))
            }
        }
        return result
    }

    // MARK: inotify

    #if os(Linux)
    /// An inotify instance watching the site folder and every folder under the watched roots.
    private final class InotifyWatches: @unchecked Sendable {
        let fd: Int32
        let siteWatch: Int32
        var folders: [Int32: String] = [:]
        static let mask = UInt32(
            IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF
                | IN_MOVE_SELF | IN_ATTRIB)

        /// The watches of `watcher`'s folders, in place; `nil` when inotify is not available.
        init?(_ watcher: ChangeWatcher) {
            fd = inotify_init1(Int32(IN_CLOEXEC))
            guard fd >= 0 else { return nil }
            siteWatch = inotify_add_watch(fd, watcher.siteFolder, Self.mask)
            guard siteWatch >= 0 else {
                close(fd)
                return nil
            }
            folders[siteWatch] = watcher.siteFolder
            for root in watcher.roots { add(root) }
        }

        /// Watches `folder` and every folder in it.
        func add(_ folder: String) {
            // Folders are walked with a queue, not recursion: a deep tree cannot overflow the stack.
            var queue = [folder]
            while let next = queue.popLast() {
                let wd = inotify_add_watch(fd, next, Self.mask)
                guard wd >= 0 else { continue }
                folders[wd] = next
                let names = (try? FileManager.default.contentsOfDirectory(atPath: next)) ?? []
                for name in names {
                    var isFolder: ObjCBool = false
                    let path = next + "/" + name
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                        queue.append(path)
                    }
                }
            }
        }
    }

    private func watch(_ watches: InotifyWatches, _ changed: @Sendable (Set<String>) -> Void) {
        let fd = watches.fd
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(
            byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        var pending: Set<String> = []
        while true {
            // Wait without limit for the first event of a burst, then for quiet.
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let timeout = pending.isEmpty ? -1 : Int32(debounce * 1000)
            let ready = Glibc.poll(&descriptor, 1, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if ready == 0 {
                changed(pending)
                pending = []
                continue
            }
            let count = read(fd, buffer, capacity)
            if count <= 0 {
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                return
            }
            var offset = 0
            while offset < count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = buffer + offset + MemoryLayout<inotify_event>.size
                let name =
                    event.len > 0 ? String(cString: nameStart.assumingMemoryBound(to: CChar.self)) : ""
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    // Events were lost: rebuild everything (the site folder itself is not a page).
                    pending.insert(siteFolder)
                    continue
                }
                guard let folder = watches.folders[event.wd] else { continue }
                if event.mask & UInt32(IN_IGNORED) != 0 {
                    watches.folders[event.wd] = nil
                    continue
                }
                if event.wd == watches.siteWatch {
                    // In the site folder only Content/, the templates and foldmark.yml matter, not _site/.
                    guard topLevelNames.contains(name) else { continue }
                }
                let path = name.isEmpty ? folder : folder + "/" + name
                pending.insert(path)
                let isFolder = event.mask & UInt32(IN_ISDIR) != 0
                if isFolder, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    watches.add(path)
                }
            }
        }
    }
    #endif
}
