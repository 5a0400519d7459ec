import Foundation

/// The site's output folder, replaced whole and only when a build succeeds.
///
/// A build writes into a fresh temporary folder beside the output and swaps it in at the end, so a failed or
/// interrupted build leaves the previous site as it was. Foldmark marks the folders it writes with a
/// ``markerName`` file and refuses to replace a folder without one (unless forced), so it never deletes files
/// it did not write.
struct OutputFolder {
    static let markerName = ".foldmark-site"
    static let markerText = "This folder was written by 'foldmark build', which replaces it whole on every build.\n"

    /// The output folder's absolute, standardized path.
    let path: String
    /// Where the build writes until it succeeds.
    private(set) var staging: String = ""
    /// The current output, when Foldmark wrote it: unchanged files are hard-linked from it.
    private(set) var previous: String?

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
        try Self.markerText.write(toFile: staging + "/" + Self.markerName, atomically: false, encoding: .utf8)
    }

    /// Where the file at `relative` was in the previous output, if there is one to reuse.
    func previousFile(_ relative: String) -> String? {
        previous.map { $0 + "/" + relative }
    }

    /// Replaces the output with the staging folder.
    func commit() throws {
        let fileManager = FileManager.default
        var retired: String?
        if fileManager.fileExists(atPath: path) {
            let old = staging.replacingOccurrences(of: ".foldmark-new-", with: ".foldmark-old-")
            try fileManager.moveItem(atPath: path, toPath: old)
            retired = old
        }
        do {
            try fileManager.moveItem(atPath: staging, toPath: path)
        } catch {
            if let retired { try? fileManager.moveItem(atPath: retired, toPath: path) }
            throw error
        }
        if let retired { try? fileManager.removeItem(atPath: retired) }
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
