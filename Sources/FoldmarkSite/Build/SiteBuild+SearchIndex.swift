import FoldmarkCore
import Foundation

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

    /// Starts keeping the search records of the pages in ``searchedPages`` for the next build, each under its key,
    /// with the hashes of the search files made from them, `files` (see ``SearchRecordStore``), on a thread of its
    /// own once `scripts` are made (here and now when the build runs on one thread). Nothing is written when the
    /// store holds all of it already: every page's records came from it, it holds no others, and the scripts were
    /// kept. `nil` without search.
    func keepSearchRecords(files: SearchFiles?, scripts: BackgroundWork<SearchScripts>?) -> BackgroundWork<Bool>? {
        guard recordsSearch, let files, let scripts else { return nil }
        let kept = searchedPages.compactMap { index in
            pages[index].searchKey.flatMap { key in pages[index].search.map { (key: key, page: $0) } }
        }
        let store = searchStore
        let recordsKept = store?.count == kept.count && reusedSearchRecords == kept.count
        let path = output.searchRecordsPath
        return BackgroundWork(inline: options.concurrency == 1) {
            let written: [SearchRecordStore.WrittenFile]
            switch scripts.value {
            case .kept:
                if recordsKept { return true }
                written = store?.files ?? []
            case .made(let texts):
                written = zip(files.paths, texts).map { path, text in
                    var hash = WideHash()
                    hash.add(text)
                    return SearchRecordStore.WrittenFile(path: path, hash: hash)
                }
            }
            return SearchRecordStore.save(kept, files: written, reusing: store, to: path)
        }
    }

    static func searchPage(_ page: SitePage, routes: SiteRoutes) -> SearchPage {
        SearchPage(url: searchURL(of: page, routes: routes), title: page.title, document: page.document)
    }

    /// `page`'s URL as the search index gives it: relative to the site's root (or absolute under a base URL).
    static func searchURL(of page: SitePage, routes: SiteRoutes) -> String {
        routes.link(from: "index.html", to: page.outputPath)
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

    /// The scripts of the search files, or the word that the output holds them already.
    enum SearchScripts: Sendable {
        /// The files' scripts, in the order of ``SearchFiles/paths``.
        case made([String])
        /// The output holds the files as the last build wrote them: they are kept as they are.
        case kept
    }

    /// The scripts of `files`, made on a thread of their own from now on (here and now when the build runs on one
    /// thread); none when the output holds them as the last build wrote them (see ``outputHolds(_:store:output:)``).
    /// nil without search.
    func startSearchFiles(_ files: SearchFiles?) -> BackgroundWork<SearchScripts>? {
        let concurrency = options.concurrency
        let store = searchStore
        let output = output
        return files.map { files in
            BackgroundWork(inline: concurrency == 1) {
                Self.outputHolds(files, store: store, output: output)
                    ? .kept : .made(files.texts(concurrency: concurrency))
            }
        }
    }

    /// Whether the output holds `files` as the last build wrote them: that build (which kept `store`) wrote files
    /// of these names, which are fingerprints of what they hold, and each still holds the very bytes it wrote.
    static func outputHolds(_ files: SearchFiles, store: SearchRecordStore?, output: OutputFolder) -> Bool {
        guard let store, store.files.map(\.path) == files.paths else { return false }
        return store.files.allSatisfy { file in
            guard let path = output.previousFile(file.path),
                let bytes = try? Data(contentsOf: URL(fileURLWithPath: path))
            else { return false }
            var hash = WideHash()
            bytes.withUnsafeBytes { hash.add($0) }
            return hash == file.hash
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

    /// Step 9b′: writes the search files from `scripts`, or keeps the output's own (after the pages, whose errors
    /// matter more).
    func writeSearchFiles(_ files: SearchFiles?, scripts: SearchScripts?) throws {
        guard let files, let scripts else { return }
        if case .made(let texts) = scripts { return try writeSearchFiles(files, texts: texts) }
        try destination.makeFolders(for: [files.indexPath])
        for path in files.paths {
            if let previous = output.previousFile(path) { try destination.copy(previous, to: path) }
        }
    }
}
