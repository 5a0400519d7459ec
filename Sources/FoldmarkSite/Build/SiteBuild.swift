import FoldmarkCore
import Foundation

/// The state of one build, step by step; see ``SiteBuilder`` for the order of the steps.
struct SiteBuild {
    let options: SiteBuildOptions
    var config: SiteConfig
    var diagnostics: [Diagnostic] = []
    let contentFolder: String
    let displayContent: String
    var output: OutputFolder
    /// Where `serve` builds to instead of `output`; see ``destination``.
    var memory: SiteFiles?
    var displayOutput: String
    var theme: Theme = .builtIn
    var routes: SiteRoutes
    var pages: [SitePage] = []
    var files: [String] = []
    /// Content paths of the draft pages left out.
    var drafts: Set<String> = []
    var rewriter: LinkRewriter?
    var externalLinks: [LinkReference] = []
    /// Whether links are collected and checked.
    var checksLinks = false
    /// Whether the parse makes each page's search records (``SitePage/search``): set by ``run()`` when the site
    /// has search.
    var recordsSearch = false
    /// The search records the last build into this output kept, read on a thread of their own from when a rebuild
    /// takes the output's lock; ``parsePages()`` waits for them and moves them to ``searchStore``.
    var searchStoreLoading: BackgroundWork<SearchRecordStore?>?
    /// The search records the last build into this output kept, once read.
    var searchStore: SearchRecordStore?
    /// How many pages' search records the parse took from ``searchStore``.
    var reusedSearchRecords = 0

    init(_ options: SiteBuildOptions) throws {
        self.options = options
        // A bad size limit is one configuration error before anything is read, not one per page.
        do {
            _ = try ReadLimit.markdown.bytes()
        } catch let error as FoldmarkError {
            throw FoldmarkError(error.diagnostics, kind: .configuration)
        }
        let project = SiteProject.detect(siteFolder: options.siteFolder)
        var (config, problems) = SiteConfig.load(siteFolder: options.siteFolder)
        problems = project.diagnostics + problems
        config.layout = project.layout
        config.writtenNavigation = project.navigation
        if config.title.isEmpty { config.title = project.title ?? Self.folderName(options.siteFolder) }
        if problems.containsErrors || (options.warningsAsErrors && !problems.isEmpty) {
            throw FoldmarkError(problems, kind: .configuration)
        }
        diagnostics = problems
        if let baseURL = options.baseURL {
            if let problem = SiteConfig.baseURLProblem(baseURL) {
                let location = SourceLocation(file: "--base-url")
                let diagnostic = Diagnostic(.error, at: location, code: .badBaseURL, problem)
                throw FoldmarkError([diagnostic], kind: .configuration)
            }
            config.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        }
        if let pretty = options.prettyURLs { config.prettyURLs = pretty }
        if let unsafe = options.unsafeHTML { config.unsafeHTML = unsafe }
        if let highlight = options.highlight { config.highlight = highlight }
        self.config = config
        routes = SiteRoutes(baseURL: config.baseURL, prettyURLs: config.prettyURLs)
        contentFolder =
            project.contentFolder.hasPrefix("/")
            ? project.contentFolder : (options.siteFolder as NSString).appendingPathComponent(project.contentFolder)
        displayContent = SiteConfig.displayPath(contentFolder)
        let configured =
            config.output.hasPrefix("/")
            ? config.output : (options.siteFolder as NSString).appendingPathComponent(config.output)
        let outputPath = URL(fileURLWithPath: options.output ?? configured).standardizedFileURL.path
        output = OutputFolder(path: outputPath)
        displayOutput = SiteConfig.displayPath(outputPath)
    }

    /// The steps every run shares: everything up to rendered fragments, with the checks when asked.
    mutating func prepare() throws {
        try loadTheme()
        try discoverContent()
        readPages()
        reportForeignDirectives()
        try checkForErrors()
        addLandingPages()
        try checkOutputCollisions()
        parsePages()
        try checkForErrors()
        try renderFragments()
        if checksLinks { checkLinks() }
        if options.warningsAsErrors {
            diagnostics = diagnostics.map {
                var promoted = $0
                if promoted.severity == .warning { promoted.severity = .error }
                return promoted
            }
        }
    }

    /// `foldmark check`: every step up to the checks, nothing written.
    mutating func checkOnly() throws -> SiteCheckResult {
        checksLinks = true
        config.highlight = false  // the checks read links and ids, never the colours of code
        try prepare()
        return SiteCheckResult(diagnostics: diagnostics, externalLinks: externalLinks, pages: pages.count)
    }

    /// `foldmark outline SITE`: the section tree of every page read from `Content/`, in reading order.
    mutating func outlineOnly() throws -> SiteOutline {
        config.highlight = false  // the outline holds titles and ids, never the colours of code
        try prepare()
        let navigation = SiteNavigation(pages: pages, config: config)
        let entries = navigation.readingOrder.compactMap { index -> SiteOutline.Page? in
            let page = pages[index]
            guard let path = page.contentPath else { return nil }
            return SiteOutline.Page(
                path: displayContent + "/" + path, url: routes.link(from: "index.html", to: page.outputPath),
                title: page.title,
                sections: OutlineSummary(page.document, policy: page.metadata.policy(over: config.policy)).sections)
        }
        return SiteOutline(pages: entries, diagnostics: diagnostics)
    }

