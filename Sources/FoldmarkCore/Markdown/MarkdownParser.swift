internal import CCmarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only code that touches cmark-gfm: parses Markdown, renders it to HTML once, and cuts the HTML at the
/// top-level headings.
///
/// Before rendering, each top-level heading gets an empty custom block in front of it and an empty custom inline
/// at each end of its text. cmark-gfm prints their `on_enter` strings verbatim, so the single HTML string comes
/// back with markers that say exactly where each section's heading text and body start. Markers begin with
/// `<` and U+0001: in safe mode every `<` of the content is escaped, and raw HTML (unsafe mode) comes from input
/// whose control characters ``SourceText`` has already replaced, so content can never forge one.
enum MarkdownParser {
    enum Marker {
        static let section = "<\u{1}S"
        static let titleStart = "<\u{1}T"
        static let titleEnd = "<\u{1}E"
        static let footnotes = "<\u{1}F"
        /// Right after the `<hN>` of a heading inside a container; ``NestedHeadingIDs`` turns it into an id.
        static let nestedHeading = NestedHeadingIDs.marker
    }

    /// Parses `source` and returns its top-level headings with the HTML that belongs to each.
    static func parse(_ source: SourceText, options: ParseOptions) -> ParsedMarkdown {
        let wideRow = WideTableGuard.firstWideRow(in: source.text)
        return withDocument(source, options, tables: wideRow == nil) { document in
            // The text cmark-gfm read, MkDocs admonitions rewritten: link columns are found in it, then moved back.
            let read =
                options.collectLinks
                ? AdmonitionRewriter.rewriteWithShifts(source.text) : (text: source.text, shifts: [:])
            let scan = scanTree(
                document, path: source.path, text: options.collectLinks ? read.text : nil, rewrite: options.rewriteURL,
                rawHTML: options.unsafeHTML)
            var headings: [PendingHeading] = []
            var diagnostics: [Diagnostic] = []
            if let wideRow {
                diagnostics.append(
                    Diagnostic(
                        .warning, at: SourceLocation(file: source.path, line: wideRow.line, column: 1),
                        code: .wideTable,
                        "table row with \(wideRow.cells) cells, more than \(WideTableGuard.maximumCells): this file is "
                            + "rendered without tables, which show as text (very wide tables are too slow to lay out)"))
            }
            var lines: SourceLines?
            for heading in scan.topLevel {
                let pending = prepareHeading(heading, path: source.path)
                headings.append(pending)
                if let repeated = pending.attributes?.repeatedKeys, !repeated.isEmpty {
                    if lines == nil { lines = SourceLines(source.text) }
                    diagnostics += repeatedKeyWarnings(repeated, heading: pending.position, lines: lines!)
                }
            }
            let nestedHeadings = scan.nested.map { $0.map { prepareNestedHeading($0, path: source.path) } }
            let blocks = FoldingBlockTransform.apply(
                document, path: source.path, headings: headings.map { ($0.level, $0.attributes?.classes ?? []) },
                outlineLists: options.outlineLists)
            let footnoteIDs =
                markFootnotes(document, source: source.text, references: scan.footnoteReferences)
                + scan.footnoteHTMLIDs
            let links = options.collectLinks ? AdmonitionRewriter.correcting(scan.links, shifts: read.shifts) : []
            return { html in
                var result = split(html, headings: headings)
                result.preambleNestedHeadings = nestedHeadings[0]
                result.preambleHTMLIDs = scan.htmlIDs[0]
                for index in result.headings.indices {
                    result.headings[index].nestedHeadings = nestedHeadings[index + 1]
                    result.headings[index].htmlIDs = scan.htmlIDs[index + 1]
                }
                result.footnoteIDs = footnoteIDs
                result.links = links
                result.blocks = blocks
                result.diagnostics = diagnostics
                return result
            }
        }
    }

    /// Puts the footnotes marker before the first footnote and returns the ids of the footnotes and their
    /// references (see ``FootnoteIDs``). cmark-gfm has moved every cited footnote to the end of the document, in
    /// the order it numbers them, and dropped the others.
    /// cmark-gfm 0.29.0.gfm.6 gives no access to a definition's label (`cmark_node_get_literal` is NULL for it), so
    /// the label is read from the definition's first line in `source`.
    private static func markFootnotes(_ document: OpaquePointer, source: String, references: [Int: Int]) -> [String] {
        var labels: [String] = []
        var node = cmark_node_last_child(document)
        var first: OpaquePointer?
        var lines: SourceLines?
        while let current = node, cmark_node_get_type(current) == CMARK_NODE_FOOTNOTE_DEFINITION {
            if lines == nil { lines = SourceLines(source) }
            let line = lines?.line(Int(cmark_node_get_start_line(current))) ?? ""
            labels.append(FootnoteIDs.definitionLabel(in: line) ?? "")
            first = current
            node = cmark_node_previous(current)
        }
        guard let first else { return [] }
        insertMarker(Marker.footnotes, before: first)
        return FootnoteIDs.ids(labels: labels.reversed(), references: references)
    }

    /// The HTML cmark-gfm renders for `source` with no sections: the reference that section bodies must match.
    static func plainHTML(_ source: SourceText, options: ParseOptions) -> String {
        withDocument(source, options, tables: WideTableGuard.firstWideRow(in: source.text) == nil) { _ in
            { html in MarkerScanner(html).string(0..<html.bytes.count) }
        }
    }
}
