import FoldmarkCore

/// The outline of every page of a site: `foldmark outline SITE --json`.
public struct SiteOutline: Sendable, Codable {
    /// One page: its source file, its URL from the site's root, its title, and its section tree.
    public struct Page: Sendable, Hashable, Codable {
        /// The Markdown file, as the site folder names it.
        public var path: String
        /// The page's URL, relative to the site's root (or absolute under a base URL).
        public var url: String
        /// The page title.
        public var title: String
        /// The top-level sections.
        public var sections: [OutlineSummary.Entry]
    }

    /// The pages in reading order; generated landing pages are left out.
    public var pages: [Page]
    /// Warnings found while reading the site.
    public var diagnostics: [Diagnostic]

    enum CodingKeys: String, CodingKey { case pages }

    /// Creates an outline.
    public init(pages: [Page], diagnostics: [Diagnostic]) {
        self.pages = pages
        self.diagnostics = diagnostics
    }

    /// Decodes the pages of an outline printed by `foldmark outline SITE --json`; diagnostics are not printed.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pages = try container.decode([Page].self, forKey: .pages)
        diagnostics = []
    }
}
