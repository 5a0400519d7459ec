extension SiteBuild {
    /// Step 8 (`check`, `build --strict`): the link and heading checks over the parsed site.
    mutating func checkLinks() {
        var ids: [String: Set<String>] = [:]
        for page in pages { ids[page.outputPath] = SiteChecker.ids(in: page.fragment) }
        guard let rewriter else { return }
        let checker = SiteChecker(
            pages: pages, ids: ids, drafts: drafts, files: Set(files), rewriter: rewriter,
            displayContent: displayContent)
        let (problems, external) = checker.check()
        diagnostics += problems
        externalLinks = external
    }
}
