import FoldmarkCore

/// An mdBook `SUMMARY.md` read as a navigation, with cmark-gfm (``MarkdownListing``), as mdBook reads it:
///
/// - a heading before anything else is the summary's own title, and is not shown;
/// - links outside the lists are prefix chapters (before the first list) or suffix chapters (after the last);
/// - list items are numbered chapters, nested as the lists are, each the first link of its item;
/// - a heading after that is a part title: the chapters after it, up to the next part title or suffix chapter,
///   are its entries;
/// - `---` is a separator;
/// - `- [Title]()` (an empty destination) is a draft chapter: shown, not linked, no page.
///
/// Page paths are kept as written; ``WrittenNavigation/resolved(pages:content:)`` matches them with the pages.
enum SummaryFile {
    static func outline(_ source: SourceText) -> WrittenNavigation {
        var outline = WrittenNavigation(file: source.path ?? "SUMMARY.md")
        let listing = MarkdownListing(source)
        var part: Int?
        // The last list item at each depth, for the parents of nested items.
        var lastItem: [Int] = []
        var seenContent = false
        for entry in listing.entries {
            switch entry.kind {
            case .heading:
                guard entry.depth == 0 else { continue }
                // The summary's title: a heading before any chapter, part or separator.
                guard seenContent else {
                    seenContent = true
                    continue
                }
                outline.entries.append(.init(title: entry.title, target: .part, parent: nil, location: entry.location))
                part = outline.entries.count - 1
                lastItem = []
            case .rule:
                seenContent = true
                let parent = entry.depth > 0 && entry.depth <= lastItem.count ? lastItem[entry.depth - 1] : part
                outline.entries.append(.init(title: nil, target: .separator, parent: parent, location: entry.location))
            case .link:
                seenContent = true
                // A suffix chapter ends the part above it.
                if !lastItem.isEmpty { part = nil }
                lastItem = []
                outline.entries.append(chapter(entry, parent: part))
            case .listItem:
                seenContent = true
                let depth = min(entry.depth, lastItem.count + 1)
                let parent = depth > 1 ? lastItem[depth - 2] : part
                outline.entries.append(chapter(entry, parent: parent))
                lastItem.removeSubrange(min(depth - 1, lastItem.count)...)
                lastItem.append(outline.entries.count - 1)
            }
        }
        return outline
    }

    /// The entry for a chapter: a page path as written, a link that leaves the site, or a draft.
    private static func chapter(_ entry: MarkdownListing.Entry, parent: Int?) -> WrittenNavigation.Entry {
        let target: WrittenNavigation.Target
        switch entry.url {
        case nil, "": target = .draft
        case let url? where url.hasBytePrefix("//") || LinkRewriter.hasScheme(url): target = .external(url)
        case let url?: target = .page(url)
        }
        return .init(title: entry.title, target: target, parent: parent, location: entry.location)
    }
}
