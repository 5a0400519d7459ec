internal import CCmarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tree scan: one walk that finds the top-level and nested headings, every link and image, the ids written in
/// raw HTML and the references to footnotes.
extension MarkdownParser {
    /// What one walk over the whole tree finds.
    struct TreeScan {
        /// The headings that are children of the document, in order.
        var topLevel: [OpaquePointer] = []
        /// Headings inside containers (block quotes, lists), grouped by the top-level section they fall in:
        /// index 0 is the preamble, index k + 1 the section of top-level heading k. Footnotes are left out.
        var nested: [[OpaquePointer]] = [[]]
        var links: [LinkReference] = []
        /// The ids written in raw HTML, grouped like `nested`; those inside footnotes are in `footnoteHTMLIDs`.
        var htmlIDs: [[String]] = [[]]
        var footnoteHTMLIDs: [String] = []
        /// How many references cite each footnote, by its number (cmark-gfm numbers footnotes from 1).
        var footnoteReferences: [Int: Int] = [:]

        /// Records a heading found at `node`, at the top level or inside a container.
        mutating func addHeading(_ node: OpaquePointer, topLevel isTopLevel: Bool) {
            if isTopLevel {
                topLevel.append(node)
                nested.append([])
                htmlIDs.append([])
            } else {
                nested[nested.count - 1].append(node)
            }
        }
    }

    /// Walks the tree once: finds the headings, and lists (and rewrites) every link and image. `text` is the
    /// source, used to correct the columns cmark-gfm gives autolinks. Raw HTML is read for ids when `rawHTML`.
    static func scanTree(
        _ document: OpaquePointer, path: String?, text: String?, rewrite: ((LinkReference) -> String)?,
        rawHTML: Bool = false
    ) -> TreeScan {
        var scan = TreeScan()
        let hasFootnotes = cmark_node_last_child(document).map(isFootnote) ?? false
        if rewrite == nil && text == nil && !rawHTML {
            scan = scanBlocks(document)
            if hasFootnotes { scan.footnoteReferences = countFootnoteReferences(document) }
            return scan
        }
        guard let iterator = cmark_iter_new(document) else { return scan }
        defer { cmark_iter_free(iterator) }
        var footnoteDepth = 0
        var lines: SourceLines?  // built on the first link, once per document
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_FOOTNOTE_DEFINITION {
                footnoteDepth += event == CMARK_EVENT_ENTER ? 1 : -1
                continue
            }
            guard event == CMARK_EVENT_ENTER else { continue }
            if type == CMARK_NODE_HEADING {
                if cmark_node_parent(node) == document || footnoteDepth == 0 {
                    scan.addHeading(node, topLevel: cmark_node_parent(node) == document)
                }
                continue
            }
            if type == CMARK_NODE_FOOTNOTE_REFERENCE {
                countReference(node, into: &scan.footnoteReferences)
                continue
            }
            if rawHTML, type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE {
                let ids = htmlIDs(of: node)
                if footnoteDepth > 0 {
                    scan.footnoteHTMLIDs += ids
                } else {
                    scan.htmlIDs[scan.htmlIDs.count - 1] += ids
                }
                continue
            }
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let url = cmark_node_get_url(node) else {
                continue
            }
            let link = linkReference(node, url: url, path: path, text: text, lines: &lines)
            scan.links.append(link)
            if let rewrite {
                let replacement = rewrite(link)
                if replacement != link.url { cmark_node_set_url(node, replacement) }
            }
        }
        return scan
    }

    /// The link or image at `node` as written, its column corrected for autolinks when `text` is given.
    private static func linkReference(
        _ node: OpaquePointer, url: UnsafePointer<CChar>, path: String?, text: String?, lines: inout SourceLines?
    ) -> LinkReference {
        let type = cmark_node_get_type(node)
        let line = Int(cmark_node_get_start_line(node))
        var column = Int(cmark_node_get_start_column(node))
        if type == CMARK_NODE_LINK, let source = text {
            if lines == nil { lines = SourceLines(source) }
            if let lineText = lines?.line(line),
                let corrected = autolinkColumn(in: lineText, column: column, url: String(cString: url))
            {
                column = corrected
            }
        }
        return LinkReference(
            url: String(cString: url), kind: type == CMARK_NODE_IMAGE ? .image : .link,
            location: SourceLocation(file: path, line: line, column: column),
            hasText: cmark_node_first_child(node) != nil)
    }

    private static func isFootnote(_ node: OpaquePointer) -> Bool {
        cmark_node_get_type(node) == CMARK_NODE_FOOTNOTE_DEFINITION
    }

    /// The ids a raw HTML block or inline tag defines.
    private static func htmlIDs(of node: OpaquePointer) -> [String] {
        guard let literal = cmark_node_get_literal(node) else { return [] }
        let bytes = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
        return RawHTMLIDs.ids(in: UnsafeBufferPointer(start: bytes, count: strlen(literal)))
    }

    /// Counts a footnote reference: after the inline pass its literal is the number of the footnote it cites.
    private static func countReference(_ node: OpaquePointer, into counts: inout [Int: Int]) {
        guard let literal = cmark_node_get_literal(node), let number = Int(String(cString: literal)) else { return }
        counts[number, default: 0] += 1
    }

    /// How many references cite each footnote, in a walk over every node (only for documents with footnotes).
    private static func countFootnoteReferences(_ document: OpaquePointer) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        guard let iterator = cmark_iter_new(document) else { return counts }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_FOOTNOTE_REFERENCE
            else { continue }
            countReference(node, into: &counts)
        }
        return counts
    }

    /// Finds the headings by walking block containers only, without descending into paragraphs and other
    /// leaves: the cheap walk for when no link needs looking at.
    private static func scanBlocks(_ document: OpaquePointer) -> TreeScan {
        var scan = TreeScan()
        // Headings may sit in block quotes and lists; those in footnotes are left out.
        BlockWalk.forEach(in: document) {
            $0 == CMARK_NODE_BLOCK_QUOTE || $0 == CMARK_NODE_LIST || $0 == CMARK_NODE_ITEM
        } _: { block, type in
            guard type == CMARK_NODE_HEADING else { return }
            scan.addHeading(block, topLevel: cmark_node_parent(block) == document)
        }
        return scan
    }
}
