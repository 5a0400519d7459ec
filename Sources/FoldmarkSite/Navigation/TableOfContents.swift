import FoldmarkCore

/// The "on this page" list of a page's sections, as nested lists of links.
enum TableOfContents {
    /// The list for `document`, leaving out level-1 headings (the page title) but not their children; "" when
    /// the page has no other heading.
    static func html(for document: Document) -> String {
        var html = ""
        list(document.sections.flatMap { $0.level == 1 ? $0.children : [$0] }, into: &html)
        return html
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
