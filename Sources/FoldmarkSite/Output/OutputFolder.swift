import FoldmarkCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The site's output folder, replaced only when a build succeeds, and only in what Foldmark wrote.
///
/// A build writes into a staging folder and swaps it in at the end (in one step on Linux, so a web server never
/// sees no site), so a failed or interrupted build leaves the previous site as it was. The output's
/// ``OutputMarker`` lists the files Foldmark wrote; anything else found in the output (`.git`, `CNAME`,
/// `.nojekyll`) is moved into the new site unchanged. A folder without a marker is refused unless forced, and
/// even then only the files the new site writes over are lost.
///
/// Everything else lives in `.foldmark-cache` beside the output: the lock that keeps two builds apart, the
/// search records the last build kept (``searchRecordsPath``), the staging folder, and the site the last build
/// replaced (`.foldmark-cache/NAME`), which the next build stages into: its folders are reused, unchanged files
/// are hard links to the live site, and only what changed is written. No file of the spare is ever written in
/// place (it may share a file with the live site): each is unlinked first. When the output is a symbolic link,
/// all of this happens beside the folder it points to, and the link stays a link.
///
/// The spare and the output are listed once, when the lock is taken (``claim``; for a rebuild, before the pages
/// are read). A file put into the output while the build runs is not carried over: it stays in the replaced site,
/// the next spare, which the next build then leaves alone and names in a warning. Nothing is removed either way.
struct OutputFolder {
    static let markerName = OutputMarker.name

    /// The output folder's absolute, standardized path, as given.
    let path: String
    /// The folder the output names, with symbolic links resolved: the folder that is replaced.
    let target: String
    /// Where the build writes until it succeeds.
    /// Set only by `prepare`, `commit` and `discard`.
    var staging: String = ""
    /// The current output, when Foldmark wrote it: unchanged files are hard-linked from it.
    private(set) var previous: String?
    /// Whether the staging folder is a recycled spare.
    private(set) var recycled = false

    var display = ""
    private var force = false
    var exists = false
    /// The previous output's file list; `nil` when its marker has none (an older version wrote it).
    private(set) var previousFiles: Set<String>?
    /// The recycled spare's files and folders, before pruning.
    private var spareContents: (files: [String], folders: [String]) = ([], [])
    /// The spare site and the output as they were when the lock was taken, listed on another thread.
    private var listings: BackgroundWork<OutputListings>?
    /// The folders that hold the previous output's files that Foldmark wrote.
    private var foldersOfOurs: Set<String> = []
    /// What the new site will hold.
    var files: Set<String> = []
    /// Files of the previous output that Foldmark wrote.
    var owned: [String] = []
    /// Entries of the previous output that Foldmark did not write, carried into the new one.
    var carried: [String] = []
    /// Entries of the previous output that Foldmark did not write, replaced with `--force`.
    var forced: [String] = []
    var notes: [Diagnostic] = []
    var lock: OutputLock?
    var cleanup: Int?

    /// The folder that keeps the lock, the staging folder and the spare site, beside the output.
    var cacheFolder: String {
        ((target as NSString).deletingLastPathComponent as NSString).appendingPathComponent(".foldmark-cache")
    }
    /// Whether the cache folder is there: a build has run here before.
    var hasCache: Bool { access(cacheFolder, F_OK) == 0 }
    /// The lock file that keeps two builds of this output apart (see ``OutputLock``).
    var lockPath: String { (cacheFolder as NSString).appendingPathComponent(key + ".lock") }
    /// Where the last build kept its pages' search records (see ``SearchRecordStore``).
    var searchRecordsPath: String { (cacheFolder as NSString).appendingPathComponent(key + ".search") }
    /// The spare site: the one the last build replaced.
    var spare: String { (cacheFolder as NSString).appendingPathComponent(name) }
    private var name: String { (target as NSString).lastPathComponent }
    /// A short, fixed-size stand-in for the output's name in the cache's file names, which must stay legal
    /// however long the name is.
    private var key: String { ContentHash.hex(name) }

    init(path: String) {
        self.path = URL(fileURLWithPath: path).standardizedFileURL.path
        target = ResolvedPath.resolve(self.path)
    }

