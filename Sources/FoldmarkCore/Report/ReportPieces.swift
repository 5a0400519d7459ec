#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renders a page in pieces: the large values (the preamble, each section's body, the footnotes, the search
/// index) go through the templates as short placeholders, and the rendered page is cut at them, so that the page
/// is the template's own text between the document's strings, never one string that copies them all.
///
/// A placeholder is `<`, U+0001, `P`, its number and `;`: content can never produce `<` U+0001 (see
/// ``MarkdownParser``). The cut is used only when every placeholder comes back exactly once, as `{{{body}}}`
/// writes it; a theme that escapes, repeats or drops a value gets the page rendered whole instead, so the
/// bytes are always those of the whole render.
struct ReportPieces {
    private(set) var values: [String] = []

    /// A placeholder that stands for `value` (an empty value stays empty: emptiness decides how sections fold).
    mutating func placeholder(for value: String) -> String {
        guard !value.isEmpty else { return value }
        values.append(value)
        return Self.prefix + String(values.count - 1) + ";"
    }

    /// `document` with its preamble, footnotes and section bodies replaced by placeholders, where the fold
    /// policy's count badge of a section does not read its body.
    mutating func placeholders(in document: Document, policy: FoldPolicy) -> Document {
        var copy = document
        copy.preamble = placeholder(for: document.preamble)
        copy.sections = document.sections.map { placeholders(in: $0, badges: policy.badges) }
        copy.footnotes = placeholder(for: document.footnotes)
        return copy
    }

    /// Recursion bounded by the six heading levels of Markdown.
    private mutating func placeholders(in section: Section, badges: CountBadges) -> Section {
        var copy = section
        copy.body = placeholder(for: section.body)
        // A badge that counts the body's items must see the body itself.
        if !section.body.isEmpty, badges.text(for: copy) != badges.text(for: section) {
            values.removeLast()
            copy.body = section.body
        }
        copy.children = section.children.map { placeholders(in: $0, badges: badges) }
        return copy
    }

    /// The rendered `page` cut at its placeholders, with the values in their places; `nil` unless every value's
    /// placeholder is in it exactly once.
    func pieces(of page: String) -> [String]? {
        var page = page
        page.makeContiguousUTF8()
        let view = page.utf8
        // The pieces between the placeholders are slices of `page`: copied, not decoded and checked again.
        func slice(_ range: Range<Int>) -> String {
            let start = view.index(view.startIndex, offsetBy: range.lowerBound)
            return String(page[start..<view.index(start, offsetBy: range.count)])
        }
        return view.withContiguousStorageIfAvailable { bytes -> [String]? in
            guard let base = bytes.baseAddress else { return values.isEmpty ? [] : nil }
            var pieces: [String] = []
            var seen = [Bool](repeating: false, count: values.count)
            var start = 0
            var index = 0
            // U+0001 is found with memchr; a placeholder is `<` before it and `P` after.
            while index + 2 < bytes.count, let hit = memchr(base + index + 1, 1, bytes.count - index - 2) {
                let one = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                index = one - 1
                guard bytes[index] == UInt8(ascii: "<"), bytes[one + 1] == UInt8(ascii: "P") else {
                    index = one
                    continue
                }
                var end = one + 2
                var number = 0
                while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9"),
                    number < values.count
                {
                    number = number * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                    end += 1
                }
                guard end > one + 2, end < bytes.count, bytes[end] == UInt8(ascii: ";"),
                    number < values.count, !seen[number]
                else { return nil }
                seen[number] = true
                if index > start { pieces.append(slice(start..<index)) }
                pieces.append(values[number])
                index = end + 1
                start = index
            }
            guard !seen.contains(false) else { return nil }
            if start < bytes.count { pieces.append(slice(start..<bytes.count)) }
            return pieces
        } ?? nil
    }

    private static let prefix = "<\u{1}P"
}
