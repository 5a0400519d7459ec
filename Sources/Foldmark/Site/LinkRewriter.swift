import Foundation

/// Turns the links an author writes between source files (`other.md#part`, `../guide/`, `img/a.png`) into the
/// URLs of the built site, correct from the page they appear on.
///
/// External links, fragments alone, links that climb above the content folder, and links to files the site
/// does not have are left as written. A link to `page.html` leads to the page built from `page.md`.
struct LinkRewriter: Sendable {
    /// Content path of each page (`guide/install.md`) to its output path.
    var pageOutputs: [String: String]
    /// Content folder (`guide`, or "" for the root) to the output path of its landing page.
    var folderOutputs: [String: String]
    /// Content paths of the files copied as they are.
    var files: Set<String>
    var routes: SiteRoutes

    /// The URL to write for `url`, found on a page in content folder `folder` whose output path is `output`.
    func rewrite(_ url: String, inFolder folder: String, output: String) -> String {
        guard let target = resolve(url, inFolder: folder) else { return url }
        return routes.link(from: output, to: target.output) + target.suffix
    }

    /// Whether `url`, found in content folder `folder`, climbs above the content folder (`../../elsewhere`):
    /// such a link leaves the site, so it is neither rewritten nor checked.
    static func leavesSite(_ url: String, inFolder folder: String) -> Bool {
        guard !url.hasPrefix("/"), !url.hasPrefix("#"), !hasScheme(url) else { return false }
        let path = url.prefix { $0 != "?" && $0 != "#" }
        let decoded = path.removingPercentEncoding ?? String(path)
        return normalize(folder.isEmpty ? decoded : folder + "/" + decoded) == nil
    }

    /// The output path `url` leads to, and the query and fragment to keep; `nil` when it leads nowhere known.
    func resolve(_ url: String, inFolder folder: String) -> (output: String, suffix: String)? {
        guard !url.isEmpty, !url.hasPrefix("#"), !url.hasPrefix("//"), !Self.hasScheme(url) else { return nil }
        var path = Substring(url)
        var suffix = ""
        if let mark = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            suffix = String(path[mark...])
            path = path[..<mark]
        }
        let decoded = path.removingPercentEncoding ?? String(path)
        let base = decoded.hasPrefix("/") ? "" : folder
        guard let resolved = Self.normalize(base.isEmpty ? decoded : base + "/" + decoded) else { return nil }
        if let output = pageOutputs[resolved] { return (output, suffix) }
        // `page.html` names the page built from `page.md`, as in mdBook and other generators.
        if resolved.hasSuffix(".html"), let output = pageOutputs[String(resolved.dropLast(5)) + ".md"] {
            return (output, suffix)
        }
        let asFolder = resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
        if let output = folderOutputs[asFolder] { return (output, suffix) }
        if files.contains(resolved) { return (resolved, suffix) }
        return nil
    }

    /// Whether `url` starts with a scheme such as `https:` or `mailto:`.
    static func hasScheme(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":"), let first = url.first, first.isLetter else { return false }
        return url[..<colon].allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// Resolves `.` and `..`; keeps a trailing slash; `nil` when the path climbs above the content root.
    static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasSuffix("/") && !joined.isEmpty ? joined + "/" : joined
    }
}
