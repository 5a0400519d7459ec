internal import CCmarkGFM

/// Turns a list item that holds a nested list into a `<details class="fm-outline-item">` inside its `<li>`: the
/// item's first paragraph, its own text, becomes the `<summary>` (its inline nodes moved there, so cmark-gfm
/// renders and escapes them), and the rest of the item, the nested list first, folds under it. Outline items
/// start closed. Ordered and task lists work the same way; a task's checkbox stays in front of the item.
enum OutlineListTransform {
    /// Whether `item` would fold: it starts with a paragraph and holds a list.
    static func folds(_ item: OpaquePointer) -> Bool {
        guard let first = cmark_node_first_child(item), cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH else {
            return false
        }
        var child = cmark_node_next(first)
        while let current = child {
            if cmark_node_get_type(current) == CMARK_NODE_LIST { return true }
            child = cmark_node_next(current)
        }
        return false
    }

    /// Wraps `item`'s content in a `<details>` and returns what the model records of it.
    static func transform(_ item: OpaquePointer, depth: Int, path: String?) -> PendingFoldingBlock? {
        guard let paragraph = cmark_node_first_child(item),
            let outer = CmarkArena.node(CMARK_NODE_CUSTOM_BLOCK),
            let summaryBlock = CmarkArena.node(CMARK_NODE_CUSTOM_BLOCK),
            let summary = CmarkArena.node(CMARK_NODE_CUSTOM_INLINE)
        else { return nil }
        let position = SourceLocation(
            file: path, line: Int(cmark_node_get_start_line(item)), column: Int(cmark_node_get_start_column(item)))
        var title = CalloutTransform.plainText(paragraph)
        while title.last == " " { title.removeLast() }
        cmark_node_set_on_enter(outer, "<details id=\"\(FoldingBlockIDs.marker)\" class=\"fm-outline-item\">")
        cmark_node_set_on_exit(outer, "</details>")
        cmark_node_set_on_enter(summaryBlock, "")
        cmark_node_set_on_exit(summaryBlock, "")
        cmark_node_set_on_enter(summary, "<summary class=\"fm-outline-summary\">")
        cmark_node_set_on_exit(summary, "</summary>")
        guard cmark_node_append_child(outer, summaryBlock) != 0, cmark_node_append_child(summaryBlock, summary) != 0
        else {
            cmark_node_free(outer)
            return nil
        }
        while let inline = cmark_node_first_child(paragraph) {
            guard cmark_node_append_child(summary, inline) != 0 else { break }
        }
        cmark_node_free(paragraph)
        while let child = cmark_node_first_child(item) {
            guard cmark_node_append_child(outer, child) != 0 else { break }
        }
        cmark_node_append_child(item, outer)
        let block = FoldingBlock(
            kind: .outlineItem, id: "", title: title, fold: .closed, depth: depth, position: position)
        return PendingFoldingBlock(block: block, explicitID: nil)
    }
}
