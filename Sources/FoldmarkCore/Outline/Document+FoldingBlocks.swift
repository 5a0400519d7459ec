/// What ``Document/find(id:)`` found: a section, or a block that folds inside a section's body.
public enum FoldTarget: Sendable, Hashable {
    /// A section, by its heading's id.
    case section(Section)
    /// A callout or another folding block.
    case block(FoldingBlock)
}

/// Why a folding block's fold setting could not be changed.
public enum FoldingBlockError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No section and no folding block has this id.
    case notFound(String)
    /// A block folds or does not fold as written: only `open` and `closed` can be set, and only on a block that
    /// folds.
    case cannotChangeFolding(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .notFound(let id): "nothing has the id '\(id)'"
        case .cannotChangeFolding(let id):
            "block '\(id)' can only be set open or closed, and only if it folds (a callout with '-' or '+')"
        }
    }
}

extension Document {
    /// The section or folding block (callout, outline item) with this id, anywhere in the document.
    public func find(id: String) -> FoldTarget? {
        if let section = section(withID: id) { return .section(section) }
        if let block = preambleBlocks.first(where: { $0.id == id }) { return .block(block) }
        for section in allSections {
            if let block = section.blocks.first(where: { $0.id == id }) { return .block(block) }
        }
        return nil
    }

    /// Every folding block in document order: the preamble's, then each section's.
    public var allBlocks: [FoldingBlock] {
        preambleBlocks + allSections.flatMap(\.blocks)
    }

    /// Sets how the section or folding block with this id folds. A folding block (a callout written with `-` or
    /// `+`) takes ``FoldSetting/open`` or ``FoldSetting/closed``; its HTML changes with it.
    public mutating func setFold(_ fold: FoldSetting, forID id: String) throws {
        if let path = path(ofSectionWithID: id) {
            self[sectionAt: path].fold = fold
            return
        }
        if let index = preambleBlocks.firstIndex(where: { $0.id == id }) {
            try Self.setFold(fold, of: &preambleBlocks[index], in: &preamble)
            return
        }
        var stack: [[Int]] = sections.indices.reversed().map { [$0] }
        while let path = stack.popLast() {
            var section = self[sectionAt: path]
            if let index = section.blocks.firstIndex(where: { $0.id == id }) {
                try Self.setFold(fold, of: &section.blocks[index], in: &section.body)
                self[sectionAt: path] = section
                return
            }
            stack += section.children.indices.reversed().map { path + [$0] }
        }
        throw FoldingBlockError.notFound(id)
    }

    private static func setFold(_ fold: FoldSetting, of block: inout FoldingBlock, in html: inout String) throws {
        guard block.folds, fold == .open || fold == .closed else {
            throw FoldingBlockError.cannotChangeFolding(block.id)
        }
        let start = "<details id=\"\(HTMLEscaping.escape(block.id))\" "
        guard let tagStart = html.range(of: start), let tagEnd = html[tagStart.upperBound...].firstIndex(of: ">")
        else { throw FoldingBlockError.notFound(block.id) }
        var tag = String(html[tagStart.lowerBound..<tagEnd])
        if tag.hasSuffix(" open") { tag.removeLast(" open".count) }
        if fold == .open { tag += " open" }
        html.replaceSubrange(tagStart.lowerBound..<tagEnd, with: tag)
        block.fold = fold
    }

    /// Hands out the ids of the folding blocks the parser found (grouped as in ``ParsedMarkdown/blocks``) after
    /// every heading's, fills them into the HTML and records the blocks in the preamble and sections.
    mutating func assignFoldingBlocks(_ groups: [[PendingFoldingBlock]], ids slugger: inout Slugger) {
        guard groups.contains(where: { !$0.isEmpty }) else { return }
        func assign(_ pending: [PendingFoldingBlock]) -> [FoldingBlock] {
            pending.map { item in
                var block = item.block
                if let explicit = item.explicitID, slugger.reserve(explicit) {
                    block.id = explicit
                } else {
                    let base = item.explicitID ?? String(Slugger.slug(block.title).prefix(48))
                    block.id = slugger.unique(base.isEmpty ? block.kind.rawValue : base)
                }
                return block
            }
        }
        if let first = groups.first, !first.isEmpty {
            preambleBlocks = assign(first)
            preamble = FoldingBlockIDs.fill(preamble, ids: preambleBlocks.map(\.id))
        }
        // Sections in document order are the parser's top-level headings in order.
        var paths: [[Int]] = []
        var stack: [[Int]] = sections.indices.reversed().map { [$0] }
        while let path = stack.popLast() {
            paths.append(path)
            stack += self[sectionAt: path].children.indices.reversed().map { path + [$0] }
        }
        for (index, path) in paths.enumerated() where index + 1 < groups.count && !groups[index + 1].isEmpty {
            var section = self[sectionAt: path]
            section.blocks = assign(groups[index + 1])
            section.body = FoldingBlockIDs.fill(section.body, ids: section.blocks.map(\.id))
            self[sectionAt: path] = section
        }
    }
}
