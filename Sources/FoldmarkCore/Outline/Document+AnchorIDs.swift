extension Document {
    /// Every id a link into the rendered document can target, in document order: the sections', the headings'
    /// inside block quotes and lists, the folding blocks', the footnotes' and their references', and those
    /// written in raw HTML. All but the last are handed out by Foldmark and known without reading any HTML.
    ///
    /// A theme's own templates may add ids of their own; those are not listed.
    public var anchorIDs: [String] {
        var ids = preambleNestedHeadings.map(\.id) + preambleBlocks.map(\.id) + preambleRawHTMLIDs
        var stack: [Section] = sections.reversed()
        while let section = stack.popLast() {
            ids.append(section.id)
            ids += section.nestedHeadings.map(\.id)
            ids += section.blocks.map(\.id)
            ids += section.rawHTMLIDs
            stack.append(contentsOf: section.children.reversed())
        }
        return ids + footnoteIDs
    }
}
