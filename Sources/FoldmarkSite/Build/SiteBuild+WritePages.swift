import FoldmarkCore

extension SiteBuild {
    /// Step 9b: renders every page through its layout and writes it, in parallel. Each writing thread makes the
    /// folders its pages need.
    mutating func writePages(navigation: SiteNavigation, assets: Assets) throws {
        let destination = destination
        let total = pages.count
        let counter = ProgressCounter()
        let progress = options.progress
        let build = self
        // The landing pages first: the list of a folder's pages is made now (a folder of thousands of pages has the
        // site's largest page).
        let order = largestPagesFirst(landingPagesFirst: true)
        let failures = ParallelMap.map(pages.count, concurrency: options.concurrency, order: order) {
            index -> Diagnostic? in
            defer { progress?(counter.increment(), total) }
            do {
                let html = try build.renderPage(index, navigation: navigation, assets: assets)
                let path = build.pages[index].outputPath
                try destination.write(html, to: path)
                return nil
            } catch let error as FoldmarkError {
                return error.diagnostics.first
            } catch {
                return Diagnostic(
                    .error, at: SourceLocation(file: build.pages[index].outputPath), code: .io, "\(error)")
            }
        }
        diagnostics += RepeatedFailures.folded(failures.compactMap { $0 })
        try checkForErrors()
    }
}
