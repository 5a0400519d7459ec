import FoldmarkCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the files under a `Content/` folder: Markdown pages and everything else, in a stable order.
///
/// Walks without recursion and skips hidden files and folders (names starting with `.`), the output folder when
/// it lies inside, and names that are not valid UTF-8 or hold a control character (with a warning that shows the bad bytes as
/// `\xE9` or `\x01`).
/// Symbolic links are followed only when they resolve inside the site folder (or `Content/` itself); a link
/// that resolves outside is an error unless ``Options/followExternalLinks`` allows it, and a link to a folder
/// that holds it (a loop) is reported and not followed.
enum ContentScanner {
    struct Listing {
        /// Content paths (relative, `/`-separated) of the `.md` files, sorted.
        var pages: [String] = []
        /// Content paths of every other file, sorted.
        var files: [String] = []
        /// Links that lead outside the site, link loops and names that cannot be read, in path order.
        var diagnostics: [Diagnostic] = []
    }

    struct Options {
        /// The folder to leave out (the output folder, when it lies inside).
        var excluding: String?
        /// How `Content/` is named in messages.
        var display: String?
        /// The site folder: symbolic links may lead anywhere inside it.
        var siteFolder: String?
        /// Follow symbolic links that lead outside the site folder too.
        var followExternalLinks = false
    }

    /// A folder still to list: its content path, its path on disk and the resolved paths of the folders that
    /// hold it (itself included), which a link may not lead back into.
    private struct Pending {
        var relative: String
        var absolute: String
        var ancestors: [String]
    }

    static func scan(_ root: String, excluding excluded: String? = nil) throws -> Listing {
        try scan(root, options: Options(excluding: excluded))
    }

    static func scan(_ root: String, options: Options) throws -> Listing {
        let rootPath = URL(fileURLWithPath: root).standardizedFileURL.path
        let display = options.display ?? root
        guard let rootReal = realPath(rootPath) else {
            throw FoldmarkError(
                at: SourceLocation(file: root), code: .io,
                "cannot list '\(rootPath)': \(String(cString: strerror(errno)))")
        }
        let allowed = [rootReal] + (options.siteFolder.flatMap(realPath).map { [$0] } ?? [])
        // The output folder is left out whether it is reached by its path or through a link.
        let excludedReal = options.excluding.flatMap(realPath)
        var listing = Listing()
        var problems: [(String, Diagnostic)] = []
        var folders = [Pending(relative: "", absolute: rootPath, ancestors: [rootReal])]
        while let folder = folders.popLast() {
            guard let directory = opendir(folder.absolute) else {
                throw FoldmarkError(
                    at: SourceLocation(file: root), code: .io,
                    "cannot list '\(folder.absolute)': \(String(cString: strerror(errno)))")
            }
            defer { closedir(directory) }
            // Made once per folder, not once per entry.
            let prefix = folder.relative.isEmpty ? "" : folder.relative + "/"
            let absolutePrefix = folder.absolute + "/"
            while let entry = readdir(directory) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                guard bytes.first != UInt8(ascii: ".") else { continue }
                guard let name = String(validating: bytes, as: UTF8.self) else {
                    let shown = display + "/" + prefix + ShownBytes.escaped(bytes)
                    problems.append(
                        (
                            prefix + ShownBytes.escaped(bytes),
                            Diagnostic(
                                .warning, at: SourceLocation(file: shown), code: .fileNameNotUTF8,
                                "the name is not valid UTF-8; skipped")
                        ))
                    continue
                }
                // A control character would reach titles (taken from file names), messages and the sitemap.
                if Self.holdsControlCharacter(bytes) {
                    problems.append(
                        (
                            prefix + ShownBytes.escaped(bytes),
                            Diagnostic(
                                .warning, at: SourceLocation(file: display + "/" + prefix + ShownBytes.escaped(bytes)),
                                code: .fileNameControlCharacter,
                                "the name holds a control character; skipped")
                        ))
                    continue
                }
                let relative = prefix + name
                var type = Int32(entry.pointee.d_type)
                // The path on disk and the resolved path are made only for what needs them: folders and links.
                var real: String?
                if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
                    let path = absolutePrefix + name
                    var info = stat()
                    guard lstat(path, &info) == 0 else { continue }
                    if (info.st_mode & S_IFMT) == S_IFLNK {
                        // A broken link lists nothing.
                        guard let target = realPath(path), stat(path, &info) == 0 else { continue }
                        real = target
                        let inside = allowed.contains {
                            target == $0 || target.hasBytePrefix($0 == "/" ? "/" : $0 + "/")
                        }
                        if !inside && !options.followExternalLinks {
                            problems.append(
                                (
                                    relative,
                                    Diagnostic(
                                        .error, at: SourceLocation(file: display + "/" + relative),
                                        code: .linkOutsideSite,
                                        "symbolic link points outside the site: \(target)")
                                ))
                            continue
                        }
                    }
                    let mode = info.st_mode & S_IFMT
                    type = mode == S_IFREG ? Int32(DT_REG) : (mode == S_IFDIR ? Int32(DT_DIR) : -1)
                }
                if type == Int32(DT_DIR) {
                    let path = absolutePrefix + name
                    let real = real ?? folder.ancestors.last! + "/" + name
                    guard path != options.excluding, real != excludedReal else { continue }
                    if folder.ancestors.contains(real) {
                        problems.append(
                            (
                                relative,
                                Diagnostic(
                                    .warning, at: SourceLocation(file: display + "/" + relative), code: .linkLoop,
                                    "symbolic link leads back to a folder that holds it: \(real); not followed")
                            ))
                        continue
                    }
                    folders.append(Pending(relative: relative, absolute: path, ancestors: folder.ancestors + [real]))
                } else if type == Int32(DT_REG) {
                    if Self.isMarkdownName(bytes) {
                        listing.pages.append(relative)
                    } else {
                        listing.files.append(relative)
                    }
                } else {
                    // A named pipe, socket or device: reading it could hang or never end, so it is not published.
                    problems.append(
                        (
                            relative,
                            Diagnostic(
                                .warning, at: SourceLocation(file: display + "/" + relative), code: .notAFile,
                                "not a regular file (a named pipe, socket or device); skipped")
                        ))
                }
            }
        }
        Self.sortPaths(&listing.pages)
        Self.sortPaths(&listing.files)
        listing.diagnostics = problems.sorted { $0.0 < $1.0 }.map(\.1)
        return listing
    }

    /// Whether the UTF-8 `bytes` of a name hold a control character (``ShownBytes/isControl(_:)``): a byte below
    /// 0x20, DEL, or U+0080–U+009F (0xC2 followed by 0x80–0x9F).
    static func holdsControlCharacter(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte)) { return true }
            previous = byte
        }
        return false
    }

    /// Whether a name ends in `.md`, in any case.
    static func isMarkdownName(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 3 else { return false }
        let end = bytes.count
        return bytes[end - 3] == UInt8(ascii: ".") && bytes[end - 2] | 0x20 == UInt8(ascii: "m")
            && bytes[end - 1] | 0x20 == UInt8(ascii: "d")
    }

    /// Sorts `paths` as `sort()` does: when every path is ASCII that is the order of their bytes, which
    /// ``ByteOrder`` sorts for a fraction of the cost of comparing the strings.
    static func sortPaths(_ paths: inout [String]) {
        if paths.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) {
            ByteOrder.sort(&paths)
        } else {
            paths.sort()
        }
    }

    /// The absolute path with every symbolic link resolved, or `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
