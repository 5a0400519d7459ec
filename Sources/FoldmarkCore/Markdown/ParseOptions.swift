/// Settings for turning Markdown into a ``Document``.
public struct ParseOptions: Sendable {
    /// Keep raw HTML and every URL as written. Off by default: raw HTML is replaced by a comment and
    /// `javascript:`, `vbscript:`, `file:` and non-image `data:` URLs are removed, as in cmark-gfm's safe mode.
    public var unsafeHTML: Bool
    /// Called for every link and image, in document order; returns the URL to render instead. `nil` keeps URLs.
    public var rewriteURL: (@Sendable (_ link: LinkReference) -> String)?

    /// Highlight fenced code blocks whose language Foldmark knows (``SyntaxHighlighter``); on by default.
    public var highlight = true

    /// Make every list item that holds a nested list fold (`outline: true` in front matter); off by default, when
    /// only sections and lists marked `{.outline}` do.
    public var outlineLists = false

    /// Record every link and image, as written, in ``Document/links`` (for link checking).
    public var collectLinks: Bool

    /// Creates options; the defaults are safe mode, URLs as written, and no link list.
    public init(
        unsafeHTML: Bool = false, collectLinks: Bool = false,
        rewriteURL: (@Sendable (_ link: LinkReference) -> String)? = nil
    ) {
        self.unsafeHTML = unsafeHTML
        self.collectLinks = collectLinks
        self.rewriteURL = rewriteURL
    }
}

/// Whether a URL belongs to a link or to an image.
public enum LinkKind: String, Sendable, Hashable, Codable {
    /// `[text](url)` and autolinks.
    case link
    /// `![alt](url)`.
    case image
}

/// A link or image destination as written in the source, with where it is.
public struct LinkReference: Sendable, Hashable {
    /// The destination as written.
    public var url: String
    /// Whether it is a link or an image.
    public var kind: LinkKind
    /// Where the link or image starts.
    public var location: SourceLocation
    /// Whether the link has any text (or the image any alt text).
    public var hasText: Bool

    /// Creates a reference.
    public init(url: String, kind: LinkKind, location: SourceLocation, hasText: Bool = true) {
        self.url = url
        self.kind = kind
        self.location = location
        self.hasText = hasText
    }
}
