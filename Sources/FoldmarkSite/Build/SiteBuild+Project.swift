import FoldmarkCore

extension SiteBuild {
    /// In an mdBook project, takes `SUMMARY.md` out of the pages (it is the navigation, not a page) and reads it.
    mutating func readSummary(_ listing: inout ContentScanner.Listing) {
        guard config.layout == .mdBook, let index = listing.pages.firstIndex(of: "SUMMARY.md") else { return }
        listing.pages.remove(at: index)
        let display = displayContent + "/SUMMARY.md"
        let (source, problems) = SiteProject.read(contentFolder + "/SUMMARY.md")
        diagnostics += problems.map {
            var shown = $0
            shown.location.file = display
            return shown
        }
        guard var source else { return }
        source.path = display
        config.writtenNavigation = SummaryFile.outline(source)
    }

    /// Matches the navigation's page paths with the pages, and warns once about the pages it leaves out (they are
    /// built all the same, and listed under "Other pages" at the end of the navigation). `home` is the site's
    /// landing page, which the navigation need not name.
    mutating func resolveNavigation(pages: [String], home: String?) {
        guard let outline = config.writtenNavigation else { return }
        let (resolved, problems) = outline.resolved(
            pages: pages, content: displayContent, unsafeLinks: config.unsafeHTML)
        config.writtenNavigation = resolved
        diagnostics += problems
        let named = resolved.pagePaths
        let missing = pages.filter { !named.contains($0) && $0 != home && !LandingPages.isNotFoundPage($0) }
        guard !missing.isEmpty else { return }
        let shown = missing.prefix(5).joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
        let count = missing.count == 1 ? "1 page is" : "\(missing.count) pages are"
        diagnostics.append(
            Diagnostic(
                .warning, at: SourceLocation(file: resolved.file), code: .pageNotInNav,
                "\(count) not in the navigation; built and listed under '\(SiteNavigation.otherPagesTitle)' at its end: \(shown)"
            ))
    }
}
