import FoldmarkCore

/// Builds a static site from a folder of Markdown: the work behind `foldmark build`, `check` and `outline`.
///
/// A build is a sequence of named steps, each in its own `SiteBuild+Step.swift` file, in this order:
///
/// 1. ``SiteBuild/loadTheme()``: the built-in theme with the site's template overrides;
/// 2. ``SiteBuild/discoverContent()``: list `Content/`, check the `nav` entries, give each page its route;
/// 3. ``SiteBuild/readPages()``: read every page and its front matter, drop drafts; then
///    ``SiteBuild/reportForeignDirectives()``: one warning per kind of mdBook or MkDocs directive left as text;
/// 4. ``SiteBuild/addLandingPages()``: a generated landing page for each folder that has none;
/// 5. ``SiteBuild/checkOutputCollisions()``: no two sources write the same file;
/// 6. ``SiteBuild/parsePages()``: parse every page, rewriting links between pages (and, for `build` with
///    search, make its search records);
/// 7. ``SiteBuild/renderFragments()``: every page's document to HTML;
/// 8. ``SiteBuild/checkLinks()``: links and headings, for `check` and `build --strict`;
/// 9. writing (`build` only): ``SiteBuild/writeAssets(_:)``, ``SiteBuild/writePages(navigation:assets:)``,
///    ``SiteBuild/copyFiles()``, ``SiteBuild/writeSitemap()``, ``SiteBuild/writeNotFoundPage(navigation:assets:)``,
///    then the new site is swapped in. Unless `search: false`, the search index's files are made beside these
///    steps, on threads of their own (``SiteBuild/startSearchFiles(_:)``), and written after the pages.
///
/// Any error stops the build before the swap; all diagnostics found up to that point are thrown together.
public enum SiteBuilder {
    /// Builds the site described by `options`.
    public static func build(_ options: SiteBuildOptions) throws -> SiteBuildResult {
        try finished(options) { try $0.run() }
    }

    /// The section tree of every page of the site, in reading order, without writing anything.
    public static func outline(_ options: SiteBuildOptions) throws -> SiteOutline {
        try finished(options) { try $0.outlineOnly() }
    }

    /// Reads and renders the site without writing anything, and reports what would break for a reader.
    ///
    /// Throws only when the site cannot be read at all (a bad configuration, no `Content/`, a page that does
    /// not parse); link and heading problems come back in the result.
    public static func check(_ options: SiteBuildOptions) throws -> SiteCheckResult {
        try finished(options) { try $0.checkOnly() }
    }

    /// What `step` makes of a build of `options`; the build itself is then freed on another thread, since the
    /// caller needs only the result.
    private static func finished<Value>(
        _ options: SiteBuildOptions, _ step: (inout SiteBuild) throws -> Value
    ) throws -> Value {
        var build = try SiteBuild(options)
        let result = try step(&build)
        BackgroundRelease.release(consume build)
        return result
    }
}
