/// What the cmark layer hands to the outline builder: the document cut at its top-level headings, as plain
/// Swift values with no pointers.
struct ParsedMarkdown: Sendable, Hashable {
    /// One top-level heading and the HTML of the blocks after it, up to the next top-level heading.
    struct Heading: Sendable, Hashable {
        var level: Int
        /// The heading's inline HTML, its attribute block removed.
        var titleHTML: String
        /// The heading's plain text.
        var titleText: String
        var attributes: HeadingAttributes?
        var body: String
        var position: SourceLocation
        /// The headings inside containers in `body`, in order, their ids still to be handed out.
        var nestedHeadings: [NestedHeading] = []
        /// The ids written in raw HTML in the heading and `body`.
        var htmlIDs: [String] = []
    }

    /// The HTML of the blocks before the first heading.
    var preamble: String = ""
    /// The headings inside containers in the preamble, in order, their ids still to be handed out.
    var preambleNestedHeadings: [NestedHeading] = []
    /// The ids written in raw HTML in the preamble.
    var preambleHTMLIDs: [String] = []
    /// Every top-level heading, in document order.
    var headings: [Heading] = []
    /// The footnotes section cmark-gfm renders at the end of the document, or "".
    var footnotes: String = ""
    /// The ids of the footnotes and their references (`fn-…`, `fnref-…`) and those written in raw HTML inside
    /// footnotes, which headings must not take.
    var footnoteIDs: [String] = []
    /// Every link and image as written, when asked for.
    var links: [LinkReference] = []
    /// The folding blocks (callouts) grouped by where they are: index 0 the preamble, k + 1 heading k's body.
    var blocks: [[PendingFoldingBlock]] = []
    /// Problems found while cutting the document, such as a key given twice in a heading's attribute block.
    var diagnostics: [Diagnostic] = []
}
