import FoldmarkCore

extension SiteBuild {
    /// Step 6: parses every page in parallel, rewriting its links to the other pages' URLs.
    mutating func parsePages() {
        var pageOutputs: [String: String] = [:]
        var folderOutputs: [String: String] = [:]
        for page in pages {
            if let path = page.contentPath { pageOutputs[path] = page.outputPath }
            if page.isLanding { folderOutputs[page.folder] = page.outputPath }
        }
        let rewriter = LinkRewriter(
            pageOutputs: pageOutputs, folderOutputs: folderOutputs, files: Set(files), routes: routes)
        self.rewriter = rewriter
        let build = self
        let parsed = ParallelMap.map(pages.count, concurrency: options.concurrency) { index -> Document in
            build.parse(build.pages[index], rewriter: rewriter)
        }
        for index in pages.indices { diagnostics += adoptParse(parsed[index], forPage: index) }
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
        pages[index].document = document
        // Hidden empty sections leave the page, its table of contents and its anchors alike.
        if pages[index].metadata.policy(over: config.policy).emptySections == .hide {
            pages[index].document = document.hidingEmptySections()
        }
        pages[index].title = pages[index].resolvedTitle
        // The source's own diagnostics, already reported by readPages, come first again: drop them (with a set, so
        // a page with thousands of warnings costs linear time).
        let reported = Set(pages[index].source.diagnostics)
        return document.diagnostics.filter { !reported.contains($0) }
    }
}
