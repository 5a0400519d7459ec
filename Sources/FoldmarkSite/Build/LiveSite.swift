import FoldmarkCore
import Foundation

/// A site built into memory and kept up to date as its files change: the library side of `foldmark serve`.
///
/// ``build()`` runs every step of `foldmark build` (the same entry point, so every layout `build` reads), writing
/// into memory. ``update(changed:)`` then takes the paths that changed on disk and does only the work they call
/// for, from the pages kept parsed in memory:
///
/// - the Markdown of a page whose front matter is unchanged: that page is read, parsed and rendered again, and
///   written in its layout; when its title changed, every page is laid out again (the navigation script and page,
///   breadcrumbs, previous/next and folder listings show titles), from the parses already in memory;
/// - a file of `Content/` that is not a page: copied again;
/// - a hidden file (a name starting with `.`, such as an editor's swap file): nothing;
/// - templates only: every page is rendered and laid out again with the new theme, from the parses in memory;
/// - anything else (a page added, removed or renamed, front matter, a folder, `foldmark.yml`): the whole site is
///   built again.
///
/// Links between pages name a page's URL and keep their `#anchor` as written, so no page's output depends on
/// another page's content, only on its title and place. A build or update that fails throws and leaves ``files``
/// as they were (the last good site); its changes are kept and tried again with the next update.
public final class LiveSite: @unchecked Sendable {
    /// The options every build uses.
    public let options: SiteBuildOptions
    /// The last good site, output path → bytes.
    public private(set) var files: [String: [UInt8]] = [:]
    private var state: SiteBuild?
    private var navigation: SiteNavigation?
    /// The theme's assets and the navigation script of ``navigation``, as the pages in ``files`` link them.
    private var assets: SiteBuild.Assets?
    /// Changes of a failed update, tried again with the next one.
    private var pending: Set<String> = []
    private let siteFolder: String
    private let templatesFolder: String

    /// A site to build from `options`; nothing is read until ``build()``.
    public init(options: SiteBuildOptions) {
        self.options = options
        siteFolder = URL(fileURLWithPath: options.siteFolder).standardizedFileURL.path
        templatesFolder =
            options.templates.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? (siteFolder as NSString).appendingPathComponent("Templates")
    }

    /// Builds the whole site again.
    @discardableResult
    public func build() throws -> SiteUpdate {
        var build = try SiteBuild(options)
        let (memory, navigation, assets) = try build.runInMemory()
        files = memory.snapshot
        build.memory = nil
        build.dropSources()
        state = build
        self.navigation = navigation
        self.assets = assets
        pending = []
        return SiteUpdate(
            scope: .site, parsed: build.pages.compactMap(\.contentPath).sorted(), written: files.keys.sorted(),
            diagnostics: build.diagnostics)
    }

