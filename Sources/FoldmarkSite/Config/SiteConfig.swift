import FoldmarkCore
import Foundation

/// The settings of a site, from `foldmark.yml` in the site folder; every key is optional.
///
/// ```yaml
/// title: My Project
/// base_url: https://example.com/docs/
/// site_url: https://example.com/docs/
/// toc: true
/// output: _site
/// fold_levels: 2-6
/// open_level: 2
/// pretty_urls: true
/// language: en
/// nav: [getting-started.md, guide, reference]
/// remember_state: true
/// follow_external_links: false
/// defaults:
///   open_level: 3
/// ```
public struct SiteConfig: Sendable, Hashable {
    /// The keys `foldmark.yml` may use.
    public static let keys = [
        "title", "description", "base_url", "output", "fold_levels", "open_level", "empty_sections", "badges",
        "pretty_urls",
        "language", "nav",
        "defaults", "unsafe_html", "remember_state", "follow_external_links", "highlight",
        "search",
        "site_url", "toc",
    ]

    /// The site's name, shown in the header and after each page title: `title` here, else the project's own
    /// (`book.toml`'s `title`, `mkdocs.yml`'s `site_name`), else the site folder's name.
    public var title: String = ""
    /// A one-line summary of the site.
    public var description: String?
    /// Where the site will be served, such as `/docs/` or `https://example.com/docs/`; `nil` makes every link
    /// relative and name `index.html`, so the site also works opened from disk.
    public var baseURL: String?
    /// The absolute address the site is published at (`https://example.com/docs/`), for `sitemap.xml`; `nil`
    /// falls back to an absolute `base_url`, and without either no sitemap is written.
    public var siteURL: String?
    /// Whether pages show their contents panel ("On this page"); front matter's `toc` overrides it per page.
    public var toc = true
    /// The output folder, relative to the site folder.
    public var output: String = "_site"
    /// The fold policy of every page, unless its front matter says otherwise.
    public var policy = FoldPolicy()
    /// Pages go to `name/index.html` and are linked as `name/` (with a base URL), or to `name.html` when false.
    public var prettyURLs = true
    /// The `lang` of every page.
    public var language = "en"
    /// Content paths (pages or folders) in the order the navigation lists them first, at any depth.
    public var nav: [String] = []
    /// Front-matter values every page starts with.
    public var defaults = PageMetadata()
    /// Keep raw HTML and every URL as written in every page (only for trusted content).
    public var unsafeHTML = false
    /// Highlight fenced code blocks whose language Foldmark knows.
    public var highlight = true
    /// Whether the site has a search box and writes a search index.
    public var search = true
    /// Whether pages remember, in the reader's browser, which sections were opened and closed.
    public var rememberState = true

    /// Publish what symbolic links in `Content/` lead to even outside the site folder (off: such a link is an
    /// error).
    public var followExternalLinks = false

    /// How the site folder is laid out.
    public var layout: ProjectLayout = .foldmark
    /// The navigation the project writes by hand (mdBook's `SUMMARY.md`, MkDocs' `nav`), pages resolved.
    var writtenNavigation: WrittenNavigation?

    /// Creates the default configuration.
    public init() {}

    /// Reads `foldmark.yml` in `folder`, if there is one; returns the configuration and its diagnostics.
    public static func load(siteFolder folder: String) -> (SiteConfig, [Diagnostic]) {
        let path = (folder as NSString).appendingPathComponent("foldmark.yml")
        guard FileManager.default.fileExists(atPath: path) else { return (SiteConfig(), []) }
        let display = displayPath(path)
        do {
            return parse(SourceText(bytes: try FileIO.read(path), path: display).text, file: display)
        } catch let error as FoldmarkError {
            return (SiteConfig(), error.diagnostics)
        } catch {
            return (SiteConfig(), [Diagnostic(.error, at: SourceLocation(file: display), code: .io, "\(error)")])
        }
    }

