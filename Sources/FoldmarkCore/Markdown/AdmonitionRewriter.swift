/// Rewrites MkDocs admonitions into the callout syntax before cmark-gfm reads the text, so that their indented
/// bodies are not taken for code blocks.
///
/// `!!! note "Title"` becomes `> [!note] Title` (a callout that does not fold), `??? note` becomes `> [!note]-`
/// (closed) and `???+ note` becomes `> [!note]+` (open). The body is every following line indented by four
/// spaces (or a tab) or more, with the blank lines between them; each body line's first four columns of
/// indentation become `> `. Every line keeps its number; the body's characters move two columns left, and
/// ``columnShifts`` says by how much each line moved, so that the parser can report links and other positions
/// where they are in the source as written. Headers inside fenced code blocks are left alone. Admonitions nest
/// (a header indented in another's body), up to ``maximumNesting`` deep.
enum AdmonitionRewriter {
    /// `text` with its admonitions rewritten; `text` itself when it has none.
    static func rewrite(_ text: String) -> String {
        rewriteWithShifts(text).text
    }

    /// How many columns each rewritten body line (by line number, from 1) moved left.
    static func columnShifts(_ text: String) -> [Int: Int] {
        rewriteWithShifts(text).shifts
    }

    static func rewriteWithShifts(_ text: String) -> (text: String, shifts: [Int: Int]) {
        guard mayHaveHeader(text) else { return (text, [:]) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var shifts: [Int: Int] = [:]
        guard rewrite(&lines, from: 0, to: lines.count, nesting: 0, shifts: &shifts) else { return (text, [:]) }
        return (lines.joined(separator: "\n"), Dictionary(uniqueKeysWithValues: shifts.map { ($0.key + 1, $0.value) }))
    }

    /// Whether a line of `text` starts with `!!!` or `???`: the quick test that leaves most pages alone.
    static func mayHaveHeader(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset + 3 <= bytes.count {
                let first = bytes[offset]
                if (first == UInt8(ascii: "!") || first == UInt8(ascii: "?")) && bytes[offset + 1] == first
                    && bytes[offset + 2] == first
                {
                    return true
                }
                // The next line's start.
                guard let newline = bytes.firstIndex(of: 0x0A, from: offset) else { return false }
                offset = newline + 1
            }
            return false
        }
    }

    /// How deep admonitions nest in each other; a deeper one stays text of the one around it.
    static let maximumNesting = 16

    /// Rewrites the admonitions in `lines[start..<end]` (whose indentation the caller has already taken off
    /// `lines`), adding to `shifts` (by line index) how far each body line moves left; whether anything changed.
    private static func rewrite(
        _ lines: inout [String], from start: Int, to end: Int, nesting: Int, shifts: inout [Int: Int]
    ) -> Bool {
        var fence: (byte: UInt8, count: Int)?
        var changed = false
        var index = start
        while index < end {
            let line = lines[index]
            if let marker = fenceMarker(line) {
                if let open = fence {
                    if marker.byte == open.byte && marker.count >= open.count && marker.closes { fence = nil }
                } else {
                    fence = (marker.byte, marker.count)
                }
                index += 1
                continue
            }
            guard fence == nil, let header = header(line) else {
                index += 1
                continue
            }
            lines[index] = header
            changed = true
            var last = index
            var next = index + 1
            while next < end {
                let body = lines[next]
                if isBlank(body) {
                    next += 1
                } else if indentation(body) >= 4 {
                    last = next
                    next += 1
                } else {
                    break
                }
            }
            if last > index {
                // The body without its indentation, its own admonitions rewritten, then quoted.
                let blank = Set(((index + 1)...last).filter { isBlank(lines[$0]) })
                for bodyIndex in (index + 1)...last where !isBlank(lines[bodyIndex]) {
                    let removed = fourColumns(lines[bodyIndex])
                    lines[bodyIndex] = String(lines[bodyIndex].dropFirst(removed))
                    shifts[bodyIndex, default: 0] += removed
                }
                if nesting + 1 < maximumNesting {
                    _ = rewrite(&lines, from: index + 1, to: last + 1, nesting: nesting + 1, shifts: &shifts)
                }
                for bodyIndex in (index + 1)...last {
                    let body = lines[bodyIndex]
                    if isBlank(body) {
                        lines[bodyIndex] = ">" + (body.hasSuffix("\r") ? "\r" : "")
                    } else if blank.contains(bodyIndex) {
                        lines[bodyIndex] = "> " + body
                    } else {
                        lines[bodyIndex] = "> " + body
                        shifts[bodyIndex, default: 0] -= 2
                    }
                }
            }
            index = last + 1
        }
        return changed
    }

