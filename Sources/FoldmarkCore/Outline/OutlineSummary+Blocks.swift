extension OutlineSummary {
    /// The entries of a section's folding blocks (callouts), nested as they are in the page: a block's level is
    /// its section's level plus one, plus one for each block around it (the preamble counts as level 0). Blocks
    /// nest at most ``maximumNesting`` deep, so that JSON encoders (which refuse deep nesting) can write any
    /// page: deeper blocks are listed in the block at that depth, their level still saying how deep they are.
    static let maximumNesting = 100

    static func entries(for blocks: [FoldingBlock], level: Int) -> [Entry] {
        var roots: [Entry] = []
        var open: [Entry] = []
        func close() {
            let finished = open.removeLast()
            if open.isEmpty { roots.append(finished) } else { open[open.count - 1].children.append(finished) }
        }
        for block in blocks {
            while open.count > min(block.depth, maximumNesting) { close() }
            open.append(
                Entry(
                    id: block.id, level: level + 1 + block.depth, title: block.title, line: block.position?.line,
                    folds: block.folds, open: block.fold != .closed, children: [], kind: block.kind.rawValue,
                    type: block.kind == .callout ? block.type : nil))
        }
        while !open.isEmpty { close() }
        return roots
    }
}
