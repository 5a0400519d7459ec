import FoldmarkCore

/// One page of a site during a build: where it comes from, where it goes, and what it holds.
struct SitePage: Sendable {
    /// Where a page comes from.
    enum Origin: Sendable, Hashable {
        /// A Markdown file, relative to `Content/`.
        case file(String)
        /// The landing page Foldmark writes for a folder that has none: a list of the folder's pages.
        case generatedLanding
    }

    /// Where the page comes from.
    var origin: Origin
    /// The content folder the page belongs to: "" for the root, else `guide` or `guide/advanced`. For a landing
    /// page, the folder it introduces.
    var folder: String
    /// Whether this page is its folder's landing page.
    var isLanding: Bool
    /// Whether this is the site's own "page not found" page (`404.md` at the top), written to `404.html` and left
    /// out of the navigation and the sitemap.
    var isNotFound = false
    /// Where the page is written, relative to the output folder.
    var outputPath: String
    /// Front matter over the site's page defaults.
    var metadata: PageMetadata
    /// The Markdown, once front matter is taken off.
    var source: SourceText
    /// The parsed page; empty until the parse step.
    var document = Document()
    /// The title shown in the page, the navigation and the browser tab.
    var title = ""
    /// The title the project's navigation gives the page (SUMMARY.md, mkdocs.yml's `nav`): after front matter's,
    /// before the page's own headings.
    var navigationTitle: String?
    /// The page's document rendered to HTML, without the layout.
    var fragment = ""
    /// The page's search records, made right after its parse when the build indexes the site (see
    /// ``SiteBuild/recordsSearch``); `nil` otherwise, and again whenever the page is parsed anew.
    var search: SearchPage?
    /// The key of ``search`` (see ``SearchPage/key(url:title:document:)``), under which the next build finds it in
    /// the ``SearchRecordStore``; `nil` with ``search``.
    var searchKey: WideHash?

    /// The page's Markdown file, relative to `Content/`; `nil` for a generated page.
    var contentPath: String? {
        if case .file(let path) = origin { return path }
        return nil
    }

    /// Whether Foldmark generated the page rather than reading it from `Content/`.
    var isGenerated: Bool {
        origin == .generatedLanding
    }

    /// The page's title, once parsed: front matter `title`, else the document's first level-1 heading, else its
    /// first heading of any level (``Document/headingTitle``), else the file or folder name.
    var resolvedTitle: String {
        metadata.title ?? navigationTitle ?? document.headingTitle ?? fallbackTitle
    }

    /// The title when neither front matter nor a heading gives one: the file or folder name.
    var fallbackTitle: String {
        let name = isLanding ? SiteRoutes.lastComponent(of: folder) : SiteRoutes.stem(of: contentPath ?? "")
        return name.isEmpty ? "Home" : Self.humanize(name)
    }

    /// `getting-started` → `Getting started`.
    static func humanize(_ name: String) -> String {
        let spaced = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }
}