    /// How many leading characters make up the first four columns of indentation: four spaces, or up to a tab.
    private static func fourColumns(_ line: String) -> Int {
        var columns = 0
        var count = 0
        for byte in line.utf8 where columns < 4 {
            if byte == UInt8(ascii: " ") {
                columns += 1
            } else if byte == UInt8(ascii: "\t") {
                columns = 4
            } else {
                break
            }
            count += 1
        }
        return count
    }

    /// The callout line for an admonition header, or `nil` when `line` is not one.
    static func header(_ line: String) -> String? {
        var rest = Substring(line)
        if rest.hasSuffix("\r") { rest = rest.dropLast() }
        let fold: String
        if rest.hasPrefix("!!!") {
            fold = ""
            rest = rest.dropFirst(3)
        } else if rest.hasPrefix("???+") {
            fold = "+"
            rest = rest.dropFirst(4)
        } else if rest.hasPrefix("???") {
            fold = "-"
            rest = rest.dropFirst(3)
        } else {
            return nil
        }
        guard let first = rest.first, first == " " || first == "\t" else { return nil }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        let type = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        guard !type.isEmpty, type.allSatisfy(\.isASCII) else { return nil }
        rest = rest.dropFirst(type.count)
        // More classes may follow the type (`!!! note inline end`); then an optional quoted title.
        var title = ""
        while let first = rest.first {
            if first == " " || first == "\t" {
                rest = rest.dropFirst()
            } else if first == "\"" {
                let inside = rest.dropFirst()
                guard let close = inside.lastIndex(of: "\""),
                    inside[inside.index(after: close)...].allSatisfy({ $0 == " " || $0 == "\t" })
                else { return nil }
                title = String(inside[..<close])
                break
            } else {
                let word = rest.prefix { $0 != " " && $0 != "\t" }
                guard word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
                rest = rest.dropFirst(word.count)
            }
        }
        let escaped = title.unicodeScalars.map { scalar -> String in
            scalar.isASCII && scalar.properties.isPunctuationLike ? "\\" + String(scalar) : String(scalar)
        }.joined()
        return "> [!\(type)]\(fold)" + (escaped.isEmpty ? "" : " " + escaped) + (line.hasSuffix("\r") ? "\r" : "")
    }

    private static func isBlank(_ line: String) -> Bool {
        line.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    /// Leading spaces, a tab counting as four.
    private static func indentation(_ line: String) -> Int {
        var count = 0
        for byte in line.utf8 {
            if byte == UInt8(ascii: " ") {
                count += 1
            } else if byte == UInt8(ascii: "\t") {
                count += 4
            } else {
                break
            }
        }
        return count
    }

    /// A code fence (```` ``` ```` or `~~~`, indented at most three spaces): its character, length, and whether it
    /// could close a fence (nothing after it but spaces).
    private static func fenceMarker(_ line: String) -> (byte: UInt8, count: Int, closes: Bool)? {
        let bytes = Array(line.utf8.prefix(256))
        var index = 0
        while index < bytes.count, index < 4, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < 4, index < bytes.count, bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~")
        else { return nil }
        let byte = bytes[index]
        var count = 0
        while index < bytes.count, bytes[index] == byte {
            count += 1
            index += 1
        }
        guard count >= 3 else { return nil }
        let closes = bytes[index...].allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
        }
        return (byte, count, closes)
    }
}

extension Unicode.Scalar.Properties {
    /// ASCII punctuation that Markdown may read as markup, escaped in admonition titles.
    fileprivate var isPunctuationLike: Bool {
        generalCategory == .otherPunctuation || generalCategory == .openPunctuation
            || generalCategory == .closePunctuation || generalCategory == .mathSymbol
            || generalCategory == .currencySymbol || generalCategory == .modifierSymbol
            || generalCategory == .connectorPunctuation || generalCategory == .dashPunctuation
            || generalCategory == .initialPunctuation || generalCategory == .finalPunctuation
    }
}

extension AdmonitionRewriter {
    /// `links` with the columns of those inside admonition bodies moved back to where they are in the source.
    static func correcting(_ links: [LinkReference], shifts: [Int: Int]) -> [LinkReference] {
        guard !links.isEmpty, !shifts.isEmpty else { return links }
        return links.map { link in
            var link = link
            if let line = link.location.line, let shift = shifts[line], let column = link.location.column {
                link.location.column = column + shift
            }
            return link
        }
    }
}
