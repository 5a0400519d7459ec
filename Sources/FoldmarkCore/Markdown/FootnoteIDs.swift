/// The ids cmark-gfm gives footnotes, worked out from the tree rather than read from the rendered HTML.
///
/// cmark-gfm 0.29.0.gfm.6 writes `id="fn-LABEL"` on each footnote, `id="fnref-LABEL"` on its first reference and
/// `id="fnref-LABEL-N"` on the Nth (the footnote's back-links point at each), where LABEL is the definition's label
/// escaped as an `href` (`houdini_escape_href`). After its inline pass, a reference's literal is the number of the
/// footnote it cites, and the footnotes are the document's last children, in that order.
enum FootnoteIDs {
    /// The ids of footnotes with these labels (in the order cmark-gfm numbers them, from 1) where `references[n]`
    /// is how many references cite footnote n: for each footnote, `fn-…`, then `fnref-…` and `fnref-…-N`.
    static func ids(labels: [String], references: [Int: Int]) -> [String] {
        var ids: [String] = []
        for (index, label) in labels.enumerated() {
            let escaped = escapeAsHref(label)
            ids.append("fn-" + escaped)
            let count = references[index + 1] ?? 0
            // cmark-gfm writes a back-link to the first reference even when the only one was in a footnote it
            // dropped (never cited), so `fnref-…` is always taken.
            for reference in 0..<max(1, count) {
                ids.append(reference == 0 ? "fnref-" + escaped : "fnref-\(escaped)-\(reference + 1)")
            }
        }
        return ids
    }

    /// The label of the footnote definition that starts `line`: the first `[^LABEL]:` in it (the container markers
    /// before it, `>` and list markers, cannot hold one; a label has no spaces and no `]`).
    static func definitionLabel(in line: Substring) -> String? {
        let bytes = Array(line.utf8)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "["), bytes[index + 1] == UInt8(ascii: "^") {
                var end = index + 2
                while end < bytes.count, !Self.endsLabel(bytes[end]) { end += 1 }
                if end > index + 2, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "]"),
                    bytes[end + 1] == UInt8(ascii: ":")
                {
                    return String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                }
            }
            index += 1
        }
        return nil
    }

    private static func endsLabel(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "]") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\n") || byte == 0
    }

    /// `text` as cmark-gfm escapes a URL, as the id reads once the HTML is parsed: bytes outside letters, digits
    /// and ``hrefSafe`` become `%XX` (upper case); `&` and `'`, which cmark-gfm writes as character references,
    /// are themselves.
    static func escapeAsHref(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if isSafe(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The punctuation `houdini_escape_href` keeps, with `&` and `'` (which it writes as references).
    private static let hrefSafe = Set("-_.+!*(),%#@?=;:/$~&'".utf8)

    private static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: hrefSafe.contains(byte)
        }
    }
}
