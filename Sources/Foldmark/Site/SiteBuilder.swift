import Foundation

/// Builds a static site from a folder of Markdown: the work behind `foldmark build`.
///
/// The build runs as named steps: load the configuration and theme, list `Content/`, read every page's front
/// matter, give each folder a landing page, parse the pages (rewriting links between them), build the
/// navigation, render and write every page, copy the other files, write the theme assets, `sitemap.xml` and
/// `404.html`, then swap the new site in. Any error stops the build before the swap; all diagnostics found up to
/// that point are thrown together.
public enum SiteBuilder {
    /// Builds the site described by `options`.
    public static func build(_ options: SiteBuildOptions) throws -> SiteBuildResult {
        var build = try SiteBuild(options)
        return try build.run()
    }

    /// The section tree of every page of the site, in reading order, without writing anything.
    public static func outline(_ options: SiteBuildOptions) throws -> SiteOutline {
        var build = try SiteBuild(options)
        return try build.outlineOnly()
    }

    /// Reads and renders the site without writing anything, and reports what would break for a reader.
    ///
    /// Throws only when the site cannot be read at all (a bad configuration, no `Content/`, a page that does
    /// not parse); link and heading problems come back in the result.
    public static func check(_ options: SiteBuildOptions) throws -> SiteCheckResult {
        var build = try SiteBuild(options)
        return try build.checkOnly()
    }
}

/// The state of one build, step by step.
private struct SiteBuild {
    let options: SiteBuildOptions
    var config: SiteConfig
    var diagnostics: [Diagnostic] = []
    let contentFolder: String
    let displayContent: String
    var output: OutputFolder
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

    init(_ options: SiteBuildOptions) throws {
        self.options = options
        // A bad size limit is one configuration error before anything is read, not one per page.
        do {
            _ = try ReadLimit.markdown.bytes()
        } catch let error as FoldmarkError {
            throw SiteConfigurationError(diagnostics: error.diagnostics)
        }
        var (config, problems) = SiteConfig.load(siteFolder: options.siteFolder)
        if problems.containsErrors || (options.warningsAsErrors && !problems.isEmpty) {
            throw SiteConfigurationError(diagnostics: problems)
        }
        diagnostics = problems
        if let baseURL = options.baseURL {
            if let problem = SiteConfig.baseURLProblem(baseURL) {
                throw SiteConfigurationError(diagnostics: [Diagnostic(.error, at: SourceLocation(file: "--base-url"), code: "bad-base-url", problem)])
            }
            config.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        }
        if let pretty = options.prettyURLs { config.prettyURLs = pretty }
        if let unsafe = options.unsafeHTML { config.unsafeHTML = unsafe }
        if let highlight = options.highlight { config.highlight = highlight }
        self.config = config
        routes = SiteRoutes(baseURL: config.baseURL, prettyURLs: config.prettyURLs)
        contentFolder = (options.siteFolder as NSString).appendingPathComponent("Content")
        displayContent = SiteConfig.displayPath(contentFolder)
        let configured = config.output.hasPrefix("/") ? config.output : (options.siteFolder as NSString).appendingPathComponent(config.output)
        let outputPath = URL(fileURLWithPath: options.output ?? configured).standardizedFileURL.path
        output = OutputFolder(path: outputPath)
        displayOutput = SiteConfig.displayPath(outputPath)
    }

    /// The steps every run shares: everything up to rendered fragments, with the checks when asked.
    private mutating func prepare() throws {
        try loadTheme()
        try listContent()
        readPages()
        try checkForErrors()
        addLandingPages()
        try checkOutputCollisions()
        parsePages()
        try checkForErrors()
        try renderFragments()
        if checksLinks { checkSite() }
        if options.warningsAsErrors {
            diagnostics = diagnostics.map { var promoted = $0; if promoted.severity == .warning { promoted.severity = .error }; return promoted }
        }
    }

    mutating func checkOnly() throws -> SiteCheckResult {
        checksLinks = true
        try prepare()
        return SiteCheckResult(diagnostics: diagnostics, externalLinks: externalLinks, pages: pages.count)
    }

