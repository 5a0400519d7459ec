/// The ids the footnotes section defines (`fn-…`) and links back to (`fnref-…`, `fnref-…-2`).
///
/// One forward pass over the UTF-8 bytes per attribute: linear in the size of the section. (Searching a
/// `Substring` with Foundation's `range(of:)` copied the rest of the section at every match, which made 3,000
/// footnotes take seconds and 30,000 never finish.)
func footnoteIDs(in html: String) -> [String] {
    var html = html
    return html.withUTF8 { bytes in
        var ids: [String] = []
        for prefix in [Array(" id=\"".utf8), Array(" href=\"#".utf8)] {
            var index = 0
            while let start = firstOffset(of: prefix, in: bytes, from: index) {
                let idStart = start + prefix.count
                guard let end = bytes[idStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                ids.append(String(decoding: bytes[idStart..<end], as: UTF8.self))
                index = end
            }
        }
        return ids
    }
}

/// The offset of the first `pattern` in `bytes` at or after `start`.
private func firstOffset(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
    var index = start
    while index + pattern.count <= bytes.count {
        if bytes[index] == first {
            var matched = 1
            while matched < pattern.count, bytes[index + matched] == pattern[matched] { matched += 1 }
            if matched == pattern.count { return index }
        }
        index += 1
    }
    return nil
}
