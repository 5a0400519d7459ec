import FoldmarkCore

extension SiteBuild {
    /// `foldmark diff` on a site: for each page in reading order, an entry for the page (level 0) and one for
    /// each of its sections, with their text. Pages are named by their path inside `Content/`, so two copies
    /// of a site in different folders compare page by page.
    mutating func diffSectionsOnly() throws -> (sections: [DiffSection], diagnostics: [Diagnostic]) {
        config.highlight = false  // the diff reads text, never the colours of code
        try prepare()
        let navigation = SiteNavigation(pages: pages, config: config)
        var entries: [DiffSection] = []
        for index in navigation.readingOrder {
            let page = pages[index]
            guard let path = page.contentPath else { continue }
            let url = routes.link(from: "index.html", to: page.outputPath)
            let pageIndex = entries.count
            entries.append(
                DiffSection(
                    page: path, id: "", title: page.title, level: 0, text: DiffText.plainText(page.document.preamble),
                    url: url))
            entries += DiffSection.entries(
                of: page.document, page: path, url: url, under: pageIndex, startingAt: entries.count)
        }
        return (entries, diagnostics)
    }
}

extension SiteBuilder {
    /// The pages and sections of the site `options` names, as `foldmark diff` compares them, with the warnings
    /// found while reading it. Uses the same discovery as `foldmark build` (and so its layouts and
    /// `foldmark.yml`).
    public static func diffSections(_ options: SiteBuildOptions) throws -> (
        sections: [DiffSection], diagnostics: [Diagnostic]
    ) {
        var build = try SiteBuild(options)
        return try build.diffSectionsOnly()
    }
}
