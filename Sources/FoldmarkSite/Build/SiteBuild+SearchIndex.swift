import FoldmarkCore

extension SiteBuild {
    /// One file of the search index: where it goes in the output folder, and its script.
    struct SearchFile {
        var path: String
        var text: String
    }

    /// Before step 9 (`build`, unless `search: false`): the search index of every page read from `Content/` (not the
    /// generated landing pages nor the "page not found" page), from the documents already parsed, in parallel. The
    /// first file is the index, the others its text shards; all are in `assets/`, named after their content.
    func searchFiles() -> [SearchFile] {
        let indexed = pages.indices.filter { !pages[$0].isGenerated && !pages[$0].isNotFound }
        let routes = routes
        let searchPages = ParallelMap.map(indexed.count, concurrency: options.concurrency) { [pages] position in
            let page = pages[indexed[position]]
            return SearchPage(
                url: routes.link(from: "index.html", to: page.outputPath), title: page.title, document: page.document)
        }
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
