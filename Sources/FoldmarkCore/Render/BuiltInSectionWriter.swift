/// Writes the section tree exactly as the built-in `document.mustache` and `section.mustache` would, without
/// going through Mustache.
///
/// Mustache looks every value up dynamically, which made rendering the tree cost more than parsing the Markdown.
/// ``HTMLRenderer`` uses this writer only while both templates are the built-in ones; a theme that overrides
/// either goes through Mustache. `BuiltInSectionWriterTests` renders documents both ways and requires the
/// same bytes, so the templates stay the source of truth.
struct BuiltInSectionWriter {
    let policy: FoldPolicy
    private var html = ""

    init(policy: FoldPolicy) {
        self.policy = policy
    }

    /// The fragment for `document`.
    static func render(_ document: Document, policy: FoldPolicy) -> String {
        var writer = BuiltInSectionWriter(policy: policy)
        let bodies = document.allSections.reduce(0) { $0 + $1.body.utf8.count + $1.title.html.utf8.count * 2 + 256 }
        writer.html.reserveCapacity(document.preamble.utf8.count + document.footnotes.utf8.count + bodies)
        writer.html += document.preamble
        for section in document.sections { writer.write(section) }
        writer.html += document.footnotes
        return writer.html
    }

    /// Writes one section and, depth first, its children; a tree is at most six levels deep when it comes from
    /// Markdown, so the recursion is bounded by the heading levels.
    private mutating func write(_ section: Section) {
        let state = policy.state(of: section)
        let level = String(section.level)
        let id = HTMLEscaping.escape(section.id)
        if state.folds {
            html += "<details id=\"\(id)\" class=\"fm-section fm-level-\(level)"
            writeClasses(section)
            html += "\""
            if state == .open { html += " open" }
            writeAttributes(section)
            html += ">\n<summary class=\"fm-summary\"><h\(level) class=\"fm-heading\">"
            writeTitle(section, id: id)
            writeBadge(section)
            html += "</h\(level)></summary>\n"
            html += section.body
            for child in section.children { write(child) }
            html += "</details>\n"
        } else {
            html += "<h\(level) id=\"\(id)\" class=\"fm-heading"
            writeClasses(section)
            html += "\""
            writeAttributes(section)
            html += ">"
            writeTitle(section, id: id)
            html += "</h\(level)>\n"
            html += section.body
            for child in section.children { write(child) }
        }
    }

    private mutating func writeBadge(_ section: Section) {
        guard let badge = policy.badges.text(for: section) else { return }
        html += "<span class=\"fm-badge\">" + HTMLEscaping.escape(badge) + "</span>"
    }

    private mutating func writeClasses(_ section: Section) {
        for name in section.classes { html += " " + HTMLEscaping.escape(name) }
    }

    private mutating func writeAttributes(_ section: Section) {
        for attribute in section.attributes {
            html += " \(HTMLEscaping.escape(attribute.htmlName))=\"\(HTMLEscaping.escape(attribute.value))\""
        }
    }

    private mutating func writeTitle(_ section: Section, id: String) {
        html += section.title.html
        // The permalink is for pointers only: hidden from assistive technology and out of the tab order, so the
        // heading and its disclosure are named by the title alone.
        html += "<a class=\"fm-permalink\" href=\"#\(id)\" aria-hidden=\"true\" tabindex=\"-1\"></a>"
    }
}
