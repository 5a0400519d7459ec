/// Settings for ``ReportBuilder``: how one Markdown file becomes one HTML file.
public struct ReportOptions: Sendable {
    /// The page title; `nil` takes the document's (``Document/headingTitle``), then the fallback title.
    public var title: String?
    /// Which levels fold and which start open.
    public var policy: FoldPolicy
    /// Keep raw HTML and every URL as written.
    public var unsafeHTML: Bool
    /// Inline local images as `data:` URIs.
    public var embedImages: Bool
    /// Write only the document's HTML, with no page layout, CSS or script.
    public var fragment: Bool
    /// The templates and assets.
    public var theme: Theme
    /// Let the page's script remember, per page in the browser's local storage, which sections the reader opened
    /// and closed.
    public var remember: Bool
    /// Show the contents panel (the report's sections as links) above the report, or beside it on wide screens.
    public var contents = true
    /// Highlight fenced code blocks whose language Foldmark knows.
    public var highlight = true
    /// Make every list item that holds a nested list fold (``ParseOptions/outlineLists``).
    public var outlineLists = false
    /// Give the page a search box, with the document's search index inlined.
    public var search = true

    /// Creates options; the defaults make a full, safe page with the built-in theme.
    public init(
        title: String? = nil,
        policy: FoldPolicy = FoldPolicy(),
        unsafeHTML: Bool = false,
        embedImages: Bool = false,
        fragment: Bool = false,
        theme: Theme = .builtIn,
        remember: Bool = true
    ) {
        self.title = title
        self.policy = policy
        self.unsafeHTML = unsafeHTML
        self.embedImages = embedImages
        self.fragment = fragment
        self.theme = theme
        self.remember = remember
    }

    /// Why `title` cannot be a page title, or `nil` when it can: like a setting, a title must not hold a control
    /// character (`foldmark render --title` refuses one with `control-character`).
    public static func titleProblem(_ title: String) -> String? {
        ControlCharacterScrubber.firstControl(in: title).map {
            "the title must not contain control characters (it has \($0))"
        }
    }
}
