import FoldmarkCore

/// Settings for one run of ``SiteBuilder``; what is not set here comes from `foldmark.yml`.
public struct SiteBuildOptions: Sendable {
    /// The folder that holds `Content/`, and optionally `Templates/` and `foldmark.yml`; or an mdBook project
    /// (`book.toml`) or an MkDocs project (`mkdocs.yml`), read as it is (see ``ProjectLayout``).
    public var siteFolder: String
    /// The output folder, overriding the configuration's.
    public var output: String?
    /// The base URL, overriding the configuration's.
    public var baseURL: String?
    /// Whether pages go to `name/index.html` (`true`) or `name.html` (`false`), overriding the configuration.
    public var prettyURLs: Bool?
    /// Include pages whose front matter says `draft: true`.
    public var drafts: Bool
    /// Replace an output folder that Foldmark did not write.
    public var force: Bool
    /// A templates folder, instead of the site's `Templates/`.
    public var templates: String?
    /// How many pages to work on at once; `nil` uses every core. The output is the same either way.
    public var concurrency: Int?
    /// Told how many pages are done, of how many, as the build goes.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// Check links and headings as `foldmark check` does, and fail before the output is replaced if there are
    /// errors.
    public var strict = false
    /// Treat every warning as an error.
    public var warningsAsErrors = false
    /// Keep raw HTML and every URL as written, overriding the configuration (only for trusted content).
    public var unsafeHTML: Bool?
    /// Highlight code blocks, overriding the configuration's `highlight`.
    public var highlight: Bool?

    /// Creates options for the site in `siteFolder`.
    public init(
        siteFolder: String = ".", output: String? = nil, baseURL: String? = nil, prettyURLs: Bool? = nil,
        drafts: Bool = false, force: Bool = false, templates: String? = nil, concurrency: Int? = nil,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) {
        self.siteFolder = siteFolder
        self.output = output
        self.baseURL = baseURL
        self.prettyURLs = prettyURLs
        self.drafts = drafts
        self.force = force
        self.templates = templates
        self.concurrency = concurrency
        self.progress = progress
    }
}

/// What `foldmark check` found.
public struct SiteCheckResult: Sendable {
    /// Every problem, errors and warnings (promoted to errors with ``SiteBuildOptions/warningsAsErrors``).
    public var diagnostics: [Diagnostic]
    /// Every link to another site, as written, in page order.
    public var externalLinks: [LinkReference]
    /// How many pages were checked.
    public var pages: Int
}

/// What a successful build did.
public struct SiteBuildResult: Sendable {
    /// How many pages were written, generated landing pages included.
    public var pages: Int
    /// How many files were copied from `Content/` as they are.
    public var files: Int
    /// The output folder.
    public var output: String
    /// How the site folder was laid out: Foldmark's own, an mdBook or an MkDocs project.
    public var layout: ProjectLayout = .foldmark
    /// Warnings found on the way.
    public var diagnostics: [Diagnostic]
    /// How many pages' search records were taken as the last build into the same output kept them, their HTML
    /// unchanged, instead of being made again.
    public var reusedSearchRecords = 0
}
