import FoldmarkCore
import Foundation

/// A navigation written by hand (mdBook's `SUMMARY.md`, MkDocs' `nav`), as a flat list of entries in order, each
/// naming its parent: the order, titles and nesting ``SiteNavigation`` builds its tree from instead of folders.
struct WrittenNavigation: Sendable, Hashable {
    /// What an entry leads to.
    enum Target: Sendable, Hashable {
        /// A page, by content path (`guide/install.md`), as resolved from the navigation file.
        case page(String)
        /// A title over the entries below it, with no page (a part title, a section without a page).
        case part
        /// A rule between entries.
        case separator
        /// A link that leaves the site, as written.
        case external(String)
        /// A planned chapter with no file: shown, not linked.
        case draft
    }

    struct Entry: Sendable, Hashable {
        /// The title the navigation gives; `nil` for a bare page path, which takes the page's own title.
        var title: String?
        var target: Target
        /// The entry this one is nested in; `nil` at the top. Always an earlier entry.
        var parent: Int?
        /// Where the entry is written, for messages.
        var location: SourceLocation
    }

    /// The file the navigation comes from, as shown in messages (`src/SUMMARY.md`, `mkdocs.yml`).
    var file: String
    /// The entries, parents before their children.
    var entries: [Entry] = []

    /// The outline with each page path as written (`./guide/install.md#part`, `a%20b.md`) matched with the
    /// content paths of `pages`; an entry that names no page is a warning, and is shown as a draft.
    /// `content` names the content folder in messages. A link with a scheme that runs or reads something
    /// (`javascript:`, `vbscript:`, `file:`, `data:`) is shown as text, with a warning, unless `unsafeLinks`
    /// allows it, as links in pages are.
    func resolved(pages: [String], content: String, unsafeLinks: Bool = false) -> (WrittenNavigation, [Diagnostic]) {
        let known = Set(pages)
        var copy = self
        var diagnostics: [Diagnostic] = []
        for index in entries.indices {
            if case .external(let url) = entries[index].target, !unsafeLinks, Self.isUnsafe(url) {
                copy.entries[index].target = .draft
                diagnostics.append(
                    Diagnostic(
                        .warning, at: entries[index].location, code: .unknownNavEntry,
                        "nav entry '\(url)' is a link Foldmark does not publish by default; shown as text, not linked"
                    ))
                continue
            }
            guard case .page(let written) = entries[index].target else { continue }
            let path = written.firstByteIndex(of: "?", "#").map { written.bytes(before: $0) } ?? written
            let decoded = path.removingPercentEncoding ?? path
            let relative = decoded.hasBytePrefix("/") ? String(decoded.utf8.dropFirst())! : decoded
            if let normalized = LinkRewriter.normalize(relative), known.contains(normalized) {
                copy.entries[index].target = .page(normalized)
                continue
            }
            copy.entries[index].target = .draft
            if copy.entries[index].title == nil { copy.entries[index].title = written }
            diagnostics.append(
                Diagnostic(
                    .warning, at: entries[index].location, code: .unknownNavEntry,
                    "nav entry '\(written)' names no page in \(content)/; shown as a draft, not linked",
                    // Suggestions compare with every page: only for the first few, so a long nav stays linear.
                    suggestion: diagnostics.count < 20 ? Suggestion.closest(to: relative, in: pages) : nil))
        }
        return (copy, diagnostics)
    }

    /// Whether `url` has a scheme that browsers run or that reads the reader's own files, as cmark-gfm's safe mode
    /// judges links in pages: `javascript:`, `vbscript:`, `file:`, and `data:` other than a PNG, GIF, JPEG or WebP
    /// image.
    static func isUnsafe(_ url: String) -> Bool {
        let lowered = url.lowercased()
        for scheme in ["javascript:", "vbscript:", "file:"] where lowered.hasBytePrefix(scheme) { return true }
        guard lowered.hasBytePrefix("data:") else { return false }
        return !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains {
            lowered.hasBytePrefix($0)
        }
    }

    /// The title the navigation gives each page, by content path: the first entry that names it with a title.
    var pageTitles: [String: String] {
        var titles: [String: String] = [:]
        for entry in entries {
            if case .page(let path) = entry.target, let title = entry.title, !title.isEmpty, titles[path] == nil {
                titles[path] = title
            }
        }
        return titles
    }

    /// The content paths of the pages the navigation names.
    var pagePaths: Set<String> {
        Set(
            entries.compactMap {
                if case .page(let path) = $0.target { return path }
                return nil
            })
    }
}
