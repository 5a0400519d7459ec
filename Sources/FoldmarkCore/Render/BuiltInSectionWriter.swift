/// Writes the section tree exactly as the built-in `document.mustache` and `section.mustache` would, without
/// going through Mustache.
///
/// Mustache looks every value up dynamically, which made rendering the tree cost more than parsing the Markdown.
/// ``HTMLRenderer`` uses this writer only while both templates are the built-in ones; a theme that overrides
/// either goes through Mustache. `BuiltInSectionWriterTests` renders documents both ways and requires the
/// same bytes, so the templates stay the source of truth.
struct BuiltInSectionWriter: ~Copyable {
    let policy: FoldPolicy
    private var html: HTMLBuffer

    private init(policy: FoldPolicy, capacity: Int) {
        self.policy = policy
        html = HTMLBuffer(capacity: capacity)
    }

    /// The fragment for `document`.
    static func render(_ document: Document, policy: FoldPolicy) -> String {
        let bodies = document.allSections.reduce(0) { $0 + $1.body.utf8.count + $1.title.html.utf8.count * 2 + 256 }
        var writer = BuiltInSectionWriter(
            policy: policy, capacity: document.preamble.utf8.count + document.footnotes.utf8.count + bodies)
        writer.html.append(html: document.preamble)
        for section in document.sections { writer.write(section) }
        writer.html.append(html: document.footnotes)
        return writer.html.string()
    }

    /// Writes one section and, depth first, its children; a tree is at most six levels deep when it comes from
    /// Markdown, so the recursion is bounded by the heading levels.
    private mutating func write(_ section: Section) {
        let state = policy.state(of: section)
        if state.folds {
            html.append("<details id=\"", escaping: section.id, "\" class=\"fm-section fm-level-")
            html.append(section.level)
            writeClasses(section)
            html.append("\"")
            if state == .open { html.append(" open") }
            writeAttributes(section)
            html.append(">\n<summary class=\"fm-summary\"><h")
            html.append(section.level)
            html.append(" class=\"fm-heading\">")
            writeTitle(section)
            writeBadge(section)
            html.append("</h")
            html.append(section.level)
            html.append("></summary>\n")
            html.append(html: section.body)
            for child in section.children { write(child) }
            html.append("</details>\n")
        } else {
            html.append("<h")
            html.append(section.level)
            html.append(" id=\"", escaping: section.id, "\" class=\"fm-heading")
            writeClasses(section)
            html.append("\"")
            writeAttributes(section)
            html.append(">")
            writeTitle(section)
            html.append("</h")
            html.append(section.level)
            html.append(">\n")
            html.append(html: section.body)
            for child in section.children { write(child) }
        }
    }

    private mutating func writeBadge(_ section: Section) {
        guard let badge = policy.badges.text(for: section) else { return }
        html.append("<span class=\"fm-badge\">", escaping: badge, "</span>")
    }

    private mutating func writeClasses(_ section: Section) {
        for name in section.classes {
            html.append(" ")
            html.append(escaping: name)
        }
    }

    private mutating func writeAttributes(_ section: Section) {
        for attribute in section.attributes {
            html.append(" ", escaping: attribute.htmlName, "=\"")
            html.append(escaping: attribute.value)
            html.append("\"")
        }
    }

    private mutating func writeTitle(_ section: Section) {
        html.append(html: section.title.html)
        // The permalink is for pointers only: hidden from assistive technology and out of the tab order, so the
        // heading and its disclosure are named by the title alone.
        html.append(
            "<a class=\"fm-permalink\" href=\"#", escaping: section.id, "\" aria-hidden=\"true\" tabindex=\"-1\"></a>")
    }
}
