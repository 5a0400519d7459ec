import FoldmarkCore

extension SiteBuild {
    /// `foldmark serve`: every step of `build`, the site written into memory instead of the output folder (which
    /// is neither read, locked nor touched).
    mutating func runInMemory() throws -> (files: SiteFiles, navigation: SiteNavigation, assets: Assets) {
        checksLinks = options.strict
        try prepare()
        try checkForErrors()
        let files = SiteFiles()
        memory = files
        let navigation = SiteNavigation(pages: pages, config: config)
        let assets = assets(for: navigation)
        try writeSite(navigation: navigation, assets: assets)
        return (files, navigation, assets)
    }

    /// Forgets every page's Markdown, kept parsed: an update reads a changed page again, so only the parse and the
    /// rendered fragment stay in memory between updates.
    mutating func dropSources() {
        for index in pages.indices where !pages[index].source.text.isEmpty {
            pages[index].source = SourceText("")
        }
    }
}
