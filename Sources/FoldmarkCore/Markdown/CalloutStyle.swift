/// How a callout of one type looks: GitHub's five alert styles (note, tip, important, warning, caution), each
/// with a colour in the theme and an icon, and the other common types of Obsidian and MkDocs drawn in one of them.
/// A type Foldmark does not know is a plain callout: no colour, no icon, the type as its title.
struct CalloutStyle: Sendable, Hashable {
    /// The style's name, used in the class `fm-callout-NAME`: one of GitHub's five, or `nil` for a plain callout.
    var name: String?
    /// The title a callout without its own title shows.
    var defaultTitle: String

    /// The style of a callout type (lowercased).
    init(type: String) {
        if let name = Self.styles[type] {
            self.name = name
        } else {
            self.name = Self.aliases[type]
        }
        defaultTitle = Self.titles[type] ?? Self.capitalized(type)
    }

    /// The icon in front of the title, drawn for Foldmark (16 × 16, in the text colour); "" for a plain callout.
    var iconHTML: String {
        guard let name, let shape = Self.icons[name] else { return "" }
        return "<svg class=\"fm-callout-icon\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" aria-hidden=\"true\">"
            + "<g fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linecap=\"round\" "
            + "stroke-linejoin=\"round\">" + shape.strokes + "</g>"
            + "<circle fill=\"currentColor\" cx=\"8\" cy=\"\(shape.dot)\" r=\"1\"/></svg>"
    }

    private static let styles: [String: String] = [
        "note": "note", "tip": "tip", "important": "important", "warning": "warning", "caution": "caution",
    ]

    /// Obsidian's and MkDocs' types, drawn in the GitHub style closest in meaning.
    private static let aliases: [String: String] = [
        "info": "note", "todo": "note", "abstract": "note", "summary": "note", "tldr": "note", "seealso": "note",
        "hint": "tip", "success": "tip", "check": "tip", "done": "tip", "example": "tip",
        "question": "important", "help": "important", "faq": "important", "quote": "important", "cite": "important",
        "attention": "warning",
        "danger": "caution", "error": "caution", "bug": "caution", "failure": "caution", "fail": "caution",
        "missing": "caution",
    ]

    private static let titles: [String: String] = [
        "note": "Note", "tip": "Tip", "important": "Important", "warning": "Warning", "caution": "Caution",
        "tldr": "TL;DR", "faq": "FAQ", "seealso": "See also",
    ]

    /// Each icon: its outline, then the y of the dot under its stroke (an `i`, or an exclamation mark).
    private static let icons: [String: (strokes: String, dot: String)] = [
        // A circle with an i.
        "note": ("<circle cx=\"8\" cy=\"8\" r=\"6.5\"/><path d=\"M8 7.25v4\"/>", "4.9"),
        // A light bulb with a spark.
        "tip": (
            "<path d=\"M5.6 10.4A4.3 4.3 0 1 1 10.4 10.4c-.45.35-.65.8-.65 1.35v.5h-3.5v-.5c0-.55-.2-1-.65-1.35z\"/>"
                + "<path d=\"M6.5 14.5h3\"/>", "6.6"
        ),
        // A speech bubble with an exclamation mark.
        "important": ("<path d=\"M2 2.5h12v8.5H8.5L5 14v-3H2z\"/><path d=\"M8 4.75v2.5\"/>", "9.1"),
        // A triangle with an exclamation mark.
        "warning": ("<path d=\"M8 1.75 14.75 13.75H1.25z\"/><path d=\"M8 6v3.25\"/>", "11.4"),
        // An octagon with an exclamation mark.
        "caution": (
            "<path d=\"M5.25 1.5h5.5l3.75 3.75v5.5l-3.75 3.75h-5.5L1.5 10.75v-5.5z\"/><path d=\"M8 4.5v4\"/>", "11"
        ),
    ]

    private static func capitalized(_ type: String) -> String {
        guard let first = type.first else { return type }
        return first.uppercased() + type.dropFirst()
    }
}
