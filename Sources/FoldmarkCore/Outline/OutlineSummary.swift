/// A section tree reduced to what tools need, ready to encode as JSON: `foldmark outline --json`.
public struct OutlineSummary: Sendable, Hashable, Codable {
    /// One section: its id, level, plain-text title, source line, starting state, and children.
    public struct Entry: Sendable, Hashable, Codable {
        /// The section's id.
        public var id: String
        /// The heading level.
        public var level: Int
        /// The heading's plain text.
        public var title: String
        /// The heading's line in the source, when known.
        public var line: Int?
        /// Whether the section renders as a `<details>`.
        public var folds: Bool
        /// Whether the section starts open; a plain heading counts as open.
        public var open: Bool
        /// The child sections, after the entry's own folding blocks.
        public var children: [Entry]
        /// `section`, or for a block inside a section's body `callout` or `outline-item`.
        public var kind: String = "section"
        /// A callout's type (`note`, `warning`, …); absent for sections.
        public var type: String? = nil
    }

    /// The document's title: its first level-1 heading, else its first heading (``Document/headingTitle``); a
    /// front matter `title` replaces it.
    public var title: String?
    /// The top-level sections.
    public var sections: [Entry]

    /// Summarises `document` with fold states taken from `policy`; sections that `policy` hides are left out.
    public init(_ document: Document, policy: FoldPolicy = FoldPolicy()) {
        let document = policy.emptySections == .hide ? document.hidingEmptySections() : document
        func entry(_ section: Section) -> Entry {
            let state = policy.state(of: section)
            return Entry(
                id: section.id, level: section.level, title: section.title.text, line: section.position?.line,
                folds: state.folds, open: state != .closed,
                children: Self.entries(for: section.blocks, level: section.level) + section.children.map(entry))
        }
        self.title = document.headingTitle
        self.sections = Self.entries(for: document.preambleBlocks, level: 0) + document.sections.map(entry)
    }
}
