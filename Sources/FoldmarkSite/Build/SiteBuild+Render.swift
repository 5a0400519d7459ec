import FoldmarkCore

extension SiteBuild {
    /// Step 7: renders every page's document, in parallel, with the page's own fold policy.
    mutating func renderFragments() throws {
        let theme = theme
        let policy = config.policy
        let rendered = ParallelMap.map(pages.count, concurrency: options.concurrency) {
            [pages] index -> Result<String, Error> in
            let page = pages[index]
            return Result {
                try HTMLRenderer(theme: theme, policy: page.metadata.policy(over: policy)).renderFragment(page.document)
            }
        }
        for index in pages.indices { pages[index].fragment = try rendered[index].get() }
    }
}
