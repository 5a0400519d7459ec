import FoldmarkCore
import Foundation

/// A site built into memory and kept up to date as its files change: the library side of `foldmark serve`.
///
/// ``build()`` runs the steps of `foldmark build` (the same entry point, so every layout `build` reads) into a
/// ``SiteInMemory``, which keeps every page parsed and its body rendered, and lays pages out only when they are
/// asked for. ``update(changed:)`` then takes the paths that changed on disk and does only the work they call
/// for, from the pages kept parsed in memory:
///
/// - the Markdown of a page whose front matter is unchanged: that page is read, parsed, rendered and laid out
///   again; when its title changed, the navigation script and page and `404.html` are made again too, and every other
///   page is laid out again when it is next asked for (the sidebar, breadcrumbs, previous/next and folder
///   listings show titles);
/// - a file of `Content/` that is not a page: copied again;
/// - a hidden file (a name starting with `.`, such as an editor's swap file): nothing;
/// - templates only: every page is rendered and laid out again with the new theme, from the parses in memory;
/// - anything else (a page added, removed or renamed, front matter, a folder, `foldmark.yml`): the whole site is
///   built again.
///
/// An edit leaves the search index as it was; ``refreshSearch()`` makes it again from the pages in memory,
/// without holding up updates meanwhile.
///
/// Links between pages name a page's URL and keep their `#anchor` as written, so no page's output depends on
/// another page's content, only on its title and place. A build or update that fails throws and leaves
/// ``site`` as it was (the last good site); its changes are kept and tried again with the next update.
public final class LiveSite: @unchecked Sendable {
    /// The options every build uses.
    public let options: SiteBuildOptions
    /// Guards ``current``, which a search refresh reads and replaces while an update runs.
    private let lock = NSLock()
    private var current: SiteInMemory?
    /// One build or update at a time.
    private let updating = NSLock()
    /// Changes of a failed update, tried again with the next one.
    private var pending: Set<String> = []
    private let siteFolder: String
    private let templatesFolder: String
    /// For tests: called by ``build()`` once every page is read and parsed, before the site is made.
    var didParse: (@Sendable () -> Void)?

    /// A site to build from `options`; nothing is read until ``build()``.
    public init(options: SiteBuildOptions) {
        self.options = options
        siteFolder = URL(fileURLWithPath: options.siteFolder).standardizedFileURL.path
        templatesFolder =
            options.templates.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? (siteFolder as NSString).appendingPathComponent("Templates")
    }

    /// The last good site, `nil` until a build succeeded.
    public var site: SiteInMemory? { lock.withLock { current } }

    /// Every file of the last good site, every page laid out: costly, for comparisons and tests.
    public var files: [String: [UInt8]] { site?.files ?? [:] }

    /// Builds the whole site again.
    @discardableResult
    public func build() throws -> SiteUpdate {
        try updating.withLock { try buildSite() }
    }

    private func buildSite() throws -> SiteUpdate {
        var build = try SiteBuild(options)
        build.checksLinks = options.strict
        try build.prepare()
        try build.checkForErrors()
        didParse?()
        let site = try SiteInMemory.make(build)
        install(site)
        pending = []
        return SiteUpdate(
            scope: .site, parsed: site.build.pages.compactMap(\.contentPath).sorted(), written: site.paths,
            diagnostics: site.build.diagnostics)
    }

    /// Brings the site up to date with the files at `paths` (absolute, or relative to the working folder), which
    /// were changed, created or removed.
    @discardableResult
    public func update(changed paths: some Sequence<String>) throws -> SiteUpdate {
        try updating.withLock { try updateSite(changed: paths) }
    }

