import FoldmarkCore

extension SiteBuild {
    /// Step 3b: in an mdBook or MkDocs project, one warning per kind of the tool's directives that Foldmark leaves
    /// as text, with how many places and the first, instead of one line per place.
    mutating func reportForeignDirectives() {
        let layout = config.layout
        guard layout != .foldmark else { return }
        let perPage = ParallelMap.map(pages.count, concurrency: options.concurrency) { [pages] index in
            ForeignDirectives.find(in: pages[index].source.text, path: pages[index].source.path, layout: layout)
        }
        diagnostics += ForeignDirectives.warnings(perPage)
    }
}
