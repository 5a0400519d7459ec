/// A heading inside a block quote or a list item: it opens no section, but it has an id that links can target.
///
/// Sections keep theirs in ``Section/nestedHeadings`` and the preamble's are ``Document/preambleNestedHeadings``,
/// in document order. Headings inside footnotes get no id and are not listed.
public struct NestedHeading: Sendable, Hashable {
    /// The id the heading is linked by, unique within its document (handed out in document order with the
    /// sections' ids).
    public var id: String
    /// The heading level, 1 to 6.
    public var level: Int
    /// The heading's plain text.
    public var title: String
    /// Where the heading starts in the source, when it came from a file.
    public var position: SourceLocation?

    /// Creates a nested heading.
    public init(id: String, level: Int, title: String, position: SourceLocation? = nil) {
        self.id = id
        self.level = level
        self.title = title
        self.position = position
    }
}
