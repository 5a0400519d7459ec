/// One section (or one page of a site) as `foldmark diff` compares it: where it is, what it is called, and its
/// own text.
public struct DiffSection: Sendable, Hashable {
    /// The page's source path for a site (`""` for a single document).
    public var page: String
    /// The section's id; a page's own entry has the id `""`.
    public var id: String
    /// The heading's plain text (a page's title for a page entry).
    public var title: String
    /// The heading level; 0 for a page entry.
    public var level: Int
    /// The index of the parent entry in the same list, or `nil` at the top.
    public var parent: Int?
    /// The section's own text (its body, without its children), as words separated by spaces; `nil` when the
    /// input has no text (an `outline --json` file), so only structure is compared.
    public var text: String?
    /// The page's URL (relative to the site's root), for links; `""` for a single document.
    public var url: String

    /// Creates an entry.
    public init(
        page: String = "", id: String, title: String, level: Int, parent: Int? = nil, text: String? = nil,
        url: String = ""
    ) {
        self.page = page
        self.id = id
        self.title = title
        self.level = level
        self.parent = parent
        self.text = text
        self.url = url
    }

    /// Whether this is a page's own entry rather than a section.
    public var isPage: Bool { level == 0 }

    /// The entries of a parsed document, parents before children; `parent` is the index of the page entry
    /// for top-level sections when there is one.
    public static func entries(
        of document: Document, page: String = "", url: String = "", under parent: Int? = nil, startingAt offset: Int = 0
    ) -> [DiffSection] {
        var result: [DiffSection] = []
        var stack: [(Section, Int?)] = document.sections.reversed().map { ($0, parent) }
        while let (section, parentIndex) = stack.popLast() {
            let index = offset + result.count
            result.append(
                DiffSection(
                    page: page, id: section.id, title: section.title.text, level: section.level, parent: parentIndex,
                    text: DiffText.plainText(section.body), url: url))
            stack.append(contentsOf: section.children.reversed().map { ($0, index) })
        }
        return result
    }

    /// The entries of an outline (from `outline --json`), with no text.
    public static func entries(
        of outline: [OutlineSummary.Entry], page: String = "", url: String = "", under parent: Int? = nil,
        startingAt offset: Int = 0
    ) -> [DiffSection] {
        var result: [DiffSection] = []
        var stack: [(OutlineSummary.Entry, Int?)] = outline.reversed().map { ($0, parent) }
        while let (entry, parentIndex) = stack.popLast() {
            let index = offset + result.count
            result.append(
                DiffSection(
                    page: page, id: entry.id, title: entry.title, level: entry.level, parent: parentIndex, url: url))
            stack.append(contentsOf: entry.children.reversed().map { ($0, index) })
        }
        return result
    }
}