    mutating func outlineOnly() throws -> SiteOutline {
        try prepare()
        let navigation = SiteNavigation(pages: pages, config: config)
        let entries = navigation.readingOrder.compactMap { index -> SiteOutline.Page? in
            let page = pages[index]
            guard let path = page.contentPath else { return nil }
            return SiteOutline.Page(
                path: displayContent + "/" + path, url: routes.link(from: "index.html", to: page.outputPath), title: page.title,
                sections: OutlineSummary(page.document, policy: page.metadata.policy(over: config.policy)).sections)
        }
        return SiteOutline(pages: entries, diagnostics: diagnostics)
    }

    mutating func run() throws -> SiteBuildResult {
        checksLinks = options.strict
        try prepare()
        try checkForErrors()
        let navigation = SiteNavigation(pages: pages, config: config)
        try output.prepare(contentFolder: contentFolder, siteFolder: options.siteFolder, force: options.force, display: displayOutput)
        do {
            try output.prune(keeping: outputFiles())
            let assets = try writeAssets()
            try writePages(navigation: navigation, assets: assets)
            try copyFiles()
            try writeSitemap(navigation: navigation)
            try writeNotFoundPage(navigation: navigation, assets: assets)
            try checkForErrors()
            diagnostics += try output.commit()
        } catch {
            let staging = output.staging
            output.discard()
            if let error = error as? FoldmarkError {
                throw FoldmarkError(diagnostics.filter { $0.severity != .error } + error.diagnostics.map { displayed($0, staging: staging) })
            }
            throw FoldmarkError(diagnostics + [Diagnostic(.error, at: SourceLocation(file: displayOutput), code: "io", "\(error.localizedDescription)")])
        }
        return SiteBuildResult(pages: pages.count, files: files.count, output: displayOutput, diagnostics: diagnostics)
    }

    /// `diagnostic` naming a file of the output or of `Content/` as the user knows it, not by the hidden
    /// staging folder's or an absolute path.
    private func displayed(_ diagnostic: Diagnostic, staging: String) -> Diagnostic {
        guard let file = diagnostic.location.file else { return diagnostic }
        var shown = diagnostic
        for (folder, display) in [(staging, displayOutput), (contentFolder, displayContent)] where !folder.isEmpty && file.hasPrefix(folder + "/") {
            shown.location.file = display + file.dropFirst(folder.count)
            break
        }
        return shown
    }

    private func checkForErrors() throws {
        if diagnostics.containsErrors { throw FoldmarkError(diagnostics) }
    }

    // MARK: Steps

