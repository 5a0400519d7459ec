/// A place in a source file: the file's path as the user gave it, and a 1-based line and column.
///
/// Columns count bytes of UTF-8, as cmark-gfm does. Print one with `description`: `path:line:column`.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The path of the file, as given by the user; `nil` for text that did not come from a file.
    public var file: String?
    /// The 1-based line, or `nil` when the location names a whole file.
    public var line: Int?
    /// The 1-based column in bytes, or `nil` when only the line is known.
    public var column: Int?

    /// Creates a location; leave `line` and `column` out to name a whole file.
    public init(file: String?, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, leaving out the parts that are not known (`<input>` stands for a missing path).
    public var description: String {
        var text = file ?? "<input>"
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
