/// The contents of a document: its sections as nested lists of links, for a report's or a site page's contents
/// panel. This is the compiled writer of the built-in `toc-list.mustache`.
public enum ContentsList {
    /// A report opens on its contents (the panel starts unfolded) when it lists at least this many sections.
    public static let openingCount = 6

    /// The nested `<ol>` lists for `document`, leaving out level-1 headings (the title) but not their children;
    /// "" when there is no other heading.
    public static func html(for document: Document) -> String {
        let sections = topLevel(of: document)
        return sections.isEmpty ? "" : list(sections)
    }

    /// How many entries ``html(for:)`` lists.
    public static func count(for document: Document) -> Int {
        count(topLevel(of: document))
    }

    /// How many entries the lists of `sections` have, their children included.
    static func count(_ sections: [Section]) -> Int {
        var count = 0
        var stack = sections
        while let section = stack.popLast() {
            count += 1
            stack += section.children
        }
        return count
    }

    /// The sections the contents list: those of the document, with each level-1 heading replaced by its children.
    static func topLevel(of document: Document) -> [Section] {
        document.sections.flatMap { $0.level == 1 ? $0.children : [$0] }
    }

    /// The `<ol>` of `sections` and, nested in it, of their children, as `toc-list.mustache` writes it (an empty
    /// `<ol>` for no sections).
    static func list(_ sections: [Section]) -> String {
        var html = ""
        list(sections, into: &html)
        return html
    }

    /// Writes the entries for `sections`; the recursion is bounded by the six heading levels.
    private static func list(_ sections: [Section], into html: inout String) {
        html += "<ol>\n"
        for section in sections {
            html += "<li><a href=\"#" + HTMLEscaping.escape(section.id) + "\">"
            html += HTMLEscaping.escape(TocEntry.title(of: section)) + "</a>"
            if !section.children.isEmpty {
                html += "\n"
                list(section.children, into: &html)
            }
            html += "</li>\n"
        }
        html += "</ol>\n"
    }
}
