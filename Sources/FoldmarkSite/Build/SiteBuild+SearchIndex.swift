import FoldmarkCore

extension SiteBuild {
    /// The files of the search index: their paths, known as soon as the pages are parsed, and what they are made
    /// from. The pages name the index by a fingerprint of what it holds, not by its bytes, so the index can be
    /// written while the pages are.
    struct SearchFiles: Sendable {
        /// Where the files go in the output folder, in `assets/`: the index first, then its text shards.
        var paths: [String]
        /// What the files are made from; `nil` in a version of a site in memory, which keeps their bytes apart.
        var index: SearchIndex?
        /// The text shards' names, relative to the index's folder, before their number and `.js`.
        var textPrefix: String

        /// The index's path.
        var indexPath: String { paths[0] }

        /// The files' scripts, in the order of ``paths``: the index and the text shards, made side by side.
        func texts(concurrency: Int?) -> [String] {
            guard let index else { return [] }
            let parts = ParallelMap.map(2, concurrency: concurrency) { part in
                part == 0 ? [index.script(textPrefix: textPrefix)] : index.textShards()
            }
            return parts[0] + parts[1]
        }
    }

    /// The positions in `pages` of the pages search indexes: every page read from `Content/` whose front matter
    /// does not say `search: false`, not the generated landing pages nor the "page not found" page.
    var searchedPages: [Int] {
        pages.indices.filter { Self.isSearched(pages[$0]) }
    }

    /// Whether search indexes `page`: one read from `Content/` that is not the "page not found" page, and that its
    /// front matter does not leave out.
    static func isSearched(_ page: SitePage) -> Bool {
        !page.isGenerated && !page.isNotFound && page.metadata.search != false
    }

    /// The search records of every page in ``searchedPages``, in order: those the parse made, and the others
    /// made now, in parallel.
    func searchPages() -> [SearchPage] {
        let indexed = searchedPages
        let routes = routes
        return ParallelMap.map(indexed.count, concurrency: options.concurrency) { [pages] position in
            pages[indexed[position]].search ?? Self.searchPage(pages[indexed[position]], routes: routes)
        }
    }

    static func searchPage(_ page: SitePage, routes: SiteRoutes) -> SearchPage {
        SearchPage(
            url: routes.link(from: "index.html", to: page.outputPath), title: page.title, document: page.document)
    }

    /// Before step 9 (`build`, unless `search: false`): the search index of every page in ``searchedPages``,
    /// named, not yet written.
    func searchFiles() -> SearchFiles {
        let index = SearchIndex(pages: searchPages())
        let textPrefix = "search-text.\(index.textFingerprint.prefix(10))."
        let indexPath = "assets/search.\(index.fingerprint(textPrefix: textPrefix).prefix(10)).js"
        let shards = index.shardStarts.indices.map { "assets/\(textPrefix)\($0).js" }
        return SearchFiles(paths: [indexPath] + shards, index: index, textPrefix: textPrefix)
    }

    /// The scripts of `files`, made on a thread of their own from now on (here and now when the build runs on one
    /// thread); nil without search.
    func startSearchFiles(_ files: SearchFiles?) -> BackgroundWork<[String]>? {
        let concurrency = options.concurrency
        return files.map { files in
            BackgroundWork(inline: concurrency == 1) { files.texts(concurrency: concurrency) }
        }
    }

    /// Writes the search files `files`, making their scripts now (for `serve`, which builds into memory).
    func writeSearchFiles(_ files: SearchFiles?) throws {
        try writeSearchFiles(files, texts: files?.texts(concurrency: options.concurrency) ?? [])
    }

    /// Step 9b′: writes the search files, whose scripts are `texts` (after the pages, whose errors matter more).
    func writeSearchFiles(_ files: SearchFiles?, texts: [String]) throws {
        guard let files, !texts.isEmpty else { return }
        try destination.makeFolders(for: [files.indexPath])
        for (path, text) in zip(files.paths, texts) {
            try destination.write(text, to: path)
        }
    }
}
