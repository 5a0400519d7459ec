/// Which URLs an external navigation entry (an MkDocs `nav` link) may link to.
///
/// The navigation is written by hand in a configuration file, so its links are kept to what a page's own links
/// may be in safe mode: a URL with no scheme, or with `http`, `https`, `mailto`, `ftp` or `tel`. Anything else
/// (`javascript:`, `data:`, `vbscript:`, `file:`) is shown as text, unless `unsafe_html` is on. The scheme is read as
/// browsers read it: leading spaces and control characters are skipped, and tabs and line breaks inside are ignored.
enum ExternalURL {
    static let allowedSchemes: Set<String> = ["http", "https", "mailto", "ftp", "tel"]

    static func isSafe(_ url: String) -> Bool {
        var scheme: [UInt8] = []
        var started = false
        for byte in url.utf8 {
            if !started && byte <= 0x20 { continue }
            started = true
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            switch byte {
            case UInt8(ascii: ":"):
                return !scheme.isEmpty && allowedSchemes.contains(String(decoding: scheme, as: UTF8.self).lowercased())
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                scheme.append(byte)
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                // A scheme starts with a letter; a path may start with anything.
                if scheme.isEmpty { return true }
                scheme.append(byte)
            default:
                // `/`, `?`, `#` or any other byte before a `:`: a path, no scheme.
                return true
            }
        }
        return true
    }
}
