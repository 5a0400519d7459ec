/// Renders a ``Document`` to HTML through a ``Theme``'s Mustache templates.
///
/// Values that Foldmark produced as HTML (section bodies, heading text) go to the templates as HTML; everything
/// else (ids, classes, attribute values, titles) is text, which `{{name}}` escapes with ``HTMLEscaping`` whatever the
/// template (see ``TemplateEscaping``).
public struct HTMLRenderer: Sendable {
    /// The templates and assets to render with.
    public var theme: Theme
    /// Which levels fold and which start open.
    public var policy: FoldPolicy

    /// Creates a renderer; the defaults are the built-in theme and the default policy.
    public init(theme: Theme = .builtIn, policy: FoldPolicy = FoldPolicy()) {
        self.theme = theme
        self.policy = policy
    }

    /// The document alone: the preamble, the section tree and the footnotes, with no page around them.
    public func renderFragment(_ document: Document) throws -> String {
        let document = policy.emptySections == .hide ? document.hidingEmptySections() : document
        if theme.hasBuiltInSectionTemplates
            && (!theme.hasKindTemplates || document.firstSection(where: { theme.kindTemplate(for: $0) != nil }) == nil)
        {
            return BuiltInSectionWriter.render(document, policy: policy)
        }
        return try renderFragmentWithTemplates(document)
    }

    /// The fragment rendered through the theme's `document` and `section` templates, whatever they are.
    func renderFragmentWithTemplates(_ document: Document) throws -> String {
        try theme.render("document", documentContext(document))
    }

    /// A complete, self-contained HTML page with the theme's CSS and script inlined.
    ///
    /// The `report` template receives a ``ReportView``: the fragment as `content`, with `title`, `language`, `css`,
    /// `script`, `remember` (whether the script may remember which sections the reader opened and closed) and
    /// `head` (for the `head` partial). Without a `title`, the page is named after the document's first level-1
    /// heading, else its first heading of any level (``Document/headingTitle``), else "Document". With a
    /// `searchIndex` (a script, such as ``SearchIndex/inlineScript(for:title:)`` writes), the page gets a search box
    /// and the script as `searchIndex` (and `search` is true). With `contents`, it gets the contents panel (`toc`, a
    /// ``TocView``, open when the document has ``ContentsList/openingCount`` sections or more).
    public func renderReport(
        _ document: Document, title: String? = nil, language: String = "en", remember: Bool = true,
        searchIndex: String? = nil, contents: Bool = true
    ) throws -> String {
        let view = ReportView(
            content: try renderFragment(document), title: title ?? document.headingTitle ?? "Document",
            language: language, remember: remember, sectioned: policy.foldsAnySection(of: document),
            css: theme.file(named: "foldmark.css") ?? "", script: theme.file(named: "foldmark.js") ?? "",
            searchIndex: searchIndex, toc: contents ? TocView(document: document) : nil)
        if theme.isBuiltIn("report.mustache") { return try BuiltInReportWriter.render(view, theme: theme) }
        return try theme.render("report", view)
    }

    /// The template values of a document: `preamble`, `sections` and `footnotes`.
    func documentContext(_ document: Document) -> [String: Any] {
        [
            "preamble": document.preamble,
            "sections": document.sections.map(sectionContext),
            "footnotes": document.footnotes,
        ]
    }

    /// The template values of a section. Every key is always present, so a child never reads its parent's value.
    func sectionContext(_ section: Section) -> [String: Any] {
        let state = policy.state(of: section)
        let kind = theme.kindTemplate(for: section)
        let badge = policy.badges.text(for: section)
        return [
            "hasBadge": badge != nil,
            "badge": badge ?? "",
            "template": kind ?? "section",
            "kind": kind.map { String($0.dropFirst("section-".count)) } ?? "",
            "id": section.id,
            "level": section.level,
            "titleHTML": section.title.html,
            "titleText": section.title.text,
            "body": section.body,
            "children": section.children.map(sectionContext),
            "folds": state.folds,
            "open": state == .open,
            "classes": section.classes,
            "attributes": section.attributes.map { ["name": $0.htmlName, "value": $0.value] },
        ]
    }
}
