/// Finds the tags of a Mustache template that decide how templates use each other: partials (`{{>name}}`),
/// parents (`{{<name}}`) and pragmas (`{{%…}}`), each with its line, column and the sections around it.
///
/// Runs only on templates that Mustache has already compiled, so the syntax is known to be valid; it follows
/// set-delimiter tags (`{{=<% %>=}}`) as Mustache does. Columns count UTF-8 bytes, as ``SourceLocation`` does.
struct TemplateTagScanner {
    /// A `{{>name}}` or `{{<name}}` tag.
    struct PartialReference: Hashable {
        /// The template it names.
        var name: String
        /// `{{>*name}}`: the template's name is looked up in the values at render time.
        var isDynamic: Bool
        /// Whether the tag sits inside a `{{#name}}…{{/name}}` section that looks a value up, so that each
        /// inclusion can stop when the data runs out (an inverted section, a block or `{{#.}}` cannot).
        var isInsideSection: Bool
        var line: Int
        var column: Int
    }

    /// A `{{%…}}` tag.
    struct Pragma: Hashable {
        var text: String
        var line: Int
        var column: Int
    }

    private(set) var references: [PartialReference] = []
    private(set) var pragmas: [Pragma] = []

    /// Scans `text`.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        var opening = Array("{{".utf8)
        var closing = Array("}}".utf8)
        // For each open section: whether it looks a value up (a `#` section with a variable name).
        var sections: [Bool] = []
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let lineEnd = LineEndings.length(in: bytes, at: index)
            if lineEnd > 0 {
                line += 1
                lineStart = index + lineEnd
                index += lineEnd
                continue
            }
            guard Self.bytes(bytes, at: index, match: opening) else {
                index += 1
                continue
            }
            let tagLine = line
            let tagColumn = index - lineStart + 1
            let contentStart = index + opening.count
            let kind = contentStart < bytes.count ? bytes[contentStart] : 0
            var terminator = closing
            if kind == UInt8(ascii: "{") { terminator = [UInt8(ascii: "}")] + closing }
            if kind == UInt8(ascii: "=") { terminator = [UInt8(ascii: "=")] + closing }
            var end = contentStart + 1
            while end < bytes.count, !Self.bytes(bytes, at: end, match: terminator) { end += 1 }
            let content = String(
                decoding: bytes[min(contentStart + 1, bytes.count)..<min(end, bytes.count)], as: UTF8.self)
            var position = contentStart
            while position < min(end, bytes.count) {
                let lineEnd = LineEndings.length(in: bytes, at: position)
                if lineEnd > 0 {
                    line += 1
                    lineStart = position + lineEnd
                }
                position += max(lineEnd, 1)
            }
            index = min(end + terminator.count, bytes.count)
            let name = content.trimmingWhitespace
            switch kind {
            case UInt8(ascii: "#"):
                sections.append(Self.looksUpAValue(name))
            case UInt8(ascii: "^"), UInt8(ascii: "$"):
                sections.append(false)
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                let isDynamic = name.hasPrefix("*")
                let target = isDynamic ? String(name.dropFirst()).trimmingWhitespace : name
                references.append(
                    PartialReference(
                        name: target, isDynamic: isDynamic, isInsideSection: sections.contains(true), line: tagLine,
                        column: tagColumn))
                if kind == UInt8(ascii: "<") { sections.append(false) }
            case UInt8(ascii: "/"):
                _ = sections.popLast()
            case UInt8(ascii: "%"):
                pragmas.append(Pragma(text: name, line: tagLine, column: tagColumn))
            case UInt8(ascii: "="):
                let parts = name.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                if parts.count == 2 {
                    opening = Array(parts[0].utf8)
                    closing = Array(parts[1].utf8)
                }
            default:
                break
            }
        }
    }

    /// Whether a section named `name` (perhaps with transforms, `first(children)`) looks a value up: its variable
    /// is neither empty nor `.`, the current value.
    private static func looksUpAValue(_ name: String) -> Bool {
        var variable = Substring(name)
        if let open = variable.lastIndex(of: "(") {
            variable = variable[variable.index(after: open)...].prefix { $0 != ")" }
        }
        return !variable.isEmpty && variable != "."
    }

    private static func bytes(_ bytes: [UInt8], at index: Int, match pattern: [UInt8]) -> Bool {
        guard !pattern.isEmpty, index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    fileprivate var trimmingWhitespace: String {
        let bytes = utf8
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
