/// What happens to a section with no body and no subsections: `empty_sections` in `foldmark.yml` and front matter,
/// `--empty-sections` for `foldmark render`.
public enum EmptySections: String, Sendable, Hashable, Codable, CaseIterable {
    /// A plain heading, as before this setting existed (the default).
    case plain
    /// Left out of the page and its table of contents, and so is a section whose subsections are all left out:
    /// for generated reports whose sections may have nothing to say.
    case hide
    /// A `<details>` like any other section, open or closed by the fold policy, with nothing inside.
    case fold
}

extension Document {
    /// The document without its empty sections: those with no body whose subsections are all empty too, at any
    /// depth (a parent whose only children are empty goes as well). The preamble and footnotes stay.
    public func hidingEmptySections() -> Document {
        var copy = self
        copy.sections = Self.keepingContent(sections)
        return copy
    }

    /// `sections` without the empty ones; the recursion is bounded by the six heading levels of Markdown.
    private static func keepingContent(_ sections: [Section]) -> [Section] {
        sections.compactMap { section in
            var kept = section
            kept.children = keepingContent(section.children)
            return kept.body.isEmpty && kept.children.isEmpty ? nil : kept
        }
    }
}
