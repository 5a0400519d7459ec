/// The attribute block at the end of a heading: `## Install {#setup .wide key=value open}`.
///
/// The syntax is pandoc's and kramdown's: `#id`, `.class`, `key=value` (the value bare or in single or double
/// quotes), and the fold markers `open`, `closed` and `.nofold`. A block that does not parse is left in the title.
/// A key given twice keeps its last value, in the position of that last copy.
public struct HeadingAttributes: Sendable, Hashable {
    /// The explicit id, if the block names one.
    public var id: String?
    /// The classes, in the order written (without `nofold`).
    public var classes: [String] = []
    /// The key/value pairs, in the order written.
    public var attributes: [HeadingAttribute] = []
    /// The fold marker, or ``FoldSetting/policy`` when there is none.
    public var fold: FoldSetting = .policy
    /// Keys written more than once, in the order their later copies appear: the last value is kept (as in
    /// kramdown, whose attribute lists are hashes), and the parser warns about each.
    var repeatedKeys: [String] = []

    /// Creates an empty attribute set.
    public init() {}

    /// Splits a heading's trailing attribute block off `text`.
    ///
    /// Returns the text before the block, with trailing spaces removed, and the attributes; `nil` when `text`
    /// does not end with a well-formed block.
    public static func split(_ text: String) -> (text: String, attributes: HeadingAttributes)? {
        let scalars = Array(text.unicodeScalars)
        var end = scalars.count
        while end > 0, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        guard end > 0, scalars[end - 1] == "}" else { return nil }
        // The block opens at one of the `{` before the closing brace: usually the last, unless a quoted value
        // holds a brace. A candidate that is not the real opening fails at its first token.
        var candidates: [Int] = []
        var index = end - 2
        while index >= 0 {
            if scalars[index] == "{" { candidates.append(index) }
            index -= 1
        }
        for open in candidates {
            if let attributes = parse(scalars[(open + 1)..<(end - 1)]) {
                var before = open
                while before > 0, scalars[before - 1] == " " || scalars[before - 1] == "\t" { before -= 1 }
                var rest = String.UnicodeScalarView()
                rest.append(contentsOf: scalars[0..<before])
                return (String(rest), attributes)
            }
        }
        return nil
    }

    /// Parses the inside of a block, between the braces.
    static func parse(_ body: ArraySlice<Unicode.Scalar>) -> HeadingAttributes? {
        var result = HeadingAttributes()
        var index = body.startIndex
        var sawToken = false
        func skipSpace() {
            while index < body.endIndex, body[index] == " " || body[index] == "\t" { index += 1 }
        }
        func readName() -> String {
            var name = String.UnicodeScalarView()
            while index < body.endIndex, isNameScalar(body[index]) {
                name.append(body[index])
                index += 1
            }
            return String(name)
        }
        skipSpace()
        while index < body.endIndex {
            let first = body[index]
            if first == "#" || first == "." {
                index += 1
                let name = readName()
                guard !name.isEmpty else { return nil }
                if first == "#" {
                    guard result.id == nil else { return nil }
                    result.id = name
                } else if name == "nofold" {
                    result.fold = .nofold
                } else {
                    result.classes.append(name)
                }
            } else {
                let key = readName()
                guard let initial = key.unicodeScalars.first, initial.properties.isAlphabetic || initial == "_" else {
                    return nil
                }
                if index < body.endIndex, body[index] == "=" {
                    index += 1
                    guard let value = readValue(body, &index) else { return nil }
                    if let earlier = result.attributes.firstIndex(where: { $0.key == key }) {
                        result.attributes.remove(at: earlier)
                        result.repeatedKeys.append(key)
                    }
                    result.attributes.append(HeadingAttribute(key: key, value: value))
                } else if key == "open" {
                    result.fold = .open
                } else if key == "closed" {
                    result.fold = .closed
                } else {
                    return nil
                }
            }
            sawToken = true
            guard index == body.endIndex || body[index] == " " || body[index] == "\t" else { return nil }
            skipSpace()
        }
        return sawToken ? result : nil
    }

    private static func readValue(_ body: ArraySlice<Unicode.Scalar>, _ index: inout Int) -> String? {
        var value = String.UnicodeScalarView()
        guard index < body.endIndex else { return "" }
        let quote = body[index]
        if quote == "\"" || quote == "'" {
            index += 1
            while index < body.endIndex, body[index] != quote {
                value.append(body[index])
                index += 1
            }
            guard index < body.endIndex else { return nil }
            index += 1
        } else {
            while index < body.endIndex, body[index] != " ", body[index] != "\t" {
                guard body[index] != "\"", body[index] != "'", body[index] != "=" else { return nil }
                value.append(body[index])
                index += 1
            }
        }
        return String(value)
    }

    /// Letters, digits, `-`, `_`, `:` and `.` after the first character, as in HTML ids and class names.
    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || scalar == "-" || scalar == "_" || scalar == ":" || scalar == "."
    }
}

/// A `key=value` pair from a heading's attribute block, such as `{#setup owner=docs}`.
public struct HeadingAttribute: Sendable, Hashable, Codable {
    /// The key as written; rendered as `data-KEY` unless it already starts with `data-`.
    public var key: String
    /// The value, unescaped.
    public var value: String

    /// Creates an attribute.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// The HTML attribute name this pair renders as.
    public var htmlName: String {
        key.hasPrefix("data-") ? key : "data-" + key
    }
}
