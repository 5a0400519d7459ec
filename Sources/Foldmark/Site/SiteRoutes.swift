/// Where each page and file of a site goes, and how one page links to another.
///
/// Paths here are `/`-separated and relative: a content path such as `guide/install.md`, an output path such
/// as `guide/install/index.html`. With a base URL, links are absolute (`/docs/guide/install/`); without one they
/// are relative and name the file (`../install/index.html`), so a site opened from disk works.
struct SiteRoutes: Sendable {
    let baseURL: String?
    let prettyURLs: Bool

    /// The output path of the page at `contentPath`; a landing page goes to its folder's `index.html`.
    func outputPath(forPage contentPath: String, isLanding: Bool) -> String {
        let folder = Self.folder(of: contentPath)
        let name = Self.stem(of: contentPath)
        if isLanding { return folder + "index.html" }
        return prettyURLs ? folder + name + "/index.html" : folder + name + ".html"
    }

    /// The output path of a folder's landing page.
    func outputPath(forFolder folder: String) -> String {
        folder.isEmpty ? "index.html" : folder + "/index.html"
    }

    /// The URL by which `fromOutput` (an output path) reaches `toOutput`.
    func link(from fromOutput: String, to toOutput: String) -> String {
        encodedLink(from: Self.percentEncode(fromOutput), to: Self.percentEncode(toOutput))
    }

    /// ``link(from:to:)`` for paths that are already percent-encoded, as the navigation keeps them.
    func encodedLink(from fromOutput: String, to toOutput: String) -> String {
        if let baseURL {
            if prettyURLs, toOutput == "index.html" || toOutput.hasSuffix("/index.html") {
                return baseURL + toOutput.dropLast("index.html".count)
            }
            return baseURL + toOutput
        }
        return Self.relative(from: fromOutput, to: toOutput)
    }

    /// `toPath` relative to the folder of `fromPath`.
    static func relative(from fromPath: String, to toPath: String) -> String {
        let from = Array(fromPath.utf8)
        let to = Array(toPath.utf8)
        // The longest common prefix that ends at a `/` of both paths.
        var common = 0
        var index = 0
        while index < from.count, index < to.count, from[index] == to[index] {
            if from[index] == UInt8(ascii: "/") { common = index + 1 }
            index += 1
        }
        var ups = 0
        for byte in from[common...] where byte == UInt8(ascii: "/") { ups += 1 }
        var result = [UInt8]()
        result.reserveCapacity(ups * 3 + to.count - common)
        for _ in 0..<ups { result += [UInt8(ascii: "."), UInt8(ascii: "."), UInt8(ascii: "/")] }
        result += to[common...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The folder part of a content path, with a trailing `/`, or "" at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// The file name without its extension.
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `index` and `README` (any case) name a folder's landing page.
    static func isLandingName(_ stem: String) -> Bool {
        stem == "index" || stem.lowercased() == "readme"
    }

    /// Encodes what may not stand in a URL path as is (spaces, `%`, `#`, `?`, non-ASCII).
    static func percentEncode(_ path: String) -> String {
        if path.utf8.allSatisfy({ allowed[Int($0)] }) { return path }
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

    /// The bytes that stay as they are in a URL path: unreserved characters, sub-delimiters, `:`, `@` and `/`.
    private static let allowed: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/!$&'()*+,;=:@".utf8 {
            table[Int(byte)] = true
        }
        return table
    }()
}
