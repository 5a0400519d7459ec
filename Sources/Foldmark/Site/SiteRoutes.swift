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
        if let baseURL {
            var target = toOutput
            if prettyURLs, target == "index.html" || target.hasSuffix("/index.html") {
                target = String(target.dropLast("index.html".count))
            }
            return baseURL + Self.percentEncode(target)
        }
        return Self.percentEncode(Self.relative(from: fromOutput, to: toOutput))
    }

    /// `toPath` relative to the folder of `fromPath`.
    static func relative(from fromPath: String, to toPath: String) -> String {
        let from = fromPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let to = toPath.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < from.count, common < to.count - 1, from[from.startIndex + common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...].map(String.init)).joined(separator: "/")
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
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where "-._~/!$&'()*+,;=:@".utf8.contains(byte):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
