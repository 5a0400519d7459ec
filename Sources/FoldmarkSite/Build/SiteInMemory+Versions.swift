import FoldmarkCore

extension SiteInMemory {
    /// The first version of the site `build` prepared (every page parsed and its body rendered): the files that
    /// are not pages made as `foldmark build` makes them, and every page laid out once, to find the errors the
    /// build would find, and forgotten.
    static func make(_ build: SiteBuild) throws -> SiteInMemory {
        var build = build
        let memory = SiteFiles()
        build.memory = memory
        let navigation = SiteNavigation(pages: build.pages, config: build.config)
        let assets = build.assets(for: navigation, search: build.config.search ? build.searchFiles() : nil)
        // In the order of `SiteBuild.writeSite`, so that the same error comes first.
        try build.writeAssets(assets)
        try layOutEveryPage(&build, navigation: navigation, assets: assets)
        try build.writeSearchFiles(assets.search)
        try build.copyFiles()
        try build.writeSitemap()
        try build.writeNotFoundPage(navigation: navigation, assets: assets)
        try build.checkForErrors()
        build.memory = nil
        build.dropSources()
        return SiteInMemory(build: build, navigation: navigation, assets: kept(assets), stored: memory.snapshot)
    }

    /// The next version, after the pages at `edited` were parsed and rendered again into `build` (their front
    /// matter unchanged) and the files at `copied` (relative to the content folder) changed. When a page's title
    /// changed, the navigation and its script are made again, and `404.html`, which shows the navigation; every
    /// other page is laid out again only when asked for. The edited pages are laid out now: their errors are
    /// the update's, and they are the pages asked for next. The search index stays as it was (stale).
    func updated(_ build: SiteBuild, edited: [Int], titleChanged: Bool, copied: [String]) throws -> SiteInMemory {
        var build = build
        var navigation = self.navigation
        var assets = self.assets
        let memory = SiteFiles(stored)
        build.memory = memory
        if titleChanged {
            navigation = SiteNavigation(pages: build.pages, config: build.config)
            // The titles are in the navigation script, which is named after its content. The search index, which
            // has them too, is made again later, apart (see LiveSite.refreshSearch).
            assets = build.assets(for: navigation, search: self.assets.search)
            // So is the navigation page, the sidebar without JavaScript.
            if let old = self.assets.navigation?.path, old != assets.navigation?.path { memory.remove(old) }
            if let old = self.assets.navigationFrame?.path, old != assets.navigationFrame?.path { memory.remove(old) }
            try build.writeAssets(assets)
            try build.writeNotFoundPage(navigation: navigation, assets: assets)
        }
        for file in copied {
            try memory.copy(build.contentFolder + "/" + file, to: file)
        }
        build.memory = nil
        let edits = edited.map { build.pages[$0].outputPath }
        let next = SiteInMemory(
            build: build, navigation: navigation, assets: assets, stored: memory.snapshot, retired: retired,
            pageIndex: pageIndex, cache: titleChanged ? emptyCache : cache.copy(removing: edits),
            searchIsStale: searchIsStale || !edited.isEmpty)
        for (index, path) in zip(edited, edits) {
            let html = try next.layOut(index)
            next.cache.store(Array(html.utf8), at: path)
        }
        return next
    }

    /// This version with the search index `search`, made from its pages as they are now. Every page names the
    /// index, so every page is laid out again when asked for, and `404.html` now; the old index's files stay
    /// served, apart from the site, for the pages laid out before.
    func searched(_ search: SiteBuild.SearchFiles?) throws -> SiteInMemory {
        guard search?.paths != assets.search?.paths else {
            // The same index (its files are named after their content): nothing to lay out again.
            return SiteInMemory(
                build: build, navigation: navigation, assets: assets, stored: stored, retired: retired,
                pageIndex: pageIndex, cache: cache)
        }
        var build = self.build
        var assets = self.assets
        let memory = SiteFiles(stored)
        build.memory = memory
        var retired: [String: [UInt8]] = [:]
        for path in assets.search?.paths ?? [] {
            retired[path] = stored[path]
            memory.remove(path)
        }
        assets.search = search
        try build.writeSearchFiles(search)
        try build.writeNotFoundPage(navigation: navigation, assets: assets)
        build.memory = nil
        return SiteInMemory(
            build: build, navigation: navigation, assets: Self.kept(assets), stored: memory.snapshot,
            retired: retired, pageIndex: pageIndex, cache: emptyCache)
    }

    /// A cache with this version's limits, empty.
    private var emptyCache: PageCache {
        PageCache(pages: cache.pageLimit, bytes: cache.byteLimit)
    }

    /// `assets` as a version keeps them: the search files' text is in ``stored`` already, and only their paths
    /// are needed to lay pages out.
    private static func kept(_ assets: SiteBuild.Assets) -> SiteBuild.Assets {
        var kept = assets
        kept.search?.index = nil
        return kept
    }

    /// Lays every page out, in parallel, and forgets it: the errors of `foldmark build`'s step 9b, without
    /// holding the site's HTML.
    private static func layOutEveryPage(
        _ build: inout SiteBuild, navigation: SiteNavigation, assets: SiteBuild.Assets
    ) throws {
        let site = build
        let failures = ParallelMap.map(site.pages.count, concurrency: site.options.concurrency) {
            index -> Diagnostic? in
            do {
                _ = try site.renderPage(index, navigation: navigation, assets: assets)
                return nil
            } catch let error as FoldmarkError {
                return error.diagnostics.first
            } catch {
                return Diagnostic(.error, at: SourceLocation(file: site.pages[index].outputPath), code: .io, "\(error)")
            }
        }
        build.diagnostics += RepeatedFailures.folded(failures.compactMap { $0 })
        try build.checkForErrors()
    }
}
