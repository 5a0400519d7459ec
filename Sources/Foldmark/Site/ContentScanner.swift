import Foundation

/// Lists the files under a `Content/` folder: Markdown pages and everything else, in a stable order.
enum ContentScanner {
    struct Listing {
        /// Content paths (relative, `/`-separated) of the `.md` files, sorted.
        var pages: [String] = []
        /// Content paths of every other file, sorted.
        var files: [String] = []
    }

    /// Walks `root`, skipping hidden files and folders and anything under `excluding` (the output folder, when
    /// it lies inside). Symbolic links to folders are not followed.
    static func scan(_ root: String, excluding excluded: String? = nil) throws -> Listing {
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(
            at: rootURL, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey],
            options: [.skipsHiddenFiles])
        else {
            throw FoldmarkError(at: SourceLocation(file: root), code: "io", "cannot list the content folder")
        }
        let rootPath = rootURL.path.hasSuffix("/") ? rootURL.path : rootURL.path + "/"
        var listing = Listing()
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            let path = url.standardizedFileURL.path
            if let excluded, path == excluded || path.hasPrefix(excluded + "/") {
                enumerator.skipDescendants()
                continue
            }
            guard values?.isRegularFile == true, path.hasPrefix(rootPath) else { continue }
            let relative = String(path.dropFirst(rootPath.count))
            if relative.lowercased().hasSuffix(".md") {
                listing.pages.append(relative)
            } else {
                listing.files.append(relative)
            }
        }
        listing.pages.sort()
        listing.files.sort()
        return listing
    }
}
