import FoldmarkCore

extension SiteBuild {
    /// Forgets every page's Markdown, kept parsed: an update reads a changed page again, so only the parse and the
    /// rendered fragment stay in memory between updates.
    mutating func dropSources() {
        for index in pages.indices where !pages[index].source.text.isEmpty {
            pages[index].source = SourceText("")
        }
    }
}
