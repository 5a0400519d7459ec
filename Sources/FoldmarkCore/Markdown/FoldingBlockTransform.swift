internal import CCmarkGFM

/// One walk over cmark-gfm's block containers that finds every block that folds on its own, then transforms them:
/// callouts (``CalloutTransform``) and, where outline lists are asked for, list items that hold a nested list
/// (``OutlineListTransform``).
///
/// Outline lists are asked for by the whole page (``ParseOptions/outlineLists``, front matter `outline: true`), by
/// a top-level heading's `{.outline}` (its section and subsections), or by a paragraph that is only `{.outline}`
/// right after a list (that list, with every list inside it; the paragraph is removed). The walk keeps no stack of
/// its own beyond parent links, so a list 1,000 levels deep costs no recursion.
enum FoldingBlockTransform {
    /// The class, and the paragraph, that ask for outline lists.
    static let outlineClass = "outline"
    static let outlineLine = "{.outline}"

    /// Transforms every folding block below `document` and returns them grouped like the parser's sections:
    /// index 0 the preamble, index k + 1 the section of top-level heading k (`headings` are those headings, in
    /// order, with their levels and attribute blocks).
    static func apply(
        _ document: OpaquePointer, path: String?, headings: [(level: Int, classes: [String])], outlineLists: Bool
    ) -> [[PendingFoldingBlock]] {
        var result = [[PendingFoldingBlock]](repeating: [], count: headings.count + 1)
        let outlineSections = sectionsAskingForOutlines(headings)
        enum Found {
            case callout(OpaquePointer, CalloutMarker)
            case item(OpaquePointer)
        }
        var found: [(block: Found, node: OpaquePointer, group: Int)] = []
        var outlineMarks: [OpaquePointer] = []  // the `{.outline}` paragraphs
        var markedLists: Set<OpaquePointer> = []
        var group = 0
        // Node types compared as raw values: cheaper than the generic `==` of an imported enum.
        let (quote, list, item) = (CMARK_NODE_BLOCK_QUOTE.rawValue, CMARK_NODE_LIST.rawValue, CMARK_NODE_ITEM.rawValue)
        let (heading, paragraph) = (CMARK_NODE_HEADING.rawValue, CMARK_NODE_PARAGRAPH.rawValue)
        BlockWalk.forEach(in: document) {
            let raw = $0.rawValue
            return raw == quote || raw == list || raw == item
        } _: { block, type in
            let raw = type.rawValue
            if raw == heading, cmark_node_parent(block) == document {
                group = min(group + 1, result.count - 1)
            } else if raw == quote, let marker = CalloutTransform.marker(of: block) {
                found.append((.callout(block, marker), block, group))
            } else if raw == item {
                // Whether it folds is decided after the walk, and only where outlines are asked for.
                found.append((.item(block), block, group))
            } else if raw == paragraph, let previous = cmark_node_previous(block),
                cmark_node_get_type(previous).rawValue == list, isOutlineLine(block)
            {
                outlineMarks.append(block)
                markedLists.insert(previous)
            }
        }
        // Which items fold: in a page or section that asks for outlines, or in a marked list or a list inside one.
        var outlineItems: Set<OpaquePointer> = []
        var listInOutline: [OpaquePointer: Bool] = [:]
        func inOutline(_ list: OpaquePointer) -> Bool {
            // Climbs to the nearest list already decided (or the document), then decides the lists on the way
            // down, outermost first: each list is decided once, without recursion.
            var undecided: [OpaquePointer] = []
            var inherited = false
            var node: OpaquePointer? = list
            while let at = node, at != document {
                if cmark_node_get_type(at) == CMARK_NODE_LIST {
                    if let known = listInOutline[at] {
                        inherited = known
                        break
                    }
                    undecided.append(at)
                }
                node = cmark_node_parent(at)
            }
            for list in undecided.reversed() {
                inherited = inherited || markedLists.contains(list)
                listInOutline[list] = inherited
            }
            return listInOutline[list] ?? inherited
        }
        if outlineLists || !markedLists.isEmpty || outlineSections.contains(true) {
            for entry in found {
                guard case .item(let item) = entry.block else { continue }
                if outlineLists || outlineSections[entry.group] || cmark_node_parent(item).map(inOutline) == true,
                    OutlineListTransform.folds(item)
                {
                    outlineItems.insert(item)
                }
            }
        }
        for mark in outlineMarks { cmark_node_free(mark) }

        // Depths: the nearest enclosing folding block, through the parent links.
        var depths: [OpaquePointer: Int] = [:]
        for entry in found {
            if case .item = entry.block, !outlineItems.contains(entry.node) { continue }
            var depth = 0
            var parent = cmark_node_parent(entry.node)
            while let at = parent, at != document {
                if let outer = depths[at] {
                    depth = outer + 1
                    break
                }
                parent = cmark_node_parent(at)
            }
            depths[entry.node] = depth
        }
        for entry in found {
            guard let depth = depths[entry.node] else { continue }
            let pending: PendingFoldingBlock?
            switch entry.block {
            case .callout(let quote, let marker):
                pending = CalloutTransform.transform(quote, marker, depth: depth, path: path)
            case .item(let item):
                pending = OutlineListTransform.transform(item, depth: depth, path: path)
            }
            if let pending { result[entry.group].append(pending) }
        }
        return result
    }

    /// For each group (0 the preamble, k + 1 heading k), whether its heading or one around it has `{.outline}`.
    private static func sectionsAskingForOutlines(_ headings: [(level: Int, classes: [String])]) -> [Bool] {
        var result = [false]
        var open: [(level: Int, outline: Bool)] = []
        for heading in headings {
            while let last = open.last, last.level >= heading.level { open.removeLast() }
            let outline = heading.classes.contains(outlineClass) || (open.last?.outline ?? false)
            open.append((heading.level, outline))
            result.append(outline)
        }
        return result
    }

    /// Whether `paragraph` is only `{.outline}`.
    private static func isOutlineLine(_ paragraph: OpaquePointer) -> Bool {
        guard let text = cmark_node_first_child(paragraph), cmark_node_next(text) == nil else {
            cmark_consolidate_text_nodes(paragraph)
            guard let joined = cmark_node_first_child(paragraph), cmark_node_next(joined) == nil,
                cmark_node_get_type(joined) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(joined)
            else { return false }
            return String(cString: literal) == outlineLine
        }
        guard cmark_node_get_type(text) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(text) else {
            return false
        }
        return String(cString: literal) == outlineLine
    }
}
