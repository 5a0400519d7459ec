import FoldmarkCore
import Foundation

extension SiteBuild {
    /// Step 2: lists the content folder (`Content/`, or an mdBook or MkDocs project's own), reads the project's
    /// navigation (`SUMMARY.md`, which is not a page, or MkDocs' `nav`) or warns about `foldmark.yml`'s `nav` entries
    /// that name nothing, and gives each page its folder, its landing-page role, its output path and the title
    /// the navigation gives it.
    mutating func discoverContent() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentFolder, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw FoldmarkError(
                at: SourceLocation(file: displayContent), code: .noContent,
                config.layout == .foldmark
                    ? "no Content/ folder in the site folder"
                    : "no \(SiteRoutes.lastComponent(of: displayContent))/ folder, where \(config.layout) keeps its pages"
            )
        }
        var listing = try ContentScanner.scan(
            contentFolder,
            options: .init(
                excluding: output.path, display: displayContent, siteFolder: options.siteFolder,
                followExternalLinks: config.followExternalLinks))
        diagnostics += listing.diagnostics
        if config.layout == .foldmark { checkNavEntries(pages: listing.pages) }
        files = listing.files
        readSummary(&listing)
        let landingFolder = LandingPages.folders(for: listing.pages)
        resolveNavigation(pages: listing.pages, home: landingFolder.first { $0.value == "" }?.key)
        // The pages are read later; until then each holds the same empty text, made once.
        let unread = SourceText("")
        pages = listing.pages.map { path in
            let landing = landingFolder[path]
            let folder = String(decoding: (landing ?? SiteRoutes.folder(of: path)).utf8.dropLast(), as: UTF8.self)
            var page = SitePage(
                origin: .file(path), folder: folder, isLanding: landing != nil,
                outputPath: landing != nil
                    ? routes.outputPath(forFolder: folder) : routes.outputPath(forPage: path, isLanding: false),
                metadata: PageMetadata(), source: unread)
            // The top-level 404.md is the site's "page not found" page, written where servers look for it.
            if LandingPages.isNotFoundPage(path) {
                page.isNotFound = true
                page.outputPath = "404.html"
            }
            return page
        }
        if let titles = config.writtenNavigation?.pageTitles {
            for index in pages.indices {
                pages[index].navigationTitle = pages[index].contentPath.flatMap { titles[$0] }
            }
        }
    }

    /// A warning for each `nav` entry of `foldmark.yml` that names no page or folder of `Content/`.
    private mutating func checkNavEntries(pages: [String]) {
        guard !config.nav.isEmpty else { return }
        let contentFolders = FileIO.folders(holding: pages)
        let configFile = SiteConfig.displayPath((options.siteFolder as NSString).appendingPathComponent("foldmark.yml"))
        for entry in config.nav {
            let path = entry.trimmingCharacters(in: ["/"])
            guard !pages.contains(path), !contentFolders.contains(path) else { continue }
            let suggestion = Suggestion.closest(to: path, in: pages + contentFolders.sorted())
            diagnostics.append(
                Diagnostic(
                    .warning, at: SourceLocation(file: configFile), code: .unknownNavEntry,
                    "nav entry '\(entry)' names no page or folder in \(displayContent)/", suggestion: suggestion))
        }
    }
}
