/// The contents of a document: its sections as nested lists of links, for a report's or a site page's contents
/// panel.
public enum ContentsList {
    /// A report opens on its contents (the panel starts unfolded) when it lists at least this many sections.
    public static let openingCount = 6

    /// The nested `<ol>` lists for `document`, leaving out level-1 headings (the title) but not their children;
    /// "" when there is no other heading.
    public static func html(for document: Document) -> String {
        var html = ""
        list(topLevel(of: document), into: &html)
        return html
    }

    /// How many entries ``html(for:)`` lists.
    public static func count(for document: Document) -> Int {
        var count = 0
        var stack = topLevel(of: document)
        while let section = stack.popLast() {
            count += 1
            stack += section.children
        }
        return count
    }

    private static func topLevel(of document: Document) -> [Section] {
        document.sections.flatMap { $0.level == 1 ? $0.children : [$0] }
    }

    /// Writes the entries for `sections`; the recursion is bounded by the six heading levels.
    private static func list(_ sections: [Section], into html: inout String) {
        var opened = false
        for section in sections {
            if !opened {
                html += "<ol>\n"
                opened = true
            }
            let title = section.title.text.isEmpty ? section.id : section.title.text
            html += "<li><a href=\"#\(HTMLEscaping.escape(section.id))\">\(HTMLEscaping.escape(title))</a>"
            if !section.children.isEmpty {
                html += "\n"
                list(section.children, into: &html)
            }
            html += "</li>\n"
        }
        if opened { html += "</ol>\n" }
    }
}
