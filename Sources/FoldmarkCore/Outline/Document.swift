/// A Markdown document as a tree of sections: the heart of Foldmark.
///
/// Get one with ``parse(_:options:)``; read it, edit it (see `Document+Editing.swift`), and render it with
/// ``HTMLRenderer``. Everything in it is a plain value.
public struct Document: Sendable, Hashable {
    /// The HTML of the blocks before the first heading.
    public var preamble: String
    /// The top-level sections, in document order.
    public var sections: [Section]
    /// The footnotes section cmark-gfm renders at the end of the document, or "" when there are no footnotes.
    public var footnotes: String
    /// Problems found while reading the source, such as replaced characters or duplicate ids.
    public var diagnostics: [Diagnostic]
    /// Every link and image as written in the source, when ``ParseOptions/collectLinks`` asked for them.
    public var links: [LinkReference]
    /// The callouts and other blocks in ``preamble`` that fold on their own, in document order.
    public var preambleBlocks: [FoldingBlock] = []
    /// The headings inside block quotes and lists in ``preamble``, which have ids but open no section, in order.
    public var preambleNestedHeadings: [NestedHeading] = []
    /// The ids written in raw HTML in ``preamble`` (only ``ParseOptions/unsafeHTML`` keeps raw HTML).
    public var preambleRawHTMLIDs: [String] = []
    /// The ids of the footnotes and of the references to them (`fn-…`, `fnref-…`, `fnref-…-2`), and those
    /// written in raw HTML inside ``footnotes``; no heading takes one of them.
    public var footnoteIDs: [String] = []

    /// Creates a document from its parts.
    public init(
        preamble: String = "", sections: [Section] = [], footnotes: String = "", diagnostics: [Diagnostic] = [],
        links: [LinkReference] = []
    ) {
        self.preamble = preamble
        self.sections = sections
        self.footnotes = footnotes
        self.diagnostics = diagnostics
        self.links = links
    }

    /// Parses cleaned Markdown into a document; the source's own diagnostics come first in ``diagnostics``.
    public static func parse(_ source: SourceText, options: ParseOptions = ParseOptions()) -> Document {
        let parsed = MarkdownParser.parse(source, options: options)
        var document = OutlineBuilder.build(parsed, path: source.path)
        document.diagnostics = source.diagnostics + parsed.diagnostics + document.diagnostics
        return document
    }

    /// Parses a Markdown string into a document.
    public static func parse(_ markdown: String, options: ParseOptions = ParseOptions()) -> Document {
        parse(SourceText(markdown), options: options)
    }

    /// The plain text of the first level-1 heading, the usual page title; `nil` when there is none.
    public var firstLevelOneTitle: String? {
        firstSection(where: { $0.level == 1 })?.title.text
    }

    /// The title the document gives itself: the plain text of the first level-1 heading, else of its first
    /// heading of any level (mdBook chapters start at `##`); headings with no text are passed over. `nil` when
    /// no heading has text. A page's title is its front matter's `title`, else this, else its file name.
    public var headingTitle: String? {
        func hasText(_ section: Section) -> Bool { !section.title.text.allSatisfy(\.isWhitespace) }
        let title = firstSection(where: { $0.level == 1 && hasText($0) }) ?? firstSection(where: hasText)
        return title?.title.text
    }

    /// The first section in document order (a parent before its children) that `found` accepts; the walk stops
    /// there, without making the list of every section.
    public func firstSection(where found: (Section) throws -> Bool) rethrows -> Section? {
        // Each level's list and the index of its next section: no recursion, and no section copied onto a stack.
        var stack: [(list: [Section], next: Int)] = [(sections, 0)]
        while let (list, index) = stack.popLast() {
            guard index < list.count else { continue }
            stack.append((list, index + 1))
            if try found(list[index]) { return list[index] }
            if !list[index].children.isEmpty { stack.append((list[index].children, 0)) }
        }
        return nil
    }

    /// Every section in document order (a parent before its children).
    public var allSections: [Section] {
        var result: [Section] = []
        var stack: [Section] = sections.reversed()
        while let section = stack.popLast() {
            result.append(section)
            stack.append(contentsOf: section.children.reversed())
        }
        return result
    }
}
