/// Section kinds: a heading's class picks the template its section renders with. `## Followers {.people}` renders
/// with `section-people.mustache` when the theme has one, else with `section.mustache`; the first class that has a
/// template wins. The built-in `document` and `section` templates include each section through the dynamic partial
/// `{{>*template}}`, whose value is the chosen template's name.
extension Theme {
    /// The name of the kind template `section` renders with (`section-people`), or `nil` for the default one.
    public func kindTemplate(for section: Section) -> String? {
        guard !section.classes.isEmpty, hasKindTemplates else { return nil }
        for name in section.classes where hasTemplate("section-" + name) { return "section-" + name }
        return nil
    }

    /// Whether the theme has any kind template (`section-NAME.mustache`).
    var hasKindTemplates: Bool {
        files.keys.contains { $0.hasPrefix("section-") && $0.hasSuffix(".mustache") }
    }
}
