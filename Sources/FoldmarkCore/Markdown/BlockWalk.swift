internal import CCmarkGFM

/// A walk over the blocks of a cmark-gfm tree, in document order, that goes into only the containers it is told
/// to (never into paragraphs or other leaves). It keeps its place in the tree itself, with no recursion, so a
/// deeply nested document cannot overflow the stack.
enum BlockWalk {
    /// Calls `visit` with every block below `document` that the walk reaches and its type. The walk goes into a
    /// block's children when `descends` says so for its type. The next block is found before `visit` runs, so
    /// `visit` may replace or free a block the walk does not go into.
    static func forEach(
        in document: OpaquePointer, descendingInto descends: (cmark_node_type) -> Bool,
        _ visit: (OpaquePointer, cmark_node_type) -> Void
    ) {
        var node = cmark_node_first_child(document)
        while let current = node {
            let type = cmark_node_get_type(current)
            if descends(type), let child = cmark_node_first_child(current) {
                node = child
            } else {
                // The next sibling, or the next sibling of the nearest ancestor that has one.
                var climbing: OpaquePointer? = current
                node = nil
                while let at = climbing, at != document {
                    if let next = cmark_node_next(at) {
                        node = next
                        break
                    }
                    climbing = cmark_node_parent(at)
                }
            }
            visit(current, type)
        }
    }
}
