import FoldmarkCore

/// Finds the directives of the tool a project was written for that Foldmark does not carry out, so that they can
/// be reported once per kind instead of once per place: mdBook's `{{#include …}}`, `{{#rustdoc_include …}}`,
/// `{{#playground …}}`, `{{#playpen …}}` and `{{#title …}}`; MkDocs' template tags `{% … %}` (the macros plugin
/// and others) and `--8<--` snippets. They are left in the page as text.
///
/// One pass over the bytes, code blocks included (mdBook expands includes inside code blocks too). Lines end at
/// `\n`, `\r\n` or `\r`, as cmark-gfm's do; columns count bytes.
enum ForeignDirectives {
    /// One kind found in one text: how often, and where first.
    struct Found: Sendable, Hashable {
        /// How the kind is named in messages: `mdBook {{#include}}`.
        var kind: String
        var count: Int
        var first: SourceLocation
    }

    /// mdBook's directive names, after `{{#`.
    static let mdBookNames = ["include", "rustdoc_include", "playground", "playpen", "title"]

    /// The kinds of `layout`'s directives in `text`, in the order of their first appearance.
    static func find(in text: String, path: String?, layout: ProjectLayout) -> [Found] {
        guard layout != .foldmark else { return [] }
        var found: [Found] = []
        var index: [String: Int] = [:]
        func record(_ kind: String, line: Int, column: Int) {
            if let at = index[kind] {
                found[at].count += 1
            } else {
                index[kind] = found.count
                found.append(Found(kind: kind, count: 1, first: SourceLocation(file: path, line: line, column: column)))
            }
        }
        let brace = UInt8(ascii: "{")
        let dash = UInt8(ascii: "-")
        var line = 1
        var lineStart = 0
        var text = text
        text.withUTF8 { bytes in
            let count = bytes.count
            var at = 0
            while at < count {
                let byte = bytes[at]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    if byte == UInt8(ascii: "\r"), at + 1 < count, bytes[at + 1] == UInt8(ascii: "\n") { at += 1 }
                    line += 1
                    lineStart = at + 1
                } else if layout == .mdBook, byte == brace, at + 2 < count, bytes[at + 1] == brace,
                    bytes[at + 2] == UInt8(ascii: "#")
                {
                    var end = at + 3
                    while end < count, isNameByte(bytes[end]) { end += 1 }
                    let name = String(decoding: bytes[(at + 3)..<end], as: UTF8.self)
                    if mdBookNames.contains(name) {
                        record("mdBook {{#\(name)}}", line: line, column: at - lineStart + 1)
                        at = end
                        continue
                    }
                } else if layout == .mkDocs, byte == brace, at + 1 < count, bytes[at + 1] == UInt8(ascii: "%") {
                    record("MkDocs template tag {% … %}", line: line, column: at - lineStart + 1)
                    at += 2
                    continue
                } else if layout == .mkDocs, byte == dash, at + 4 < count, bytes[at + 1] == dash,
                    bytes[at + 2] == UInt8(ascii: "8"), bytes[at + 3] == UInt8(ascii: "<"), bytes[at + 4] == dash
                {
                    record("MkDocs snippet --8<--", line: line, column: at - lineStart + 1)
                    at += 5
                    continue
                }
                at += 1
            }
        }
        return found
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// One warning per kind over every page's findings (in page order): how many places, and the first.
    static func warnings(_ perPage: [[Found]]) -> [Diagnostic] {
        var total: [String: Found] = [:]
        var order: [String] = []
        for page in perPage {
            for found in page {
                if total[found.kind] == nil {
                    total[found.kind] = found
                    order.append(found.kind)
                } else {
                    total[found.kind]!.count += found.count
                }
            }
        }
        return order.map { kind in
            let found = total[kind]!
            let places = found.count == 1 ? "here" : "in \(found.count) places (this is the first)"
            return Diagnostic(
                .warning, at: found.first, code: .unsupportedDirective,
                "\(kind) is not supported: left as text \(places)")
        }
    }
}
