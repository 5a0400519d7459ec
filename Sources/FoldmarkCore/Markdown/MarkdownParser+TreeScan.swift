internal import CCmarkGFM

/// The tree scan: one walk that finds the top-level and nested headings and every link and image.
extension MarkdownParser {
    /// What one walk over the whole tree finds.
    struct TreeScan {
        /// The headings that are children of the document, in order.
        var topLevel: [OpaquePointer] = []
        /// Headings inside containers (block quotes, lists), grouped by the top-level section they fall in:
        /// index 0 is the preamble, index k + 1 the section of top-level heading k. Footnotes are left out.
        var nested: [[OpaquePointer]] = [[]]
        var links: [LinkReference] = []
    }

    /// Walks the tree once: finds the headings, and lists (and rewrites) every link and image. `text` is the
    /// source, used to correct the columns cmark-gfm gives autolinks.
    static func scanTree(
        _ document: OpaquePointer, path: String?, text: String?, rewrite: ((LinkReference) -> String)?
    ) -> TreeScan {
        var scan = TreeScan()
        if rewrite == nil && text == nil { return scanBlocks(document) }
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
                if cmark_node_parent(node) == document {
                    scan.topLevel.append(node)
                    scan.nested.append([])
                } else if footnoteDepth == 0 {
                    scan.nested[scan.nested.count - 1].append(node)
                }
                continue
            }
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let url = cmark_node_get_url(node) else {
                continue
            }
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
            let link = LinkReference(
                url: String(cString: url), kind: type == CMARK_NODE_IMAGE ? .image : .link,
                location: SourceLocation(file: path, line: line, column: column),
                hasText: cmark_node_first_child(node) != nil)
            scan.links.append(link)
            if let rewrite {
                let replacement = rewrite(link)
                if replacement != link.url { cmark_node_set_url(node, replacement) }
            }
        }
        return scan
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
            if cmark_node_parent(block) == document {
                scan.topLevel.append(block)
                scan.nested.append([])
            } else {
                scan.nested[scan.nested.count - 1].append(block)
            }
        }
        return scan
    }
}
