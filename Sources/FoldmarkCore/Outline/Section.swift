/// One heading and everything under it: its own body, then its child sections.
///
/// Sections are values: copy, edit and rebuild them freely. ``Document/parse(_:options:)`` builds them from
/// Markdown; tests and tools can also build them by hand.
public struct Section: Sendable, Hashable {
    /// The heading level, 1 for `#` to 6 for `######`.
    public var level: Int
    /// The id the section is linked by, unique within its document.
    public var id: String
    /// The heading's text, as HTML and as plain text.
    public var title: SectionTitle
    /// The HTML of the blocks between the heading and its first child section, exactly as cmark-gfm renders them.
    public var body: String
    /// The sections nested inside this one, in document order.
    public var children: [Section]
    /// How the author asked this section to fold; ``FoldSetting/policy`` leaves it to the ``FoldPolicy``.
    public var fold: FoldSetting
    /// CSS classes from the heading's attribute block, in the order written.
    public var classes: [String]
    /// Key/value attributes from the heading's attribute block, in the order written.
    public var attributes: [HeadingAttribute]
    /// Where the heading starts in the source, when it came from a file.
    public var position: SourceLocation?
    /// The callouts and other blocks in ``body`` that fold on their own, in document order.
    public var blocks: [FoldingBlock] = []
    /// The headings inside block quotes and lists in ``body``, which have ids but open no section, in order.
    public var nestedHeadings: [NestedHeading] = []
    /// The ids written in raw HTML in the heading and ``body`` (only ``ParseOptions/unsafeHTML`` keeps raw HTML).
    public var rawHTMLIDs: [String] = []

    /// Creates a section; everything but the level, id and title has an empty default.
    public init(
        level: Int,
        id: String,
        title: SectionTitle,
        body: String = "",
        children: [Section] = [],
        fold: FoldSetting = .policy,
        classes: [String] = [],
        attributes: [HeadingAttribute] = [],
        position: SourceLocation? = nil
    ) {
        self.level = level
        self.id = id
        self.title = title
        self.body = body
        self.children = children
        self.fold = fold
        self.classes = classes
        self.attributes = attributes
        self.position = position
    }

    /// The section with its level and every level in its subtree moved by `delta`, each kept within 1...6.
    public func shifted(by delta: Int) -> Section {
        guard delta != 0 else { return self }
        var copy = self
        copy.level = min(6, max(1, level + delta))
        copy.children = children.map { $0.shifted(by: delta) }
        return copy
    }

    /// The section with every id in its subtree that `ids` has already taken replaced by a unique one, in
    /// document order; every id of the result is marked as taken.
    func withUniqueIDs(_ ids: inout Slugger) -> Section {
        var copy = self
        copy.id = ids.reserve(id) ? id : ids.unique(id)
        copy.children = children.map { $0.withUniqueIDs(&ids) }
        return copy
    }

    /// Whether the section has anything to fold: a body or a child.
    public var hasContent: Bool {
        !body.isEmpty || !children.isEmpty
    }
}

/// A heading's text, as inline HTML and as plain text.
public struct SectionTitle: Sendable, Hashable {
    /// The rendered inline HTML, safe to insert into a page.
    public var html: String
    /// The text alone, without markup: for `<title>`, tables of contents in plain text, slugs and search.
    public var text: String

    /// Creates a title from its HTML and its plain text.
    public init(html: String, text: String) {
        self.html = html
        self.text = text
    }

    /// A title from plain text, escaped for HTML.
    public init(text: String) {
        self.init(html: HTMLEscaping.escape(text), text: text)
    }
}
