import FoldmarkCore
import Foundation

/// What the site folder's layout says before any page is read: which layout it is, where the pages are, the
/// site's name, and the navigation the project writes by hand (MkDocs' `nav`; mdBook's `SUMMARY.md` is read with
/// the pages, since it lives among them).
struct SiteProject: Sendable {
    var layout: ProjectLayout = .foldmark
    /// The folder of the pages, relative to the site folder: `Content`, mdBook's `[book] src`, MkDocs' `docs_dir`.
    var contentFolder = "Content"
    /// The site's name from `book.toml` or `mkdocs.yml`.
    var title: String?
    /// MkDocs' `nav`, with page paths as written (resolved against the pages once they are listed).
    var navigation: WrittenNavigation?
    /// Problems in `book.toml` or `mkdocs.yml`.
    var diagnostics: [Diagnostic] = []

    /// The layout of `siteFolder`; see ``ProjectLayout``.
    static func detect(siteFolder: String) -> SiteProject {
        let manager = FileManager.default
        func path(_ name: String) -> String { (siteFolder as NSString).appendingPathComponent(name) }
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: path("Content"), isDirectory: &isFolder), isFolder.boolValue {
            return SiteProject()
        }
        if manager.fileExists(atPath: path("book.toml")) {
            return BookConfig.load(path("book.toml"))
        }
        if manager.fileExists(atPath: path("mkdocs.yml")) {
            return MkDocsConfig.load(path("mkdocs.yml"))
        }
        return SiteProject()
    }

    /// The text of the configuration file at `path`, read as pages are (size limit, encodings), or the problem.
    static func read(_ path: String) -> (SourceText?, [Diagnostic]) {
        let display = SiteConfig.displayPath(path)
        do {
            let source = SourceText(bytes: try FileIO.read(path), path: display)
            return (source, source.diagnostics)
        } catch let error as FoldmarkError {
            return (nil, error.diagnostics)
        } catch {
            return (nil, [Diagnostic(.error, at: SourceLocation(file: display), code: .io, "\(error)")])
        }
    }
}
