import FoldmarkCore
import Foundation

/// Finds what would break for a reader: links to missing pages, anchors or files, links into drafts, empty
/// links and headings, and heading levels that jump.
///
/// Runs on a site's parsed pages, with their links collected and the ids they define; nothing is fetched:
/// external links are listed, never checked.
struct SiteChecker {
    let pages: [SitePage]
    /// The ids each page defines (``Document/anchorIDs``), by output path.
    let ids: [String: Set<String>]
    let drafts: Set<String>
    let files: Set<String>
    let rewriter: LinkRewriter
    let displayContent: String

    /// Problems and the external links, in page order.
    func check() -> (diagnostics: [Diagnostic], external: [LinkReference]) {
        var diagnostics: [Diagnostic] = []
        var external: [LinkReference] = []
        let pagePaths = pages.compactMap(\.contentPath)
        let folders = Set(pages.filter(\.isLanding).map(\.folder))
        // Built once: comparing every broken link with every page made `check` quadratic.
        let pageSuggestions = PathSuggestions(pagePaths + folders.filter { !$0.isEmpty }.map { $0 + "/" })
        let fileSuggestions = PathSuggestions(files)
        for page in pages {
            guard let contentPath = page.contentPath else { continue }
            let folder = String(SiteRoutes.folder(of: contentPath).dropLast())
            for section in page.document.allSections {
                checkHeading(section, in: page.document, into: &diagnostics)
            }
            for link in page.document.links {
                if link.url.hasBytePrefix("//") || LinkRewriter.hasScheme(link.url)
                    || LinkRewriter.leavesSite(link.url, inFolder: folder)
                {
                    external.append(link)
                    continue
                }
                if link.url.isEmpty {
                    diagnostics.append(
                        Diagnostic(
                            .warning, at: link.location, code: .emptyLink, "\(link.kind.rawValue) has no destination"))
                    continue
                }
                if link.kind == .link, !link.hasText {
                    diagnostics.append(Diagnostic(.warning, at: link.location, code: .emptyLink, "link has no text"))
                }
                let (path, fragment) = Self.split(link.url)
                if path.isEmpty {
                    checkAnchor(fragment, on: page.outputPath, link: link, into: &diagnostics)
                    continue
                }
                if let target = rewriter.resolve(link.url, inFolder: folder) {
                    if !fragment.isEmpty, ids[target.output] != nil {
                        checkAnchor(fragment, on: target.output, link: link, into: &diagnostics)
                    }
                    continue
                }
                let decoded = path.removingPercentEncoding ?? path
                let resolved = LinkRewriter.normalize(
                    decoded.hasBytePrefix("/") ? decoded : (folder.isEmpty ? decoded : folder + "/" + decoded))
                if let resolved, drafts.contains(resolved) {
                    diagnostics.append(
                        Diagnostic(.error, at: link.location, code: .draftLink, "link to draft page '\(path)'"))
                    continue
                }
                let isPageLink =
                    decoded.lowercased().hasByteSuffix(".md") || decoded.hasByteSuffix("/")
                    || !SiteRoutes.lastComponent(of: decoded).containsByte(".")
                if link.kind == .image || !isPageLink {
                    let suggestion = resolved.flatMap { fileSuggestions.suggest(for: $0, from: contentPath) }
                    diagnostics.append(
                        Diagnostic(
                            .error, at: link.location, code: .missingFile,
                            "\(link.kind == .image ? "image" : "file") '\(path)' does not exist", suggestion: suggestion
                        ))
                } else {
                    let suggestion = resolved.flatMap { pageSuggestions.suggest(for: $0, from: contentPath) }
                    diagnostics.append(
                        Diagnostic(
                            .error, at: link.location, code: .brokenLink, "link to missing page '\(path)'",
                            suggestion: suggestion))
                }
            }
        }
        return (diagnostics, external)
    }

    private func checkHeading(_ section: Section, in document: Document, into diagnostics: inout [Diagnostic]) {
        let location = section.position ?? SourceLocation(file: nil)
        if section.title.text.trimmingCharacters(in: .whitespaces).isEmpty {
            diagnostics.append(Diagnostic(.warning, at: location, code: .emptyHeading, "heading has no text"))
        }
        for child in section.children where child.level > section.level + 1 {
            diagnostics.append(
                Diagnostic(
                    .warning, at: child.position ?? location, code: .headingLevelJump,
                    "heading level jumps from \(section.level) to \(child.level)"))
        }
    }

    private func checkAnchor(
        _ fragment: String, on output: String, link: LinkReference, into diagnostics: inout [Diagnostic]
    ) {
        guard !fragment.isEmpty, let known = ids[output] else { return }
        let id = fragment.removingPercentEncoding ?? fragment
        guard !known.contains(id) else { return }
        let suggestion = Suggestion.closest(to: id, in: known.sorted()).map { "#" + $0 }
        diagnostics.append(
            Diagnostic(
                .error, at: link.location, code: .brokenAnchor, "link to missing anchor '#\(fragment)'",
                suggestion: suggestion))
    }

    /// The path part and the fragment of a URL (the query is dropped).
    static func split(_ url: String) -> (path: String, fragment: String) {
        var rest = url
        var fragment = ""
        if let hash = url.firstByteIndex(of: "#") {
            fragment = url.bytes(after: hash)
            rest = url.bytes(before: hash)
        }
        if let question = rest.firstByteIndex(of: "?") { rest = rest.bytes(before: question) }
        return (rest, fragment)
    }
}
