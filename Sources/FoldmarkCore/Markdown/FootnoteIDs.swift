/// The ids the footnotes section defines (`fn-…`) and links back to (`fnref-…`, `fnref-…-2`).
func footnoteIDs(in html: String) -> [String] {
    var ids: [String] = []
    for prefix in [" id=\"", " href=\"#"] {
        var rest = html[...]
        while let start = rest.range(of: prefix) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            ids.append(String(rest[..<end]))
            rest = rest[end...]
        }
    }
    return ids
}