    private mutating func loadTheme() throws {
        var folder = options.templates
        if folder == nil {
            let siteTemplates = (options.siteFolder as NSString).appendingPathComponent("Templates")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: siteTemplates, isDirectory: &isDirectory), isDirectory.boolValue {
                folder = siteTemplates
            }
        }
        theme = try Theme.load(overridesIn: folder.map(SiteConfig.displayPath))
    }

    private mutating func listContent() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentFolder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FoldmarkError(at: SourceLocation(file: displayContent), code: "no-content", "no Content/ folder in the site folder")
        }
        let listing = try ContentScanner.scan(
            contentFolder,
            options: .init(
                excluding: output.path, display: displayContent, siteFolder: options.siteFolder, followExternalLinks: config.followExternalLinks))
        diagnostics += listing.diagnostics
        let contentFolders = FileIO.folders(holding: listing.pages)
        for entry in config.nav {
            let path = entry.trimmingCharacters(in: ["/"])
            guard !listing.pages.contains(path), !contentFolders.contains(path) else { continue }
            let suggestion = Suggestion.closest(to: path, in: listing.pages + contentFolders.sorted())
            diagnostics.append(
                Diagnostic(
                    .warning, at: SourceLocation(file: SiteConfig.displayPath((options.siteFolder as NSString).appendingPathComponent("foldmark.yml"))),
                    code: "unknown-nav-entry", "nav entry '\(entry)' names no page or folder in \(displayContent)/", suggestion: suggestion))
        }
        files = listing.files
        let landingFolder = LandingPages.folders(for: listing.pages)
        pages = listing.pages.map { path in
            let folder = String(decoding: (landingFolder[path] ?? SiteRoutes.folder(of: path)).utf8.dropLast(), as: UTF8.self)
            let isLanding = landingFolder[path] != nil
            var page = SitePage(
                contentPath: path, folder: folder, isLanding: isLanding,
                outputPath: isLanding ? routes.outputPath(forFolder: folder) : routes.outputPath(forPage: path, isLanding: false),
                metadata: PageMetadata(), source: SourceText(""))
            // The top-level 404.md is the site's "page not found" page, written where servers look for it.
            if LandingPages.isNotFoundPage(path) {
                page.isNotFound = true
                page.outputPath = "404.html"
            }
            return page
        }
    }

    /// Reads every page and its front matter, in parallel; drops drafts unless they are wanted.
    private mutating func readPages() {
        let contentFolder = contentFolder
        let displayContent = displayContent
        let defaults = config.defaults
        let read = ParallelMap.map(pages.count, concurrency: options.concurrency) { [pages] index -> (PageMetadata, SourceText, [Diagnostic]) in
            let path = pages[index].contentPath!
            let display = displayContent + "/" + path
            do {
                let source = SourceText(bytes: try FileIO.read(contentFolder + "/" + path), path: display)
                let (metadata, markdown, problems) = FrontMatter.read(source)
                return (metadata.merged(over: defaults), markdown, source.diagnostics + problems)
            } catch let error as FoldmarkError {
                return (PageMetadata(), SourceText(""), error.diagnostics)
            } catch {
                return (PageMetadata(), SourceText(""), [Diagnostic(.error, at: SourceLocation(file: display), code: "io", "\(error)")])
            }
        }
        for (index, (metadata, source, problems)) in read.enumerated() {
            pages[index].metadata = metadata
            pages[index].source = source
            diagnostics += problems
        }
        if !options.drafts {
            drafts = Set(pages.filter { $0.metadata.draft == true }.compactMap(\.contentPath))
            pages.removeAll { $0.metadata.draft == true }
        }
    }

    /// Gives every folder that holds pages (and each folder above it) a landing page, generating the missing ones.
    private mutating func addLandingPages() {
        var folders: Set<String> = [""]
        for page in pages {
            var folder = page.folder
            while !folder.isEmpty {
                folders.insert(folder)
                folder = SiteRoutes.parent(ofFolder: folder)
            }
        }
        let existing = Set(pages.filter(\.isLanding).map(\.folder))
        for folder in folders.subtracting(existing).sorted() {
            pages.append(
                SitePage(
                    contentPath: nil, folder: folder, isLanding: true, outputPath: routes.outputPath(forFolder: folder),
                    metadata: config.defaults, source: SourceText("")))
        }
    }

    /// Two sources may not write the same output file, and content may not replace the theme's assets.
    private mutating func checkOutputCollisions() throws {
        diagnostics += OutputCollisions.find(
            pages: pages, files: files, displayContent: displayContent,
            generated: [(assets.stylesheet, "the theme's stylesheet"), (assets.script, "the theme's script")])
        try checkForErrors()
    }

    /// Parses every page in parallel, rewriting its links to the other pages' URLs.
    private mutating func parsePages() {
        var pageOutputs: [String: String] = [:]
        var folderOutputs: [String: String] = [:]
        for page in pages {
            if let path = page.contentPath { pageOutputs[path] = page.outputPath }
            if page.isLanding { folderOutputs[page.folder] = page.outputPath }
        }
        let rewriter = LinkRewriter(pageOutputs: pageOutputs, folderOutputs: folderOutputs, files: Set(files), routes: routes)
        self.rewriter = rewriter
        let collectLinks = checksLinks
        let unsafeHTML = config.unsafeHTML
        let highlight = config.highlight
        let parsed = ParallelMap.map(pages.count, concurrency: options.concurrency) { [pages] index -> Document in
            let page = pages[index]
            let folder = page.contentPath.map { String(SiteRoutes.folder(of: $0).dropLast()) } ?? page.folder
            var options = ParseOptions(
                unsafeHTML: unsafeHTML, collectLinks: collectLinks,
                rewriteURL: { rewriter.rewrite($0.url, inFolder: folder, output: page.outputPath) })
            options.highlight = highlight
            return Document.parse(page.source, options: options)
        }
        for index in pages.indices {
            pages[index].document = parsed[index]
            // The source's own diagnostics, already reported by readPages, come first again: drop them (with a
            // set, so a page with thousands of warnings costs linear time).
            let reported = Set(pages[index].source.diagnostics)
            diagnostics += parsed[index].diagnostics.filter { !reported.contains($0) }
            pages[index].title = pages[index].metadata.title ?? parsed[index].firstLevelOneTitle ?? pages[index].fallbackTitle
        }
    }

    /// Renders every page's document, in parallel, with the page's own fold policy.
    private mutating func renderFragments() throws {
        let theme = theme
        let policy = config.policy
        let rendered = ParallelMap.map(pages.count, concurrency: options.concurrency) { [pages] index -> Result<String, Error> in
            let page = pages[index]
            return Result {
                try HTMLRenderer(theme: theme, policy: page.metadata.policy(over: policy)).renderFragment(page.document)
            }
        }
        for index in pages.indices { pages[index].fragment = try rendered[index].get() }
    }

    /// Runs the link and heading checks over the parsed site.
    private mutating func checkSite() {
        var ids: [String: Set<String>] = [:]
        for page in pages { ids[page.outputPath] = SiteChecker.ids(in: page.fragment) }
        guard let rewriter else { return }
        let checker = SiteChecker(
            pages: pages, ids: ids, drafts: drafts, files: Set(files), rewriter: rewriter, displayContent: displayContent)
        let (problems, external) = checker.check()
        diagnostics += problems
        externalLinks = external
    }

    private struct Assets {
        var stylesheet: String
        var script: String
    }

    /// The theme's CSS and script, named after their content so browsers never keep a stale copy.
    private var assets: Assets {
        let css = theme.file(named: "foldmark.css") ?? ""
        let js = theme.file(named: "foldmark.js") ?? ""
        return Assets(
            stylesheet: "assets/foldmark.\(ContentHash.hex(css).prefix(10)).css",
            script: "assets/foldmark.\(ContentHash.hex(js).prefix(10)).js")
    }

    /// Every file the new site will have, relative to the output folder.
    private func outputFiles() -> Set<String> {
        Set(pages.map(\.outputPath) + files + [assets.stylesheet, assets.script, "sitemap.xml", "404.html", OutputFolder.markerName])
    }

    /// Writes the theme's CSS and script once.
    private func writeAssets() throws -> Assets {
        let css = theme.file(named: "foldmark.css") ?? ""
        let js = theme.file(named: "foldmark.js") ?? ""
        let assets = assets
        try FileIO.makeFolders(for: [assets.stylesheet], under: output.staging)
        try FileIO.write(css, to: output.staging + "/" + assets.stylesheet, reusing: output.previousFile(assets.stylesheet))
        try FileIO.write(js, to: output.staging + "/" + assets.script, reusing: output.previousFile(assets.script))
        return assets
    }

    private func layoutContext(title: String, outputPath: String, content: String, assets: Assets) -> [String: Any] {
        var context: [String: Any] = [
            "language": config.language,
            "title": title,
            "siteTitle": config.title,
            "headTitle": title == config.title ? title : "\(title) – \(config.title)",
            "stylesheetURL": routes.link(from: outputPath, to: assets.stylesheet),
            "scriptURL": routes.link(from: outputPath, to: assets.script),
            "homeURL": routes.link(from: outputPath, to: "index.html"),
            "content": content,
            "remember": config.rememberState,
        ]
        if let description = config.description { context["description"] = description }
        return context
    }

    /// Renders every page through its layout and writes it, in parallel.
    private mutating func writePages(navigation: SiteNavigation, assets: Assets) throws {
        let staging = output.staging
        try FileIO.makeFolders(for: pages.map(\.outputPath), under: staging)
        let total = pages.count
        let counter = Counter()
        let progress = options.progress
        let build = self
        let failures = ParallelMap.map(pages.count, concurrency: options.concurrency) { index -> Diagnostic? in
            defer { progress?(counter.increment(), total) }
            do {
                let html = try build.renderPage(index, navigation: navigation, assets: assets)
                let path = build.pages[index].outputPath
                try FileIO.write(html, to: staging + "/" + path, reusing: build.output.previousFile(path))
                return nil
            } catch let error as FoldmarkError {
                return error.diagnostics.first
            } catch {
                return Diagnostic(.error, at: SourceLocation(file: build.pages[index].outputPath), code: "io", "\(error)")
            }
        }
        diagnostics += RepeatedFailures.folded(failures.compactMap { $0 })
        try checkForErrors()
    }

    private func renderPage(_ index: Int, navigation: SiteNavigation, assets: Assets) throws -> String {
        let page = pages[index]
        var content = page.fragment
        let item = navigation.item(forPage: index)
        if page.document.firstLevelOneTitle == nil {
            content = "<h1>\(HTMLEscaping.escape(page.title))</h1>\n" + content
        }
        if page.isLanding && (page.contentPath == nil || navigation.isLarge(item)) {
            content += navigation.folderListingHTML(folder: item, from: page.outputPath, routes: routes)
        }
        var context = layoutContext(title: page.title, outputPath: page.outputPath, content: content, assets: assets)
        if let description = page.metadata.description { context["description"] = description }
        context["nav"] = navigation.sidebarHTML(current: item, from: page.outputPath, routes: routes)
        let breadcrumbs = navigation.breadcrumbsHTML(current: item, from: page.outputPath, routes: routes)
        if !breadcrumbs.isEmpty { context["breadcrumbs"] = breadcrumbs }
        let toc = TableOfContents.html(for: page.document)
        if !toc.isEmpty { context["toc"] = toc }
        let (previous, next) = navigation.neighbours(ofPage: index)
        var pagination = ""
        if let previous {
            let href = HTMLEscaping.escape(routes.link(from: page.outputPath, to: pages[previous].outputPath))
            pagination += "<a class=\"fm-previous\" rel=\"prev\" href=\"\(href)\"><span>Previous</span> \(HTMLEscaping.escape(pages[previous].title))</a>\n"
        }
        if let next {
            let href = HTMLEscaping.escape(routes.link(from: page.outputPath, to: pages[next].outputPath))
            pagination += "<a class=\"fm-next\" rel=\"next\" href=\"\(href)\"><span>Next</span> \(HTMLEscaping.escape(pages[next].title))</a>\n"
        }
        if !pagination.isEmpty { context["pagination"] = pagination }
        let template = page.metadata.template ?? "page"
        guard theme.hasTemplate(template) else {
            throw FoldmarkError(
                at: SourceLocation(file: page.contentPath.map { displayContent + "/" + $0 }), code: "unknown-template",
                "the theme has no template '\(template).mustache'")
        }
        return try theme.render(template, context)
    }

    private mutating func copyFiles() throws {
        let staging = output.staging
        let contentFolder = contentFolder
        try FileIO.makeFolders(for: files, under: staging)
        let output = output
        let failures = ParallelMap.map(files.count, concurrency: options.concurrency) { [files] index -> [Diagnostic] in
            do {
                try FileIO.copy(contentFolder + "/" + files[index], to: staging + "/" + files[index], reusing: output.previousFile(files[index]))
                return []
            } catch let error as FoldmarkError {
                return error.diagnostics
            } catch {
                return [Diagnostic(.error, at: SourceLocation(file: staging + "/" + files[index]), code: "io", "cannot copy file: \(error)")]
            }
        }
        diagnostics += RepeatedFailures.folded(Array(failures.joined()))
    }

    /// `sitemap.xml` lists every page; its URLs are absolute when the base URL names a host.
    private func writeSitemap(navigation: SiteNavigation) throws {
        guard !files.contains("sitemap.xml") else { return }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for outputPath in pages.filter({ !$0.isNotFound }).map(\.outputPath).sorted() {
            let url = routes.link(from: "sitemap.xml", to: outputPath)
            xml += "<url><loc>\(HTMLEscaping.escape(url))</loc></url>\n"
        }
        xml += "</urlset>\n"
        try FileIO.write(xml, to: output.staging + "/sitemap.xml", reusing: output.previousFile("sitemap.xml"))
    }

    /// The generated "page not found" page, unless the site has its own (`Content/404.html` or `Content/404.md`).
    private func writeNotFoundPage(navigation: SiteNavigation, assets: Assets) throws {
        guard !files.contains("404.html"), !pages.contains(where: \.isNotFound) else { return }
        let path = "404.html"
        let home = HTMLEscaping.escape(routes.link(from: path, to: "index.html"))
        let content = "<h1>Page not found</h1>\n<p>There is no page at this address. Try the <a href=\"\(home)\">home page</a>.</p>\n"
        var context = layoutContext(title: "Page not found", outputPath: path, content: content, assets: assets)
        context["nav"] = navigation.sidebarHTML(current: SiteNavigation.root, from: path, routes: routes)
        try FileIO.write(try theme.render("page", context), to: output.staging + "/" + path, reusing: output.previousFile(path))
    }
}

/// Counts finished jobs across threads.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
