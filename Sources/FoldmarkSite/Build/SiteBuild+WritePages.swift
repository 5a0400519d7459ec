import FoldmarkCore

extension SiteBuild {
    /// Step 9b: renders every page through its layout and writes it, in parallel.
    mutating func writePages(navigation: SiteNavigation, assets: Assets) throws {
        let staging = output.staging
        try FileIO.makeFolders(for: pages.map(\.outputPath), under: staging)
        let total = pages.count
        let counter = ProgressCounter()
        let progress = options.progress
        let build = self
        let failures = ParallelMap.map(pages.count, concurrency: options.concurrency) { index -> Diagnostic? in
            defer { progress?(counter.increment(), total) }
            do {
                let html = try build.renderPage(index, navigation: navigation, assets: assets)
                let path = build.pages[index].outputPath
                try FileIO.write(html, to: staging + "/" + path, reusing: build.output.previousFile(path))
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