    /// Parses the text of a configuration file.
    public static func parse(_ text: String, file: String?) -> (SiteConfig, [Diagnostic]) {
        var fields = YAMLFields(text, file: file)
        var config = SiteConfig()
        if let title = fields.string("title") { config.title = title }
        config.description = fields.string("description")
        if let baseURL = fields.string("base_url") {
            if let problem = Self.baseURLProblem(baseURL) {
                fields.append([Diagnostic(.error, at: fields.valueLocation("base_url"), code: .badBaseURL, problem)])
            } else {
                config.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
            }
        }
        if let siteURL = fields.string("site_url") {
            if let problem = Self.siteURLProblem(siteURL) {
                fields.append([Diagnostic(.error, at: fields.valueLocation("site_url"), code: .badSiteURL, problem)])
            } else {
                config.siteURL = siteURL.hasSuffix("/") ? siteURL : siteURL + "/"
            }
        }
        if let toc = fields.bool("toc") { config.toc = toc }
        if let output = fields.string("output") { config.output = output }
        if let levels = fields.levels("fold_levels") { config.policy.foldLevels = levels }
        if let open = fields.int("open_level", in: 0...6) { config.policy.openLevel = open }
        if let empty: EmptySections = fields.choice("empty_sections") { config.policy.emptySections = empty }
        if let badges: CountBadges = fields.choice("badges") { config.policy.badges = badges }
        if let pretty = fields.bool("pretty_urls") { config.prettyURLs = pretty }
        if let language = fields.string("language") { config.language = language }
        if let nav = fields.stringList("nav") { config.nav = nav }
        if let unsafe = fields.bool("unsafe_html") { config.unsafeHTML = unsafe }
        if let remember = fields.bool("remember_state") { config.rememberState = remember }
        if let highlight = fields.bool("highlight") { config.highlight = highlight }
        if let search = fields.bool("search") { config.search = search }
        if let follow = fields.bool("follow_external_links") { config.followExternalLinks = follow }
        if var defaults = fields.mapping("defaults") {
            config.defaults = PageMetadata(&defaults)
            fields.append(defaults.diagnostics)
        }
        fields.reportUnknownKeys(known: keys)
        return (config, fields.diagnostics)
    }

    /// Why `url` cannot be a base URL, or `nil` when it can: it must be a path from the server's root (`/docs/`)
    /// or an absolute URL (`https://example.com/docs/`), because every page links from it.
    public static func baseURLProblem(_ url: String) -> String? {
        if let control = ControlCharacterScrubber.firstControl(in: url) {
            return "base URL must not contain control characters (it has \(control))"
        }
        if url.hasPrefix("/") || url.hasPrefix("http://") || url.hasPrefix("https://") { return nil }
        return "base URL '\(url)' must start with '/' or 'https://' (for example '/\(url)')"
    }

    /// Why `url` cannot be a site URL, or `nil` when it can: an absolute `http://` or `https://` URL with a host.
    public static func siteURLProblem(_ url: String) -> String? {
        if let control = ControlCharacterScrubber.firstControl(in: url) {
            return "site URL must not contain control characters (it has \(control))"
        }
        guard let scheme = ["https://", "http://"].first(where: url.hasPrefix),
            !url.dropFirst(scheme.count).hasPrefix("/"), url.count > scheme.count
        else { return "site URL '\(url)' must be an absolute URL such as 'https://example.com/docs/'" }
        return nil
    }

    /// The absolute address sitemap URLs start from: `site_url`, else `base_url` when it is absolute.
    public var absoluteSiteURL: String? {
        if let siteURL { return siteURL }
        if let baseURL, baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://") { return baseURL }
        return nil
    }

    /// `path` relative to the current folder when it lies inside it, for messages.
    static func displayPath(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return absolute.hasPrefix(current) ? String(absolute.dropFirst(current.count)) : path
    }
}
