import FoldmarkCore

extension SiteBuild {
    /// `foldmark serve`: every step of `build`, the site written into memory instead of the output folder (which
    /// is neither read, locked nor touched).
    mutating func runInMemory() throws -> SiteFiles {
        checksLinks = options.strict
        try prepare()
        try checkForErrors()
        let files = SiteFiles()
        memory = files
        try writeSite(navigation: SiteNavigation(pages: pages, config: config))
        return files
    }
}
