import FoldmarkCore

/// Where each page and file of a site goes, and how one page links to another.
///
/// Paths here are `/`-separated and relative: a content path such as `guide/install.md`, an output path such
/// as `guide/install/index.html`. With a base URL, links are absolute (`/docs/guide/install/`); without one they
/// are relative and name the file (`../install/index.html`), so a site opened from disk works.
struct SiteRoutes: Sendable {
    let baseURL: String?
    let prettyURLs: Bool

    /// These routes with every link starting from `baseURL`.
    func withBaseURL(_ baseURL: String) -> SiteRoutes {
        SiteRoutes(baseURL: baseURL, prettyURLs: prettyURLs)
    }

    /// The output path of the page at `contentPath`; a landing page goes to its folder's `index.html`.
    func outputPath(forPage contentPath: String, isLanding: Bool) -> String {
        if isLanding { return Self.folder(of: contentPath) + "index.html" }
        // The folder and the stem are the path's bytes up to the name's last dot (unless the name starts with it),
        // copied once with the suffix after them.
        let suffix: StaticString = prettyURLs ? "/index.html" : ".html"
        var path = contentPath
        return path.withUTF8 { bytes in
            let nameStart = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            var stemEnd = bytes.count
            if let dot = bytes[nameStart...].lastIndex(of: UInt8(ascii: ".")), dot != nameStart { stemEnd = dot }
            return String(unsafeUninitializedCapacity: stemEnd + suffix.utf8CodeUnitCount) { buffer in
                let stem = UnsafeBufferPointer(rebasing: bytes[..<stemEnd])
                _ = buffer.initialize(fromContentsOf: stem)
                _ = buffer[stemEnd...].initialize(
                    fromContentsOf: UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
                return stemEnd + suffix.utf8CodeUnitCount
            }
        }
    }

    /// The output path of a folder's landing page.
    func outputPath(forFolder folder: String) -> String {
        folder.isEmpty ? "index.html" : folder + "/index.html"
    }

    /// The URL by which `fromOutput` (an output path) reaches `toOutput`.
    func link(from fromOutput: String, to toOutput: String) -> String {
        encodedLink(from: Self.percentEncode(fromOutput), to: Self.percentEncode(toOutput))
    }

    /// ``link(from:to:)`` from a page whose output path is already percent-encoded (`encodedFrom`) to a path
    /// Foldmark makes itself (an asset, `index.html`, the root ""), which needs no encoding: a page links to
    /// several of these, and its own path is encoded once for all of them.
    func generatedLink(from encodedFrom: String, to generated: String) -> String {
        assert(Self.percentEncode(generated) == generated, "\(generated) needs percent-encoding")
        return encodedLink(from: encodedFrom, to: generated)
    }

    /// ``link(from:to:)`` for paths that are already percent-encoded, as the navigation keeps them.
    func encodedLink(from fromOutput: String, to toOutput: String) -> String {
        if let baseURL {
            if prettyURLs, toOutput == "index.html" || toOutput.hasByteSuffix("/index.html") {
                return baseURL + toOutput.dropLast("index.html".count)
            }
            return baseURL + toOutput
        }
        return Self.relative(from: fromOutput, to: toOutput)
    }

    /// The URL by which `fromOutput` reaches `path` (percent-encoded), which lies `climbs` folders above the site's
    /// root: relative without a base URL (one `../` per folder of `fromOutput`, then one per climb), else the base
    /// URL with `climbs` of its folders taken off (never above the server's root, as a browser would resolve it).
    func outwardLink(from fromOutput: String, climbing climbs: Int, to path: String) -> String {
        guard let baseURL else {
            let depth = fromOutput.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }
            return String(repeating: "../", count: depth + climbs) + path
        }
        // The part a path cannot climb out of: `https://host` or nothing for a path from the root.
        var origin = ""
        var basePath = Substring(baseURL)
        if let scheme = baseURL.range(of: "://") {
            let afterScheme = baseURL[scheme.upperBound...]
            let slash = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
            origin = String(baseURL[..<slash])
            basePath = baseURL[slash...]
        }
        var folders = basePath.split(separator: "/", omittingEmptySubsequences: true)
        folders.removeLast(min(climbs, folders.count))
        let prefix = folders.isEmpty ? "/" : "/" + folders.joined(separator: "/") + "/"
        return origin + prefix + path
    }

    /// `toPath` relative to the folder of `fromPath`.
    /// Read on the two strings' bytes in place and written straight into the result: every page asks for
    /// several of these.
    static func relative(from fromPath: String, to toPath: String) -> String {
        var fromPath = fromPath
        var toPath = toPath
        return fromPath.withUTF8 { from in
            toPath.withUTF8 { to in
                // The longest common prefix that ends at a `/` of both paths.
                var common = 0
                var index = 0
                while index < from.count, index < to.count, from[index] == to[index] {
                    if from[index] == UInt8(ascii: "/") { common = index + 1 }
                    index += 1
                }
                var ups = 0
                for byte in from[common...] where byte == UInt8(ascii: "/") { ups += 1 }
                let rest = UnsafeBufferPointer(rebasing: to[common...])
                return String(unsafeUninitializedCapacity: ups * 3 + rest.count) { result in
                    for up in 0..<ups {
                        result[up * 3] = UInt8(ascii: ".")
                        result[up * 3 + 1] = UInt8(ascii: ".")
                        result[up * 3 + 2] = UInt8(ascii: "/")
                    }
                    if let base = rest.baseAddress, let target = result.baseAddress {
                        (target + ups * 3).update(from: base, count: rest.count)
                    }
                    return ups * 3 + rest.count
                }
            }
        }
    }

    /// The folder part of a content path, with a trailing `/`, or "" at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastByteIndex(of: "/") else { return "" }
        return path.bytes(before: path.utf8.index(after: slash))
    }

    /// The folder that holds `folder` (a content folder without a trailing `/`); "" for a top-level folder.
    static func parent(ofFolder folder: String) -> String {
        guard let slash = folder.lastByteIndex(of: "/") else { return "" }
        return folder.bytes(before: slash)
    }

    /// The last part of a `/`-separated path.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastByteIndex(of: "/") else { return path }
        return path.bytes(after: slash)
    }

    /// The file name without its extension.
    static func stem(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastByteIndex(of: "."), dot != name.startIndex else { return name }
        return name.bytes(before: dot)
    }

    /// `index` and `README` (any case) name a folder's landing page.
    static func isLandingName(_ stem: String) -> Bool {
        // Compared byte by byte, ASCII letters folded: no lowercased copy of every page's name.
        stem == "index"
            || (stem.utf8.count == 6
                && zip(stem.utf8, "readme".utf8).allSatisfy { $0 == $1 || $0 | 0x20 == $1 })
    }

    /// Encodes what may not stand in a URL path as is (spaces, `%`, `#`, `?`, quotes, non-ASCII) and `:`, so that
    /// no generated link can read as a scheme: a page named `javascript:alert(1).md` is linked as
    /// `javascript%3Aalert(1).html`, which browsers and servers map back to the file's name.
    static func percentEncode(_ path: String) -> String {
        let allowed = Self.allowed
        let clean =
            path.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { allowed[Int($0)] } }
            ?? path.utf8.allSatisfy { allowed[Int($0)] }
        if clean { return path }
        var result = [UInt8]()
        result.reserveCapacity(path.utf8.count + 16)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            if allowed[Int(byte)] {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The bytes that stay as they are in a URL path: unreserved characters, sub-delimiters but `'`, `@` and `/`.
    private static let allowed: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/!$&()*+,;=@".utf8 {
            table[Int(byte)] = true
        }
        return table
    }()
}
