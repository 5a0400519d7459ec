import FoldmarkCore

/// One version of a site built into memory, as `foldmark serve` serves it.
///
/// It keeps what the build made of every page (its front matter, its parse and its rendered body), and lays a
/// page out in the theme's layout only when it is asked for; the last pages laid out are kept in a
/// ``PageCache``. The site's other files (the theme's assets, the navigation script, the search index, the
/// files copied from `Content/`, `404.html`, `sitemap.xml`) are kept as bytes. A page asked for has the very
/// bytes `foldmark build` writes for it.
///
/// A version never changes once made: ``LiveSite`` makes the next one from it, sharing what did not change, and
/// a request being answered from this one meanwhile is not disturbed.
public final class SiteInMemory: @unchecked Sendable {
    /// The build's state: the pages (metadata, parse, rendered body), the theme, the configuration and routes.
    let build: SiteBuild
    /// The navigation the pages are laid out with.
    let navigation: SiteNavigation
    /// The assets the pages link: the theme's, the navigation script and the search index.
    let assets: SiteBuild.Assets
    /// Every file of the site that is not a page laid out on request, output path → bytes.
    let stored: [String: [UInt8]]
    /// The search files of the index before ``assets``' own, still served (they are not part of the site) for
    /// the pages laid out before the index was refreshed, which name them.
    let retired: [String: [UInt8]]
    /// A page's output path → its index in the build's pages.
    let pageIndex: [String: Int]
    /// The pages laid out lately.
    let cache: PageCache
    /// Whether the search index was made from older text than the pages have now: an edit of a page leaves the
    /// index as it was, and ``LiveSite/refreshSearch()`` makes it again.
    public let searchIsStale: Bool

    init(
        build: SiteBuild, navigation: SiteNavigation, assets: SiteBuild.Assets, stored: [String: [UInt8]],
        retired: [String: [UInt8]] = [:], pageIndex: [String: Int]? = nil, cache: PageCache = PageCache(),
        searchIsStale: Bool = false
    ) {
        self.build = build
        self.navigation = navigation
        self.assets = assets
        self.stored = stored
        self.retired = retired
        self.pageIndex =
            pageIndex ?? Dictionary(build.pages.enumerated().map { ($0.element.outputPath, $0.offset) }) { $1 }
        self.cache = cache
        self.searchIsStale = searchIsStale
    }

    /// The file at `path` (relative to the site's root, as in the output folder), a page laid out now if it is
    /// not in the cache; `nil` when the site has no such file.
    public subscript(path: String) -> [UInt8]? {
        if let bytes = stored[path] ?? retired[path] { return bytes }
        guard let index = pageIndex[path] else { return nil }
        if let bytes = cache[path] { return bytes }
        // Every page was laid out once when this version was made (see ``LiveSite``), so this does not fail.
        guard let html = try? layOut(index) else { return nil }
        let bytes = Array(html.utf8)
        cache.store(bytes, at: path)
        return bytes
    }

    /// Whether the site has a file at `path`, without laying it out.
    public func contains(_ path: String) -> Bool {
        stored[path] != nil || pageIndex[path] != nil || retired[path] != nil
    }

    /// The paths of every file of the site (not the retired search files), sorted.
    public var paths: [String] {
        (Array(stored.keys) + Array(pageIndex.keys)).sorted()
    }

    /// Every file of the site, every page laid out: what `foldmark build` writes, less its marker. It costs as
    /// much as laying out the whole site; for comparisons and tests.
    public var files: [String: [UInt8]] {
        var files = stored
        for (path, index) in pageIndex { files[path] = (try? layOut(index)).map { Array($0.utf8) } }
        return files
    }

    /// The number of pages laid out and kept, and their size in bytes.
    public var cached: (pages: Int, bytes: Int) { (cache.count, cache.byteCount) }

    /// Page `index` in its layout.
    func layOut(_ index: Int) throws -> String {
        try build.renderPage(index, navigation: navigation, assets: assets)
    }
}
