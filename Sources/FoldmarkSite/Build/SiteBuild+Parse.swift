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
        let collectLinks = checksLinks
        let unsafeHTML = config.unsafeHTML
        let highlight = config.highlight
        let parsed = ParallelMap.map(pages.count, concurrency: options.concurrency) { [pages] index -> Document in
            let page = pages[index]
            let folder = page.contentPath.map { String(SiteRoutes.folder(of: $0).dropLast()) } ?? page.folder
            var options = ParseOptions(
                unsafeHTML: unsafeHTML, collectLinks: collectLinks,
                rewriteURL: { rewriter.rewrite($0.url, inFolder: folder, output: page.outputPath) })
            options.highlight = highlight
            options.outlineLists = page.metadata.outline ?? false
            return Document.parse(page.source, options: options)
        }
        for index in pages.indices {
            pages[index].document = parsed[index]
            // Hidden empty sections leave the page, its table of contents and its anchors alike.
            if pages[index].metadata.policy(over: config.policy).emptySections == .hide {
                pages[index].document = parsed[index].hidingEmptySections()
            }
            // The source's own diagnostics, already reported by readPages, come first again: drop them (with a
            // set, so a page with thousands of warnings costs linear time).
            let reported = Set(pages[index].source.diagnostics)
            diagnostics += parsed[index].diagnostics.filter { !reported.contains($0) }
            pages[index].title =
                pages[index].metadata.title ?? parsed[index].firstLevelOneTitle ?? pages[index].fallbackTitle
        }
    }
}