    /// `foldmark build`: every step, the site written to a staging folder and swapped in only when it is whole.
    mutating func run() throws -> SiteBuildResult {
        checksLinks = options.strict
        recordsSearch = config.search
        // A rebuild takes the output's lock first, so that the spare site and the output are listed while the pages
        // are read and parsed. A first build touches nothing beside the output until its pages are parsed.
        let claimed = output.hasCache
        if claimed {
            try claimOutput()
            if config.search {
                let path = output.searchRecordsPath
                searchStoreLoading = BackgroundWork(inline: options.concurrency == 1) {
                    SearchRecordStore.load(from: path)
                }
            }
        }
        do {
            try prepare()
            try checkForErrors()
        } catch {
            output.discard()
            throw error
        }
        // The search records were made with the parse: the index is named now, and its files are made on threads
        // of their own while the navigation is made, the output folder readied and the pages written.
        let searchFiles = config.search ? searchFiles() : nil
        let search = startSearchFiles(searchFiles)
        let navigation = SiteNavigation(pages: pages, config: config)
        let assets = assets(for: navigation, search: searchFiles)
        if !claimed { try claimOutput() }
        let keeping = keepSearchRecords(files: searchFiles, scripts: search)
        do {
            defer { _ = keeping?.value }
            try output.prepare()
            try output.prune(keeping: outputFiles(assets))
            try writeSite(navigation: navigation, assets: assets, search: search)
            // The records are kept while the output's lock is held, which the commit lets go; the `defer` waits for
            // them when the build fails instead.
            _ = keeping?.value
            diagnostics += try output.commit()
        } catch {
            let staging = output.staging
            output.discard()
            if let error = error as? FoldmarkError {
                let shown = error.diagnostics.map { displayed($0, staging: staging) }
                throw FoldmarkError(diagnostics.filter { $0.severity != .error } + shown)
            }
            let location = SourceLocation(file: displayOutput)
            throw FoldmarkError(
                diagnostics + [Diagnostic(.error, at: location, code: .io, "\(error.localizedDescription)")])
        }
        return SiteBuildResult(
            pages: pages.count, files: files.count, output: displayOutput, layout: config.layout,
            diagnostics: diagnostics, reusedSearchRecords: reusedSearchRecords)
    }

    /// Checks that the output may be replaced and takes its lock (see ``OutputFolder/claim``).
    private mutating func claimOutput() throws {
        try output.claim(
            contentFolder: contentFolder, siteFolder: options.siteFolder, force: options.force, display: displayOutput)
    }

    /// The writing steps, into ``destination``: the staging folder, or memory for `serve`.
    /// `search` makes the scripts of `assets.search`.
    mutating func writeSite(
        navigation: SiteNavigation, assets: Assets, search: BackgroundWork<SearchScripts>?
    ) throws {
        try writeAssets(assets)
        try writePages(navigation: navigation, assets: assets)
        try writeSearchFiles(assets.search, scripts: search?.value)
        try copyFiles()
        try writeSitemap()
        try writeNotFoundPage(navigation: navigation, assets: assets)
        try checkForErrors()
    }

    /// Where the writing steps put the site's files: memory when ``memory`` is set, else the output's staging
    /// folder.
    var destination: any SiteDestination & Sendable {
        memory ?? output
    }

    /// `diagnostic` naming a file of the output or of `Content/` as the user knows it, not by the hidden
    /// staging folder's or an absolute path.
    private func displayed(_ diagnostic: Diagnostic, staging: String) -> Diagnostic {
        guard let file = diagnostic.location.file else { return diagnostic }
        var shown = diagnostic
        for (folder, display) in [(staging, displayOutput), (contentFolder, displayContent)]
        where !folder.isEmpty && file.hasPrefix(folder + "/") {
            shown.location.file = display + file.dropFirst(folder.count)
            break
        }
        return shown
    }

    /// The name of the site folder, the site's name when nothing else gives one: `my-docs` for `my-docs/` or for
    /// `.` run inside it.
    static func folderName(_ folder: String) -> String {
        let path = ContentScanner.realPath(folder) ?? URL(fileURLWithPath: folder).standardizedFileURL.path
        // A control character in a folder's name would reach every page's header.
        let name = String(
            String.UnicodeScalarView(
                (path as NSString).lastPathComponent.unicodeScalars.filter { !ShownBytes.isControl($0) }))
        return name.isEmpty || name == "/" ? "Home" : name
    }

    /// Stops the build when any diagnostic so far is an error.
    func checkForErrors() throws {
        if diagnostics.containsErrors { throw FoldmarkError(diagnostics) }
    }
}
