import FoldmarkCore

extension SiteBuild {
    /// Step 6: parses every page in parallel, rewriting its links to the other pages' URLs. When the build indexes
    /// the site (``recordsSearch``), the thread that parses a page makes its search records too (or takes those the
    /// last build kept, see ``SearchRecordStore``), while the page is at hand, so that the index's files can start
    /// as soon as the parse ends.
    mutating func parsePages() {
        var pageOutputs: [String: String] = [:]
        var folderOutputs: [String: String] = [:]
        for index in pages.indices {
            if let path = pages[index].contentPath { pageOutputs[path] = pages[index].outputPath }
            if pages[index].isLanding { folderOutputs[pages[index].folder] = pages[index].outputPath }
        }
        if let loading = searchStoreLoading {
            searchStore = loading.value
            searchStoreLoading = nil
        }
        let rewriter = LinkRewriter(
            pageOutputs: pageOutputs, folderOutputs: folderOutputs, files: Set(files), routes: routes)
        self.rewriter = rewriter
        var parsed: [(page: SitePage, problems: [Diagnostic], reused: Bool)]
        // The threads' copy of the build goes with this scope, so that the page list is not shared when the
        // parsed pages go into it (a shared list would be copied whole, every page of it, at the first one).
        do {
            let build = self
            parsed = ParallelMap.map(pages.count, concurrency: options.concurrency, order: largestPagesFirst()) {
                index -> (page: SitePage, problems: [Diagnostic], reused: Bool) in
                var page = build.pages[index]
                let problems = build.adopt(build.parse(page, rewriter: rewriter), into: &page)
                let reused = build.recordsSearch && Self.isSearched(page) && build.makeSearchRecords(of: &page)
                return (page, problems, reused)
            }
        }
        // Swapped in rather than assigned: a page is a large value, and assigning copies it (a retain of each of
        // its strings and arrays) and then destroys both the old page and the parsed one.
        for index in pages.indices {
            swap(&pages[index], &parsed[index].page)
            diagnostics += parsed[index].problems
            if parsed[index].reused { reusedSearchRecords += 1 }
        }
    }

    /// Gives `page` its search records and their key: those ``searchStore`` kept under the key, when it did, else
    /// made now. Returns whether they came from the store.
    func makeSearchRecords(of page: inout SitePage) -> Bool {
        let url = Self.searchURL(of: page, routes: routes)
        let key = SearchPage.key(url: url, title: page.title, document: page.document)
        page.searchKey = key
        if let kept = searchStore?.page(for: key) {
            page.search = kept
            return true
        }
        page.search = SearchPage(url: url, title: page.title, document: page.document)
        return false
    }

    /// The pages' positions, the longest Markdown first: the order in which the parallel steps start them, so that
    /// a long page is not the last job of a step, worked on by one core while the others wait. With
    /// `landingPagesFirst` (the writing step, which makes each landing page's list of its folder's pages), the
    /// landing pages come before all others.
    func largestPagesFirst(landingPagesFirst: Bool = false) -> [Int] {
        ParallelMap.largestFirst(
            pages.map { landingPagesFirst && $0.isLanding ? Int.max : $0.source.text.utf8.count })
    }

    /// Page `page` parsed, its links rewritten by `rewriter`.
    func parse(_ page: SitePage, rewriter: LinkRewriter) -> Document {
        let folder = page.contentPath.map { String(SiteRoutes.folder(of: $0).dropLast()) } ?? page.folder
        var options = ParseOptions(
            unsafeHTML: config.unsafeHTML, collectLinks: checksLinks,
            rewriteURL: { rewriter.rewrite($0.url, inFolder: folder, output: page.outputPath) })
        options.highlight = config.highlight
        options.outlineLists = page.metadata.outline ?? false
        return Document.parse(page.source, options: options)
    }

    /// Gives page `index` its parsed `document` and the title it makes; returns the parse's new diagnostics.
    mutating func adoptParse(_ document: Document, forPage index: Int) -> [Diagnostic] {
        adopt(document, into: &pages[index])
    }

    /// Gives `page` its parsed `document` and the title it makes, and drops search records made from an earlier
    /// parse; returns the parse's new diagnostics.
    func adopt(_ document: Document, into page: inout SitePage) -> [Diagnostic] {
        page.document = document
        // Hidden empty sections leave the page, its table of contents and its anchors alike.
        if page.metadata.policy(over: config.policy).emptySections == .hide {
            page.document = document.hidingEmptySections()
        }
        page.title = page.resolvedTitle
        page.search = nil
        page.searchKey = nil
        // The source's own diagnostics, already reported by readPages, come first again: drop them (with a set, so
        // a page with thousands of warnings costs linear time).
        let reported = Set(page.source.diagnostics)
        return document.diagnostics.filter { !reported.contains($0) }
    }
}
