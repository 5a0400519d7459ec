/// The autolink column fix for cmark-gfm 0.29.
extension MarkdownParser {
    /// cmark-gfm 0.29 gives an autolink (`<https://…>`, or a bare URL) a column counted from the start of its
    /// paragraph rather than of its line. When the reported column does not point at the URL on its line, this
    /// finds the URL on that line instead; `nil` keeps the reported column. Compares UTF-8 bytes, not
    /// `Character`s: a URL followed by a combining mark still matches.
    static func autolinkColumn(in lineText: Substring, column: Int, url: String) -> Int? {
        let bytes = Array(lineText.utf8)
        let written =
            url.hasPrefix("mailto:") ? String(decoding: url.utf8.dropFirst("mailto:".utf8.count), as: UTF8.self) : url
        if column >= 1, column <= bytes.count {
            let rest = bytes[(column - 1)...]
            func starts(with prefix: String) -> Bool { rest.starts(with: prefix.utf8) }
            if starts(with: "[") || starts(with: "<") || starts(with: written) || starts(with: url) { return nil }
        }
        for candidate in ["<" + url, "<" + written, written] {
            if let offset = firstOffset(of: Array(candidate.utf8), in: bytes) { return offset + 1 }
        }
        return nil
    }

    /// The byte offset of the first occurrence of `needle` in `haystack`.
    private static func firstOffset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        var offset = 0
        while offset + needle.count <= haystack.count {
            if haystack[offset] == needle[0], haystack[offset..<(offset + needle.count)].elementsEqual(needle) {
                return offset
            }
            offset += 1
        }
        return nil
    }
}
