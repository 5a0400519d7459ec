import Foundation

/// The site's output folder, replaced whole and only when a build succeeds.
///
/// A build writes into a staging folder beside the output and swaps it in at the end, so a failed or
/// interrupted build leaves the previous site as it was. Foldmark marks the folders it writes with a
/// ``markerName`` file and refuses to replace a folder without one (unless forced), so it never deletes files
/// it did not write.
///
/// The site that a build replaces is kept as a spare in `.foldmark-cache/NAME` beside the output, and the next
/// build stages into it: its folders are reused, unchanged files are hard links to the live site, and only what
/// changed is written. Creating thousands of folders and files again on every build costs more than building
/// the pages. No file of the spare is ever written in place (it may share a file with the live site): each is
/// unlinked first.
struct OutputFolder {
    static let markerName = ".foldmark-site"
    static let markerText = "This folder was written by 'foldmark build', which replaces it whole on every build.\n"

    /// The output folder's absolute, standardized path.
    let path: String
    /// Where the build writes until it succeeds.
    private(set) var staging: String = ""
    /// The current output, when Foldmark wrote it: unchanged files are hard-linked from it.
    private(set) var previous: String?
    /// Whether the staging folder is a recycled spare, which may hold files the new site no longer has.
    private(set) var recycled = false

    /// The folder that keeps the spare site, beside the output.
    var cacheFolder: String { ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(".foldmark-cache") }
    /// The spare site: the one the last build replaced.
    var spare: String { (cacheFolder as NSString).appendingPathComponent((path as NSString).lastPathComponent) }

    init(path: String) {
        self.path = URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Checks that the output may be replaced, and makes the staging folder beside it.
    mutating func prepare(contentFolder: String, siteFolder: String, force: Bool, display: String) throws {
        let content = URL(fileURLWithPath: contentFolder).standardizedFileURL.path
        let site = URL(fileURLWithPath: siteFolder).standardizedFileURL.path
        let location = SourceLocation(file: display)
        if path == content || path.hasPrefix(content + "/") {
            throw FoldmarkError(at: location, code: "output-in-content", "the output folder is inside the content folder")
        }
        if content.hasPrefix(path + "/") || path == site || path == "/" {
            throw FoldmarkError(at: location, code: "output-holds-content", "the output folder would contain the site's sources")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw FoldmarkError(at: location, code: "output-not-folder", "the output path exists and is not a folder")
            }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let ours = contents.contains(Self.markerName)
            if ours { previous = path }
            if !ours && !contents.isEmpty && !force {
                throw FoldmarkError(
                    at: location, code: "output-not-ours",
                    "the output folder was not written by foldmark and is not empty; move it away or use --force to replace it")
            }
        }
        let parent = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        removeLeftovers(in: parent)
        var template = Array("\(parent)/.\((path as NSString).lastPathComponent).foldmark-new-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw FoldmarkError(at: location, code: "io", "cannot create a folder beside the output: \(String(cString: strerror(errno)))")
        }
        staging = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        chmod(staging, 0o755)
        if previous != nil, FileManager.default.fileExists(atPath: spare + "/" + Self.markerName),
            rmdir(staging) == 0
        {
            if rename(spare, staging) == 0 {
                recycled = true
            } else {
                mkdir(staging, 0o755)
            }
        }
        try FileIO.write(Self.markerText, to: staging + "/" + Self.markerName, reusing: nil)
    }

    /// Where the file at `relative` was in the previous output, if there is one to reuse.
    func previousFile(_ relative: String) -> String? {
        previous.map { $0 + "/" + relative }
    }

    /// Removes from a recycled staging folder every file and folder that is not in `keep` (relative paths of
    /// the files the new site has), before anything is written into it.
    func prune(keeping keep: Set<String>) {
        guard recycled else { return }
        let folders = FileIO.folders(holding: keep)
        var stack = [""]
        while let folder = stack.popLast() {
            let absolute = folder.isEmpty ? staging : staging + "/" + folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute) else { continue }
            for name in names {
                let relative = folder.isEmpty ? name : folder + "/" + name
                var info = stat()
                guard lstat(absolute + "/" + name, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    if folders.contains(relative) {
                        stack.append(relative)
                    } else {
                        try? FileManager.default.removeItem(atPath: absolute + "/" + name)
                    }
                } else if !keep.contains(relative) {
                    unlink(absolute + "/" + name)
                }
            }
        }
    }

    /// Replaces the output with the staging folder; the replaced site becomes the spare for the next build.
    func commit() throws {
        let fileManager = FileManager.default
        var retired: String?
        if fileManager.fileExists(atPath: path) {
            if previous != nil {
                try fileManager.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
                if fileManager.fileExists(atPath: spare) { try fileManager.removeItem(atPath: spare) }
                try fileManager.moveItem(atPath: path, toPath: spare)
                retired = spare
            } else {
                let old = staging.replacingOccurrences(of: ".foldmark-new-", with: ".foldmark-old-")
                try fileManager.moveItem(atPath: path, toPath: old)
                retired = old
            }
        }
        do {
            try fileManager.moveItem(atPath: staging, toPath: path)
        } catch {
            if let retired { try? fileManager.moveItem(atPath: retired, toPath: path) }
            throw error
        }
        // A replaced folder that Foldmark did not write (with --force) is not kept.
        if let retired, retired != spare { try? fileManager.removeItem(atPath: retired) }
    }

    /// Removes the staging folder after a failed build.
    func discard() {
        guard !staging.isEmpty else { return }
        try? FileManager.default.removeItem(atPath: staging)
    }

    /// Removes staging and retired folders that an interrupted build of this output left behind.
    private func removeLeftovers(in parent: String) {
        let name = (path as NSString).lastPathComponent
        let prefixes = [".\(name).foldmark-new-", ".\(name).foldmark-old-"]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        where prefixes.contains(where: entry.hasPrefix) && entry.count == prefixes[0].count + 6 {
            let leftover = parent + "/" + entry
            if FileManager.default.fileExists(atPath: leftover + "/" + Self.markerName) {
                try? FileManager.default.removeItem(atPath: leftover)
            }
        }
    }
}
