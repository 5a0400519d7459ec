extension SiteBuild {
    /// Step 8 (`check`, `build --strict`): the link and heading checks over the parsed site.
    mutating func checkLinks() {
        var ids: [String: Set<String>] = [:]
        // From the model: the ids Foldmark hands out and those written in raw HTML (hidden empty sections are
        // already out of the document), with no HTML to read.
        for page in pages { ids[page.outputPath] = Set(page.document.anchorIDs) }
        guard let rewriter else { return }
        let checker = SiteChecker(
            pages: pages, ids: ids, drafts: drafts, files: Set(files), rewriter: rewriter,
            displayContent: displayContent)
        let (problems, external) = checker.check()
        diagnostics += problems
        externalLinks = external
    }
}