    private func updateSite(changed paths: some Sequence<String>) throws -> SiteUpdate {
        pending.formUnion(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        guard let site else { return try buildSite() }
        var build = site.build
        if pending.allSatisfy({ $0.hasPrefix(templatesFolder + "/") }) { return try relayout(build) }
        var pagesToParse: Set<Int> = []
        var filesToCopy: Set<String> = []
        // The pages' folder as the build found it (`Content/` today; a project layout may name another).
        let contentFolder = URL(fileURLWithPath: build.contentFolder).standardizedFileURL.path
        for path in pending.sorted() {
            guard path.hasPrefix(contentFolder + "/") else { return try buildSite() }
            let relative = String(path.dropFirst(contentFolder.count + 1))
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            guard Self.isRegularFile(path) else { return try buildSite() }
            if let index = build.pages.firstIndex(where: { $0.contentPath == relative }) {
                pagesToParse.insert(index)
            } else if build.files.contains(relative) {
                filesToCopy.insert(relative)
            } else if build.drafts.contains(relative) {
                let (metadata, _, _) = SiteBuild.readPage(
                    relative, contentFolder: build.contentFolder, displayContent: build.displayContent,
                    defaults: build.config.defaults)
                guard metadata.draft == true else { return try buildSite() }
            } else {
                return try buildSite()
            }
        }
        // Read and parse the changed pages; a change of front matter can move the page, so it rebuilds the site.
        var titleChanged = false
        var diagnostics: [Diagnostic] = []
        for index in pagesToParse.sorted() {
            let page = build.pages[index]
            let (metadata, source, problems) = SiteBuild.readPage(
                page.contentPath!, contentFolder: build.contentFolder, displayContent: build.displayContent,
                defaults: build.config.defaults)
            if problems.containsErrors { throw FoldmarkError(problems) }
            guard metadata == page.metadata else { return try buildSite() }
            diagnostics += problems
            build.pages[index].source = source
            guard let rewriter = build.rewriter else { return try buildSite() }
            diagnostics += build.adoptParse(build.parse(build.pages[index], rewriter: rewriter), forPage: index)
            if diagnostics.containsErrors { throw FoldmarkError(diagnostics) }
            build.pages[index].fragment = try build.renderFragment(build.pages[index])
            if build.pages[index].title != page.title { titleChanged = true }
        }
        let edited = pagesToParse.sorted()
        guard !edited.isEmpty || !filesToCopy.isEmpty else {
            pending = []
            return SiteUpdate(scope: .nothing, parsed: [], written: [], diagnostics: diagnostics)
        }
        build.dropSources()
        let next = try site.updated(build, edited: edited, titleChanged: titleChanged, copied: filesToCopy.sorted())
        install(next)
        pending = []
        var written = edited.map { build.pages[$0].outputPath } + filesToCopy
        if titleChanged {
            written += [next.assets.navigation?.path, next.assets.navigationFrame?.path].compactMap { $0 }
            if next.stored["404.html"] != nil, !build.files.contains("404.html") { written.append("404.html") }
        }
        return SiteUpdate(
            scope: .pages, parsed: edited.compactMap { build.pages[$0].contentPath }.sorted(),
            written: written.sorted(), diagnostics: diagnostics)
    }

    /// Makes the search index again from the pages as they are now, if an update left it stale. The index is made
    /// from the site as it is when this starts, without holding up updates meanwhile; if one of them replaced
    /// the site before the index is done, the index is dropped (that update left a stale index again). Returns
    /// the site replaced and the new one, else `nil`.
    @discardableResult
    public func refreshSearch() -> (replaced: SiteInMemory, by: SiteInMemory)? {
        refreshSearch(beforeInstalling: {})
    }

    /// ``refreshSearch()``, with `hook` called once the index is made, before it replaces the site (for tests).
    func refreshSearch(beforeInstalling hook: () -> Void) -> (replaced: SiteInMemory, by: SiteInMemory)? {
        guard let base = site, base.searchIsStale else { return nil }
        let search = base.build.config.search ? base.build.searchFiles() : nil
        hook()
        guard let next = try? base.searched(search) else { return nil }
        return lock.withLock {
            guard current === base else { return nil }
            current = next
            return (base, next)
        }
    }

    /// What to watch for changes: the folders (recursively) and the files a build reads. Known before the first
    /// build, from the site folder's project files.
    public var watchedPaths: (folders: [String], files: [String]) {
        var content = site?.build.contentFolder
        if content == nil {
            let folder = SiteProject.detect(siteFolder: siteFolder).contentFolder
            content = folder.hasPrefix("/") ? folder : (siteFolder as NSString).appendingPathComponent(folder)
        }
        return (
            [URL(fileURLWithPath: content!).standardizedFileURL.path, templatesFolder],
            // The project files: an edit to any of them builds the whole site again.
            ["foldmark.yml", "book.toml", "mkdocs.yml"].map { (siteFolder as NSString).appendingPathComponent($0) }
        )
    }

    private func install(_ site: SiteInMemory) {
        lock.withLock { current = site }
    }

    /// A change of templates only: the theme is loaded again and every page rendered and laid out again, from the
    /// parses in memory (the parse does not depend on the theme).
    private func relayout(_ previous: SiteBuild) throws -> SiteUpdate {
        var build = previous
        build.diagnostics = []
        try build.loadTheme()
        try build.checkOutputCollisions()
        try build.renderFragments()
        let site = try SiteInMemory.make(build)
        install(site)
        pending = []
        return SiteUpdate(scope: .site, parsed: [], written: site.paths, diagnostics: site.build.diagnostics)
    }

    /// Whether `path` names a regular file (following symbolic links, as the content scan does).
    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
