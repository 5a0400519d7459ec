import FoldmarkCore
import Foundation

/// Turns the links an author writes between source files (`other.md#part`, `../guide/`, `img/a.png`) into the
/// URLs of the built site, correct from the page they appear on.
///
/// External links, fragments alone and links to files the site does not have are left as written. A link to
/// `page.html` leads to the page built from `page.md`. A link that climbs above the content folder
/// (`../std/index.html` from `src/ch01.md`) leads outside the site: it is rewritten to reach the same place
/// relative to the site's root as it did relative to the content folder, from any page depth, so that what is
/// deployed beside the site is still found.
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
        if let target = resolve(url, inFolder: folder) {
            return routes.link(from: output, to: target.output) + target.suffix
        }
        if let outside = Self.outside(url, inFolder: folder) {
            return routes.outwardLink(from: output, climbing: outside.climbs, to: outside.path) + outside.suffix
        }
        return url
    }

    /// Where a relative `url` that climbs above the content folder leads: how many folders above it, the path
    /// from there (as written, still percent-encoded) and the query and fragment; `nil` for any other URL.
    static func outside(_ url: String, inFolder folder: String) -> (climbs: Int, path: String, suffix: String)? {
        guard leavesSite(url, inFolder: folder) else { return nil }
        var path = url
        var suffix = ""
        if let mark = url.firstByteIndex(of: "?", "#") {
            suffix = url.bytes(from: mark)
            path = url.bytes(before: mark)
        }
        var climbs = 0
        var parts: [String] = []
        for part in ((folder.isEmpty ? "" : folder + "/") + path).byteSplit(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                if parts.popLast() == nil { climbs += 1 }
                continue
            }
            parts.append(part)
        }
        var joined = parts.joined(separator: "/")
        if path.hasByteSuffix("/") && !joined.isEmpty { joined += "/" }
        return climbs > 0 ? (climbs, joined, suffix) : nil
    }

    /// Whether `url`, found in content folder `folder`, climbs above the content folder (`../../elsewhere`):
    /// such a link leaves the site, so it is neither rewritten nor checked.
    static func leavesSite(_ url: String, inFolder folder: String) -> Bool {
        guard !url.hasBytePrefix("/"), !url.hasBytePrefix("#"), !hasScheme(url) else { return false }
        let path = url.firstByteIndex(of: "?", "#").map { url.bytes(before: $0) } ?? url
        let decoded = path.removingPercentEncoding ?? path
        return normalize(folder.isEmpty ? decoded : folder + "/" + decoded) == nil
    }

    /// The output path `url` leads to, and the query and fragment to keep; `nil` when it leads nowhere known.
    func resolve(_ url: String, inFolder folder: String) -> (output: String, suffix: String)? {
        guard !url.isEmpty, !url.hasBytePrefix("#"), !url.hasBytePrefix("//"), !Self.hasScheme(url) else { return nil }
        var path = url
        var suffix = ""
        if let mark = url.firstByteIndex(of: "?", "#") {
            suffix = url.bytes(from: mark)
            path = url.bytes(before: mark)
        }
        let decoded = path.removingPercentEncoding ?? path
        let base = decoded.hasBytePrefix("/") ? "" : folder
        guard let resolved = Self.normalize(base.isEmpty ? decoded : base + "/" + decoded) else { return nil }
        if let output = pageOutputs[resolved] { return (output, suffix) }
        // `page.html` names the page built from `page.md`, as in mdBook and other generators.
        if resolved.hasByteSuffix(".html"),
            let output = pageOutputs[String(decoding: resolved.utf8.dropLast(5), as: UTF8.self) + ".md"]
        {
            return (output, suffix)
        }
        let asFolder =
            resolved.hasByteSuffix("/") ? String(decoding: resolved.utf8.dropLast(), as: UTF8.self) : resolved
        if let output = folderOutputs[asFolder] { return (output, suffix) }
        if files.contains(resolved) { return (resolved, suffix) }
        return nil
    }

    /// Whether `url` starts with a scheme such as `https:` or `mailto:`: an ASCII letter, then letters, digits,
    /// `+`, `-` or `.`, then `:` (RFC 3986), looked for in bytes so that a combining mark cannot hide the colon.
    static func hasScheme(_ url: String) -> Bool {
        var bytes = url.utf8.makeIterator()
        guard let first = bytes.next(), isASCIILetter(first) else { return false }
        while let byte = bytes.next() {
            if byte == UInt8(ascii: ":") { return true }
            guard
                isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { return false }
        }
        return false
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// Resolves `.` and `..`; keeps a trailing slash; `nil` when the path climbs above the content root.
    static func normalize(_ path: String) -> String? {
        var parts: [String] = []
        for part in path.byteSplit(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasByteSuffix("/") && !joined.isEmpty ? joined + "/" : joined
    }
}
