import FoldmarkCore

extension SiteBuild {
    /// Step 7: renders every page's document, in parallel, with the page's own fold policy.
    mutating func renderFragments() throws {
        let rendered: [Result<String, Error>]
        // The threads' copy of the build goes with this scope: the page list is not shared when it is written.
        do {
            let build = self
            rendered = ParallelMap.map(pages.count, concurrency: options.concurrency, order: largestPagesFirst()) {
                index -> Result<String, Error> in
                Result { try build.renderFragment(build.pages[index]) }
            }
        }
        for index in pages.indices { pages[index].fragment = try rendered[index].get() }
    }

    /// `page`'s document to HTML, without the layout.
    func renderFragment(_ page: SitePage) throws -> String {
        try HTMLRenderer(theme: theme, policy: page.metadata.policy(over: config.policy)).renderFragment(page.document)
    }
}
