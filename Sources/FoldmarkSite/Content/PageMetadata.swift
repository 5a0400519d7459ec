import FoldmarkCore

/// What a page's front matter (or the site's page defaults) says about it.
public struct PageMetadata: Sendable, Hashable {
    /// The keys front matter may use.
    public static let keys = [
        "title", "description", "order", "draft", "template", "fold_levels", "open_level", "empty_sections", "outline",
        "badges", "toc", "search",
    ]

    /// The page title; when `nil`, the document's own (``Document/headingTitle``), else the file name.
    public var title: String?
    /// A one-line summary, for the `description` meta tag.
    public var description: String?
    /// Sorts the page among its siblings: lower first; pages without an order come after, by title.
    public var order: Int?
    /// A draft is left out of the site unless drafts are asked for.
    public var draft: Bool?
    /// The layout template's name, without `.mustache`; the default is `page`.
    public var template: String?
    /// The levels that fold on this page.
    public var foldLevels: ClosedRange<Int>?
    /// Sections at this level or above start open on this page.
    public var openLevel: Int?
    /// What happens to this page's empty sections.
    public var emptySections: EmptySections?
    /// Whether every list item that holds a nested list folds on this page (`outline: true`).
    public var outline: Bool?
    /// Which count badges this page's section summaries show.
    public var badges: CountBadges?
    /// Whether the page shows its contents panel ("On this page"); `nil` follows the site's `toc`.
    public var toc: Bool?
    /// Whether search indexes the page (`search: false` leaves it out); `nil` or `true`: it does, when the site
    /// has search. For `render`, `false` leaves the search box out of the report.
    public var search: Bool?

    /// Creates metadata; every field is unset by default.
    public init(
        title: String? = nil, description: String? = nil, order: Int? = nil, draft: Bool? = nil,
        template: String? = nil, foldLevels: ClosedRange<Int>? = nil, openLevel: Int? = nil,
        toc: Bool? = nil
    ) {
        self.title = title
        self.description = description
        self.order = order
        self.draft = draft
        self.template = template
        self.foldLevels = foldLevels
        self.openLevel = openLevel
        self.toc = toc
    }

    /// Reads the page keys of a YAML mapping, warning about unknown ones.
    init(_ fields: inout YAMLFields) {
        title = fields.string("title")
        description = fields.string("description")
        order = fields.int("order")
        draft = fields.bool("draft")
        template = fields.string("template")
        foldLevels = fields.levels("fold_levels")
        openLevel = fields.int("open_level", in: 0...6)
        emptySections = fields.choice("empty_sections")
        outline = fields.bool("outline")
        badges = fields.choice("badges")
        toc = fields.bool("toc")
        search = fields.boolOrExclusion("search")
        fields.reportUnknownKeys(known: Self.keys)
    }

    /// These values, with the unset ones taken from `defaults`.
    public func merged(over defaults: PageMetadata) -> PageMetadata {
        var merged = PageMetadata(
            title: title ?? defaults.title, description: description ?? defaults.description,
            order: order ?? defaults.order, draft: draft ?? defaults.draft, template: template ?? defaults.template,
            foldLevels: foldLevels ?? defaults.foldLevels, openLevel: openLevel ?? defaults.openLevel,
            toc: toc ?? defaults.toc)
        merged.emptySections = emptySections ?? defaults.emptySections
        merged.outline = outline ?? defaults.outline
        merged.badges = badges ?? defaults.badges
        merged.search = search ?? defaults.search
        return merged
    }

    /// The fold policy for the page: its own settings over `base`.
    public func policy(over base: FoldPolicy) -> FoldPolicy {
        var policy = FoldPolicy(foldLevels: foldLevels ?? base.foldLevels, openLevel: openLevel ?? base.openLevel)
        policy.emptySections = emptySections ?? base.emptySections
        policy.badges = badges ?? base.badges
        return policy
    }
}