    /// Brings the site up to date with the files at `paths` (absolute, or relative to the working folder), which
    /// were changed, created or removed.
    @discardableResult
    public func update(changed paths: some Sequence<String>) throws -> SiteUpdate {
        pending.formUnion(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        guard var build = state, let navigation else { return try build() }
        if pending.allSatisfy({ $0.hasPrefix(templatesFolder + "/") }) { return try relayout(build) }
        var pagesToParse: Set<Int> = []
        var filesToCopy: Set<String> = []
        var diagnostics: [Diagnostic] = []
        // The pages' folder as the build found it (`Content/` today; a project layout may name another).
        let contentFolder = URL(fileURLWithPath: build.contentFolder).standardizedFileURL.path
        for path in pending.sorted() {
            guard path.hasPrefix(contentFolder + "/") else { return try self.build() }
            let relative = String(path.dropFirst(contentFolder.count + 1))
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            guard Self.isRegularFile(path) else { return try self.build() }
            if let index = build.pages.firstIndex(where: { $0.contentPath == relative }) {
                pagesToParse.insert(index)
            } else if build.files.contains(relative) {
                filesToCopy.insert(relative)
            } else if build.drafts.contains(relative) {
                let (metadata, _, _) = SiteBuild.readPage(
                    relative, contentFolder: build.contentFolder, displayContent: build.displayContent,
                    defaults: build.config.defaults)
                guard metadata.draft == true else { return try self.build() }
            } else {
                return try self.build()
            }
        }
        // Read and parse the changed pages; a change of front matter can move the page, so it rebuilds the site.
        var titleChanged = false
        for index in pagesToParse.sorted() {
            let page = build.pages[index]
            let (metadata, source, problems) = SiteBuild.readPage(
                page.contentPath!, contentFolder: build.contentFolder, displayContent: build.displayContent,
                defaults: build.config.defaults)
            if problems.containsErrors { throw FoldmarkError(problems) }
            guard metadata == page.metadata else { return try self.build() }
            diagnostics += problems
            build.pages[index].source = source
            guard let rewriter = build.rewriter else { return try self.build() }
            diagnostics += build.adoptParse(build.parse(build.pages[index], rewriter: rewriter), forPage: index)
            if diagnostics.containsErrors { throw FoldmarkError(diagnostics) }
            build.pages[index].fragment = try build.renderFragment(build.pages[index])
            if build.pages[index].title != page.title { titleChanged = true }
        }
        let memory = SiteFiles(files)
        build.memory = memory
        var written: [String] = []
        var nextNavigation = navigation
        if titleChanged {
            nextNavigation = SiteNavigation(pages: build.pages, config: build.config)
            // The titles are in the navigation script and page too, which are named after their content.
            let assets = build.assets(for: nextNavigation)
            // So is the search index, built again here from the parses in memory.
            let kept = Set(Self.generatedPaths(assets))
            for old in self.assets.map(Self.generatedPaths) ?? [] where !kept.contains(old) {
                memory.remove(old)
            }
            try build.writeAssets(assets)
            try build.writePages(navigation: nextNavigation, assets: assets)
            try build.writeSearchFiles(assets.search)
            try build.writeNotFoundPage(navigation: nextNavigation, assets: assets)
            written = build.pages.map(\.outputPath) + kept.sorted()
            self.assets = assets
            if !build.files.contains("404.html"), !build.pages.contains(where: \.isNotFound) {
                written.append("404.html")
            }
        } else {
            for index in pagesToParse.sorted() {
                let html = try build.renderPage(
                    index, navigation: navigation, assets: assets ?? build.assets(for: navigation))
                try memory.write(html, to: build.pages[index].outputPath)
                written.append(build.pages[index].outputPath)
            }
        }
        for file in filesToCopy.sorted() {
            try memory.copy(build.contentFolder + "/" + file, to: file)
            written.append(file)
        }
        build.memory = nil
        build.dropSources()
        files = memory.snapshot
        state = build
        self.navigation = nextNavigation
        pending = []
        let parsed = pagesToParse.compactMap { build.pages[$0].contentPath }.sorted()
        let scope: SiteUpdate.Scope = parsed.isEmpty && written.isEmpty ? .nothing : .pages
        return SiteUpdate(scope: scope, parsed: parsed, written: written.sorted(), diagnostics: diagnostics)
    }

    /// What to watch for changes: the folders (recursively) and the files a build reads.
    public var watchedPaths: (folders: [String], files: [String]) {
        let content = state.map { URL(fileURLWithPath: $0.contentFolder).standardizedFileURL.path }
        return (
            [content ?? (siteFolder as NSString).appendingPathComponent("Content"), templatesFolder],
            // The project files: an edit to any of them builds the whole site again.
            ["foldmark.yml", "book.toml", "mkdocs.yml"].map { (siteFolder as NSString).appendingPathComponent($0) }
        )
    }

    /// A change of templates only: the theme is loaded again and every page rendered and laid out again, from the
    /// parses in memory (the parse does not depend on the theme).
    private func relayout(_ previous: SiteBuild) throws -> SiteUpdate {
        var build = previous
        build.diagnostics = []
        try build.loadTheme()
        try build.checkOutputCollisions()
        try build.renderFragments()
        let memory = SiteFiles()
        build.memory = memory
        let navigation = SiteNavigation(pages: build.pages, config: build.config)
        let assets = build.assets(for: navigation)
        try build.writeSite(navigation: navigation, assets: assets)
        build.memory = nil
        files = memory.snapshot
        state = build
        self.navigation = navigation
        self.assets = assets
        pending = []
        return SiteUpdate(scope: .site, parsed: [], written: files.keys.sorted(), diagnostics: build.diagnostics)
    }

    /// The files of `assets` named after the site's titles and pages: the navigation script and page, the search
    /// index.
    private static func generatedPaths(_ assets: SiteBuild.Assets) -> [String] {
        [assets.navigation?.path, assets.navigationFrame?.path].compactMap { $0 } + assets.search.map(\.path)
    }

    /// Whether `path` names a regular file (following symbolic links, as the content scan does).
    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
