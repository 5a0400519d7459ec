import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the files under a `Content/` folder: Markdown pages and everything else, in a stable order.
enum ContentScanner {
    struct Listing {
        /// Content paths (relative, `/`-separated) of the `.md` files, sorted.
        var pages: [String] = []
        /// Content paths of every other file, sorted.
        var files: [String] = []
    }

    /// Walks `root` without recursion, skipping hidden files and folders and the folder `excluding` (the output
    /// folder, when it lies inside). Symbolic links to files are listed; links to folders are not followed.
    static func scan(_ root: String, excluding excluded: String? = nil) throws -> Listing {
        let rootPath = URL(fileURLWithPath: root).standardizedFileURL.path
        var listing = Listing()
        var folders = [""]
        while let folder = folders.popLast() {
            let absolute = folder.isEmpty ? rootPath : rootPath + "/" + folder
            guard let directory = opendir(absolute) else {
                throw FoldmarkError(
                    at: SourceLocation(file: root), code: "io", "cannot list '\(absolute)': \(String(cString: strerror(errno)))")
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let relative = folder.isEmpty ? name : folder + "/" + name
                let path = absolute + "/" + name
                var type = Int32(entry.pointee.d_type)
                if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
                    var info = stat()
                    guard stat(path, &info) == 0 else { continue }
                    let mode = info.st_mode & S_IFMT
                    // A link to a folder is not followed, so that a loop cannot hang the build.
                    type = mode == S_IFREG ? Int32(DT_REG) : (mode == S_IFDIR && type == Int32(DT_UNKNOWN) ? Int32(DT_DIR) : -1)
                }
                if type == Int32(DT_DIR) {
                    if path != excluded { folders.append(relative) }
                } else if type == Int32(DT_REG) {
                    if name.lowercased().hasSuffix(".md") {
                        listing.pages.append(relative)
                    } else {
                        listing.files.append(relative)
                    }
                }
            }
        }
        listing.pages.sort()
        listing.files.sort()
        return listing
    }
}
