/// How a site folder is laid out: Foldmark's own (`Content/` and `foldmark.yml`), an mdBook project
/// (`book.toml`, `src/SUMMARY.md`) or an MkDocs project (`mkdocs.yml`, `docs/`).
///
/// Found by ``SiteProject/detect(siteFolder:)``: a `Content/` folder makes it Foldmark's own whatever else is there;
/// else `book.toml` makes it an mdBook project; else `mkdocs.yml` an MkDocs project; else Foldmark's own (which
/// then reports that `Content/` is missing).
public enum ProjectLayout: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case foldmark
    case mdBook = "mdbook"
    case mkDocs = "mkdocs"

    /// How the build's summary line names the layout: `an mdBook project`.
    public var description: String {
        switch self {
        case .foldmark: return "a Foldmark site"
        case .mdBook: return "an mdBook project"
        case .mkDocs: return "an MkDocs project"
        }
    }
}
