internal import CCmarkGFM

/// Turns block quotes that open with a callout marker (``CalloutMarker``) into callouts, on cmark-gfm's tree.
///
/// A callout is a custom block that prints `<details class="fm-callout …">` (or `<div>` when it does not fold),
/// with the quote's blocks moved inside it after a summary (or title paragraph) that holds the title's own inline
/// nodes: cmark-gfm renders and escapes the title like any other text, and headings inside stay nested, so they
/// never open sections. The id is left as a marker (``FoldingBlockIDs``) that the outline builder fills once every
/// heading has its id. ``FoldingBlockTransform`` finds the quotes; those in footnotes are left alone.
enum CalloutTransform {
    /// The marker at the start of the quote's first paragraph, or `nil` when the quote is a plain quote.
    static func marker(of quote: OpaquePointer) -> CalloutMarker? {
        guard let paragraph = cmark_node_first_child(quote), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
            let first = cmark_node_first_child(paragraph), cmark_node_get_type(first) == CMARK_NODE_TEXT,
            let literal = cmark_node_get_literal(first), literal.pointee == CChar(UInt8(ascii: "["))
        else { return nil }
        // cmark splits `[!NOTE]` into several text nodes; joining them changes no output.
        cmark_consolidate_text_nodes(paragraph)
        guard let joined = cmark_node_first_child(paragraph).flatMap(cmark_node_get_literal) else { return nil }
        return CalloutMarker(String(cString: joined))
    }

    /// Replaces `quote` with a callout and returns what the model records of it; `nil` leaves the quote as it is.
    static func transform(
        _ quote: OpaquePointer, _ marker: CalloutMarker, depth: Int, path: String?
    ) -> PendingFoldingBlock? {
        guard let paragraph = cmark_node_first_child(quote), let first = cmark_node_first_child(paragraph),
            let literal = cmark_node_get_literal(first),
            let outer = CmarkArena.node(CMARK_NODE_CUSTOM_BLOCK),
            let titleBlock = CmarkArena.node(CMARK_NODE_CUSTOM_BLOCK),
            let titleInline = CmarkArena.node(CMARK_NODE_CUSTOM_INLINE)
        else { return nil }
        let style = CalloutStyle(type: marker.type)
        let position = SourceLocation(
            file: path, line: Int(cmark_node_get_start_line(quote)), column: Int(cmark_node_get_start_column(quote)))
        let rest = Array(String(cString: literal).utf8.dropFirst(marker.length))
        cmark_node_set_literal(first, String(decoding: rest, as: UTF8.self))

        // The title: the inline nodes up to the end of the first line.
        var titleNodes: [OpaquePointer] = []
        var node: OpaquePointer? = first
        while let current = node {
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK { break }
            titleNodes.append(current)
            node = cmark_node_next(current)
        }
        var attributes: HeadingAttributes?
        if let last = titleNodes.last, cmark_node_get_type(last) == CMARK_NODE_TEXT,
            let text = cmark_node_get_literal(last),
            let (before, parsed) = HeadingAttributes.split(ControlCharacterScrubber.scrubText(String(cString: text)))
        {
            attributes = parsed
            cmark_node_set_literal(last, before)
        }
        var title = titleNodes.map(plainText).joined()
        title = String(title.drop(while: { $0 == " " || $0 == "\t" }))
        while title.last == " " || title.last == "\t" { title.removeLast() }

        // `{open}` or `{closed}` in the title's attribute block folds a callout written without `-` or `+`.
        var fold = marker.fold
        if fold == .nofold, let asked = attributes?.fold, asked == .open || asked == .closed { fold = asked }
        let folds = fold != .nofold
        let classes =
            "fm-callout" + (style.name.map { " fm-callout-" + $0 } ?? "")
            + (attributes?.classes ?? []).map { " " + HTMLEscaping.escape($0) }.joined()
        let open =
            "<\(folds ? "details" : "div") id=\"\(FoldingBlockIDs.marker)\" class=\"\(classes)\" "
            + "data-callout=\"\(HTMLEscaping.escape(marker.type))\"\(fold == .open ? " open" : "")>"
        cmark_node_set_on_enter(outer, open)
        cmark_node_set_on_exit(outer, folds ? "</details>" : "</div>")
        cmark_node_set_on_enter(titleBlock, "")
        cmark_node_set_on_exit(titleBlock, "")
        let titleTag = folds ? "summary" : "p"
        cmark_node_set_on_enter(titleInline, "<\(titleTag) class=\"fm-callout-title\">" + style.iconHTML)
        cmark_node_set_on_exit(titleInline, "</\(titleTag)>")
        guard cmark_node_append_child(outer, titleBlock) != 0, cmark_node_append_child(titleBlock, titleInline) != 0
        else {
            cmark_node_free(outer)
            return nil
        }
        if title.isEmpty {
            title = style.defaultTitle
            for node in titleNodes {
                cmark_node_free(node)
            }
            if let text = CmarkArena.node(CMARK_NODE_TEXT) {
                cmark_node_set_literal(text, title)
                cmark_node_append_child(titleInline, text)
            }
        } else {
            for node in titleNodes {
                cmark_node_append_child(titleInline, node)
            }
        }
        // The line break after the title, and the first paragraph when nothing but the title was in it.
        if let breakNode = cmark_node_first_child(paragraph) {
            let type = cmark_node_get_type(breakNode)
            if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK { cmark_node_free(breakNode) }
        }
        if cmark_node_first_child(paragraph) == nil { cmark_node_free(paragraph) }

        cmark_node_insert_before(quote, outer)
        while let child = cmark_node_first_child(quote) {
            guard cmark_node_append_child(outer, child) != 0 else { break }
        }
        cmark_node_free(quote)
        let block = FoldingBlock(
            kind: .callout, id: "", type: marker.type, title: title, fold: fold, depth: depth,
            position: position)
        return PendingFoldingBlock(block: block, explicitID: attributes?.id)
    }

    /// The text of an inline node and everything in it, without markup.
    static func plainText(_ node: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(node) else { return text }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE, let literal = cmark_node_get_literal(current) {
                text += ControlCharacterScrubber.scrubText(String(cString: literal))
            }
        }
        return text
    }
}
