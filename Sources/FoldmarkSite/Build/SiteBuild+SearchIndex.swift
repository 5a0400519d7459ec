import FoldmarkCore

extension SiteBuild {
    /// One file of the search index: where it goes in the output folder, and its script.
    struct SearchFile {
        var path: String
        var text: String
    }

    /// The positions in `pages` of the pages search indexes: every page read from `Content/`, not the generated
    /// landing pages nor the "page not found" page.
    var searchedPages: [Int] {
        pages.indices.filter { !pages[$0].isGenerated && !pages[$0].isNotFound }
    }

    /// The search records of the page at `position` in `pages`, from its document already parsed.
    func searchPage(_ position: Int) -> SearchPage {
        Self.searchPage(pages[position], routes: routes)
    }

    /// The search records of every page in ``searchedPages``, in order, made in parallel.
    func searchPages() -> [SearchPage] {
        let indexed = searchedPages
        let routes = routes
        return ParallelMap.map(indexed.count, concurrency: options.concurrency) { [pages] position in
            Self.searchPage(pages[indexed[position]], routes: routes)
        }
    }

    private static func searchPage(_ page: SitePage, routes: SiteRoutes) -> SearchPage {
        SearchPage(
            url: routes.link(from: "index.html", to: page.outputPath), title: page.title, document: page.document)
    }

    /// Before step 9 (`build`, unless `search: false`): the search index of every page in ``searchedPages``. The
    /// first file is the index, the others its text shards; all are in `assets/`, named after their content.
    func searchFiles() -> [SearchFile] {
        searchFiles(of: searchPages())
    }

    /// The search index of `searchPages`, in this order: the index, then its text shards.
    func searchFiles(of searchPages: [SearchPage]) -> [SearchFile] {
        let index = SearchIndex(pages: searchPages)
        let textPrefix = "search-text.\(index.textFingerprint.prefix(10))."
        // The index and the text shards are independent: written side by side.
        let parts = ParallelMap.map(2, concurrency: options.concurrency) { part in
            part == 0 ? [index.script(textPrefix: textPrefix)] : index.textShards()
        }
        let script = parts[0][0]
        let shards = parts[1]
        let indexFile = SearchFile(path: "assets/search.\(ContentHash.hex(script).prefix(10)).js", text: script)
        return [indexFile]
            + shards.enumerated().map { SearchFile(path: "assets/\(textPrefix)\($0.offset).js", text: $0.element) }
    }

    /// Step 9b′: writes the search files (after the pages, whose errors matter more).
    func writeSearchFiles(_ files: [SearchFile]) throws {
        guard let index = files.first else { return }
        try destination.makeFolders(for: [index.path])
        for file in files {
            try destination.write(file.text, to: file.path)
        }
    }
}
