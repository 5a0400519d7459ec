import Foundation

/// What a request's path names in the served site: the key of a file in memory, a redirect, or nothing.
///
/// The path is percent-decoded once, strictly, and split on `/`; empty segments are dropped. A `.` or `..`
/// segment, a backslash, a NUL or another control character, or a malformed `%` escape makes the request bad
/// (400). What is left is only ever used as a key into the site's map, never as a path on disk, so nothing
/// outside the built site can be named at all; a double-encoded `%252e%252e` decodes to the literal name `%2e%2e`,
/// which no built file has.
enum RequestPath: Equatable {
    /// Serve the file at this key of the site's map.
    case file(String)
    /// A folder named without its trailing slash: redirect to this path (so relative links resolve).
    case redirect(String)
    /// Not in the site.
    case notFound
    /// Malformed or trying to climb out.
    case bad

    /// What a path segment may hold unescaped in a redirect's `Location`.
    private static let pathCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: ";"))

    /// The longest request target accepted, in bytes.
    static let maximumLength = 4096

    /// Resolves `target` (the request line's target, with any query) against the site's files.
    static func resolve(_ target: String, exists: (String) -> Bool) -> RequestPath {
        var raw = Substring(target)
        if let mark = raw.firstIndex(where: { $0 == "?" || $0 == "#" }) { raw = raw[..<mark] }
        guard raw.utf8.count <= maximumLength, raw.hasPrefix("/"), let decoded = percentDecoded(raw) else {
            return .bad
        }
        var segments: [String] = []
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." || segment == ".." { return .bad }
            segments.append(String(segment))
        }
        let key = segments.joined(separator: "/")
        let isFolder = key.isEmpty || decoded.hasSuffix("/")
        if isFolder {
            let index = key.isEmpty ? "index.html" : key + "/index.html"
            return exists(index) ? .file(index) : .notFound
        }
        if exists(key) { return .file(key) }
        if exists(key + "/index.html") {
            // Built from the key, not the raw path: `//host` would send the browser to another site.
            let encoded = key.addingPercentEncoding(withAllowedCharacters: pathCharacters) ?? key
            return .redirect("/" + encoded + "/")
        }
        return .notFound
    }

    /// `text` with its `%XX` escapes decoded, or `nil` when an escape is malformed, the result is not UTF-8, or
    /// it holds a backslash or a control character (NUL included).
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(byte)
            }
        }
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") }),
            let decoded = String(validating: bytes, as: UTF8.self)
        else { return nil }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