    /// Checks that the output may be replaced and takes the output's lock, then lists the spare site and the output
    /// on another thread while the build goes on (``prepare()`` and ``prune(keeping:)`` read the lists). The lock
    /// is held from here, so no other build changes either folder while they are listed or used; ``discard()``
    /// lets it go when the build stops before ``prepare()``.
    mutating func claim(contentFolder: String, siteFolder: String, force: Bool, display: String) throws {
        self.display = display
        self.force = force
        let content = ResolvedPath.resolve(contentFolder)
        let site = ResolvedPath.resolve(siteFolder)
        let location = SourceLocation(file: display)
        if target == content || target.hasPrefix(content + "/") {
            throw FoldmarkError(at: location, code: .outputInContent, "the output folder is inside the content folder")
        }
        if content.hasPrefix(target + "/") || site.hasPrefix(target + "/") || target == site || target == "/" {
            throw FoldmarkError(
                at: location, code: .outputHoldsContent, "the output folder would contain the site's sources")
        }
        var info = stat()
        if lstat(target, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw FoldmarkError(at: location, code: .outputNotFolder, "the output path exists and is not a folder")
            }
            exists = true
            switch OutputMarker.read(in: target) {
            case .site(let files):
                previous = target
                previousFiles = files
            case .legacy, .staging:
                previous = target
            case nil:
                if !force, !(try FolderTree.entries(target)).isEmpty {
                    throw FoldmarkError(
                        at: location, code: .outputNotOurs,
                        "the output folder was not written by foldmark and is not empty; move it away or use --force "
                            + "to replace it"
                    )
                }
            }
        }
        try FolderTree.makeFolder((target as NSString).deletingLastPathComponent)
        try FolderTree.makeFolder(cacheFolder)
        lock = try OutputLock.acquire(lockPath, display: display)
        foldersOfOurs = FileIO.folders(holding: previousFiles ?? [])
        listings = OutputListings.start(
            spare: previous != nil ? spare : nil, output: exists ? target : nil, foldersOfOurs: foldersOfOurs)
    }

    /// Makes the staging folder: the spare site, when everything in it is Foldmark's, else a new one. Follows
    /// ``claim(contentFolder:siteFolder:force:display:)``.
    mutating func prepare() throws {
        do {
            removeLeftovers()
            // Made and registered in one step, so that a signal cannot come between the two.
            try CleanupRegistry.shared.critical {
                var template = Array("\(cacheFolder)/\(key).new-XXXXXX".utf8CString)
                guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
                    throw SystemError.io(cacheFolder, "cannot create the staging folder")
                }
                staging = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                let doomed = staging
                cleanup = CleanupRegistry.shared.register { Self.removeStaging(doomed) }
            }
            chmod(staging, 0o755)
            if previous != nil { try recycleSpare() }
            try OutputMarker.staging.write(in: staging)
        } catch {
            let shown = shownByOutputPath(error)
            discard()
            throw shown
        }
    }

    /// `error` naming a file of the staging folder by its place in the output, as the user knows it.
    func shownByOutputPath(_ error: Error) -> Error {
        guard var error = error as? FoldmarkError, !staging.isEmpty else { return error }
        for index in error.diagnostics.indices {
            if let file = error.diagnostics[index].location.file, file.hasPrefix(staging + "/") {
                error.diagnostics[index].location.file = display + file.dropFirst(staging.count)
            }
        }
        return error
    }

    /// Moves the spare site into place as the staging folder, when everything in it is Foldmark's.
    private mutating func recycleSpare() throws {
        guard let found = listings?.value.spare else { return }
        guard case .site(let spareFiles)? = found.marker, let contents = found.contents else {
            if found.present { noteUntouchedSpare() }
            return
        }
        let folders = FileIO.folders(holding: spareFiles)
        let strangers =
            contents.files.filter { $0 != Self.markerName && !spareFiles.contains($0) }
            + contents.folders.filter { !folders.contains($0) }
        guard strangers.isEmpty else { return noteUntouchedSpare() }
        guard rmdir(staging) == 0 else { throw SystemError.io(staging, "cannot remove folder") }
        if rename(spare, staging) == 0 {
            recycled = true
            spareContents = contents
        } else if mkdir(staging, 0o755) != 0 {
            throw SystemError.io(staging, "cannot create the staging folder")
        }
    }

    private mutating func noteUntouchedSpare() {
        notes.append(
            Diagnostic(
                .warning, at: SourceLocation(file: SiteConfig.displayPath(spare)), code: .spareNotOurs,
                "the spare site holds files foldmark did not write, so it is left as it is; move them out, then remove "
                    + "the folder"
            ))
    }

    /// Where the file at `relative` was in the previous output, if there is one to reuse.
    func previousFile(_ relative: String) -> String? {
        previous.map { $0 + "/" + relative }
    }

    /// Takes the list of files the new site will have (relative paths): removes every other file and folder
    /// from a recycled staging folder, and finds what in the current output Foldmark did not write, to carry
    /// it over. Throws, unless forced, when the new site would write over such a file.
    mutating func prune(keeping keep: Set<String>) throws {
        files = keep.subtracting([Self.markerName])
        let newFolders = FileIO.folders(holding: files)
        if recycled {
            for file in spareContents.files where !files.contains(file) { unlink(staging + "/" + file) }
            for folder in spareContents.folders.sorted(by: >) where !newFolders.contains(folder) {
                rmdir(staging + "/" + folder)
            }
        }
        guard exists else { return }
        let ours = previousFiles ?? []
        let ourFolders = foldersOfOurs
        var conflicts: [String] = []
        let unlisted = previousFiles == nil && previous != nil
        let walked = { (folder: String) in ourFolders.contains(folder) || newFolders.contains(folder) }
        // `descended`: whether the walk that found the entry went into it, if it is a folder to walk.
        func sort(_ relative: String, _ isFolder: Bool, descended: Bool) throws {
            if relative == Self.markerName { return }
            if isFolder && walked(relative) {
                // The listing made beside the parse went into Foldmark's folders only; a folder that only the new
                // site writes into is walked now.
                guard !descended else { return }
                let inside = { (path: String) in walked(relative + "/" + path) }
                try FolderTree.walk(target + "/" + relative, descending: inside) {
                    try sort(relative + "/" + $0, $1, descended: true)
                }
            } else if !isFolder && (ours.contains(relative) || (unlisted && files.contains(relative))) {
                // Foldmark's: listed in the marker, or, under a marker with no list, a file the new site writes.
                owned.append(relative)
            } else if files.contains(relative) || newFolders.contains(relative) {
                conflicts.append(relative)
            } else {
                carried.append(relative)
            }
        }
        for entry in try (listings?.value.output ?? .success([])).get() {
            try sort(entry.path, entry.isFolder, descended: ourFolders.contains(entry.path))
        }
        if force {
            forced = conflicts
        } else if !conflicts.isEmpty {
            throw FoldmarkError(
                conflicts.sorted().map { relative in
                    Diagnostic(
                        .error, at: SourceLocation(file: display + "/" + relative), code: .outputNotOurs,
                        "foldmark did not write this file, and the new site has one of the same name; move it away or "
                            + "use --force to replace it"
                    )
                })
        }
    }

    /// Removes the staging folder after a failed build, and lets the next build in.
    mutating func discard() {
        CleanupRegistry.shared.critical {
            if let cleanup { CleanupRegistry.shared.unregister(cleanup) }
            cleanup = nil
            if !staging.isEmpty { try? FolderTree.remove(staging) }
            staging = ""
        }
        lock?.release()
    }

    /// Removes a staging folder at once, for a build stopped by a signal: renamed first, so that no thread still
    /// writing into it can add to it while it goes.
    private static func removeStaging(_ staging: String) {
        let doomed = staging.replacingOccurrences(of: ".new-", with: ".old-")
        let path = rename(staging, doomed) == 0 ? doomed : staging
        try? FolderTree.remove(path)
    }

    /// Removes the staging and replaced folders that a build of this output stopped before it could: all of a
    /// staging folder, and the listed files of a replaced site. Also the ones older versions left beside the
    /// output.
    private func removeLeftovers() {
        for entry in (try? FolderTree.entries(cacheFolder)) ?? []
        where entry.isFolder && (entry.name.hasPrefix(key + ".new-") || entry.name.hasPrefix(key + ".old-")) {
            let leftover = cacheFolder + "/" + entry.name
            switch OutputMarker.read(in: leftover) {
            case .staging?: try? FolderTree.remove(leftover)
            case .site(let files)?: FolderTree.remove(files.union([Self.markerName]), under: leftover)
            default: break
            }
        }
        let parent = (target as NSString).deletingLastPathComponent
        let prefixes = [".\(name).foldmark-new-", ".\(name).foldmark-old-"]
        for entry in (try? FolderTree.entries(parent)) ?? []
        where entry.isFolder && prefixes.contains(where: entry.name.hasPrefix)
            && entry.name.count == prefixes[0].count + 6
        {
            let leftover = parent + "/" + entry.name
            if OutputMarker.read(in: leftover) == .legacy { try? FolderTree.remove(leftover) }
        }
    }
}
