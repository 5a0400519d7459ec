import FoldmarkCore

/// The "on this page" list of a page's sections, as nested lists of links (the same list a report shows).
enum TableOfContents {
    /// The list for `document`, leaving out level-1 headings (the page title) but not their children; "" when
    /// the page has no other heading.
    static func html(for document: Document) -> String {
        ContentsList.html(for: document)
    }
}
