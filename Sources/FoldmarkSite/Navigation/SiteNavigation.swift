import FoldmarkCore
import Foundation

/// The site's tree of folders and pages, in navigation order, and the HTML each page shows of it.
///
/// Each page shows only what is near it, so the site's size grows linearly with its page count: the folders on
/// the way to the page are open, with at most ``window`` of their entries around the page and a link to the
/// folder's landing page for the rest; every other folder is a closed `<details>` with its first ``peek``
/// entries. A generated landing page lists all of its folder's entries, and so does a written one whose folder
/// holds more than ``window`` entries, so that the "more" links lead somewhere complete.
struct SiteNavigation: Sendable {
    struct Item: Sendable {
        var title: String
        var outputPath: String
        /// The content folder, for folder items.
        var folder: String?
        var children: [Int] = []
        var parent: Int?
    }

    /// The most entries of one folder shown on a page inside it.
    static let window = 25
    /// How many entries of a closed folder a page shows.
    static let peek = 8

    private(set) var items: [Item] = []
    private var itemForPage: [Int] = []
    /// Page indexes in reading order: a folder's landing page, then its entries in order.
    private(set) var readingOrder: [Int] = []
    private var pageForItem: [Int: Int] = [:]
    private var readingPosition: [Int: Int] = [:]
    /// Each item's position among its parent's children.
    private var indexInParent: [Int?] = []
    /// Each item's output path, percent-encoded, and title, HTML-escaped: computed once, used on every page.
    private var encodedPaths: [String] = []
    private var escapedTitles: [String] = []
    /// The HTML of closed folders, which is the same for every page in one output folder.
    private let closedFolders = BlockCache()

    /// The root item; the site's landing page.
    static let root = 0

    init(pages: [SitePage], config: SiteConfig) {
        var folderItem: [String: Int] = [:]
        itemForPage = Array(repeating: -1, count: pages.count)
        // Folders first, from their landing pages (every folder has one by now).
        // The site's landing page (folder "") must be item 0, the root.
        let landings = pages.indices.filter { pages[$0].isLanding }.sorted {
            (pages[$0].folder.isEmpty ? 0 : 1, $0) < (pages[$1].folder.isEmpty ? 0 : 1, $1)
        }
        for index in landings {
            let page = pages[index]
            folderItem[page.folder] = items.count
            itemForPage[index] = items.count
            pageForItem[items.count] = index
            items.append(Item(title: page.title, outputPath: page.outputPath, folder: page.folder))
        }
        // The site's own 404 page is reached by the server, never from the navigation.
        for (index, page) in pages.enumerated() where !page.isLanding && !page.isNotFound {
            itemForPage[index] = items.count
            pageForItem[items.count] = index
            items.append(Item(title: page.title, outputPath: page.outputPath))
        }
        for item in items.indices where item != Self.root {
            let parentFolder: String
            if let folder = items[item].folder {
                parentFolder = SiteRoutes.parent(ofFolder: folder)
            } else {
                let page = pages[pageForItem[item]!]
                parentFolder = page.folder
            }
            guard let parent = folderItem[parentFolder] else { continue }
            items[item].parent = parent
            items[parent].children.append(item)
        }
        let navRank = Dictionary(
            config.nav.enumerated().map { ($1.trimmingCharacters(in: ["/"]), $0) }, uniquingKeysWith: { a, _ in a })
        func key(_ item: Int) -> (Int, Int, String, String) {
            let page = pages[pageForItem[item]!]
            let path = items[item].folder ?? page.contentPath ?? ""
            return (
                navRank[path] ?? Int.max, page.metadata.order ?? Int.max, items[item].title.lowercased(),
                items[item].outputPath
            )
        }
        for item in items.indices {
            let sorted = items[item].children.sorted { key($0) < key($1) }
            items[item].children = sorted
        }
        indexInParent = Array(repeating: nil, count: items.count)
        for item in items.indices {
            for (index, child) in items[item].children.enumerated() { indexInParent[child] = index }
        }
        encodedPaths = items.map { SiteRoutes.percentEncode($0.outputPath) }
        escapedTitles = items.map { HTMLEscaping.escape($0.title) }
        var stack = [Self.root]
        while let item = stack.popLast() {
            readingPosition[pageForItem[item]!] = readingOrder.count
            readingOrder.append(pageForItem[item]!)
            stack.append(contentsOf: items[item].children.reversed())
        }
    }

    /// The page's item; the root for a page the navigation leaves out (the 404 page), which it shows as the home's.
    func item(forPage page: Int) -> Int { itemForPage[page] < 0 ? Self.root : itemForPage[page] }

    /// The pages before and after `page` in reading order.
    func neighbours(ofPage page: Int) -> (previous: Int?, next: Int?) {
        guard let position = readingPosition[page] else { return (nil, nil) }
        return (
            position > 0 ? readingOrder[position - 1] : nil,
            position + 1 < readingOrder.count ? readingOrder[position + 1] : nil
        )
    }

    /// The items from the root down to `item`.
    func ancestry(of item: Int) -> [Int] {
        var chain = [item]
        while let parent = items[chain[0]].parent { chain.insert(parent, at: 0) }
        return chain
    }

    // MARK: - HTML

    /// The sidebar of the page whose item is `current`, with links relative to `from`.
    func sidebarHTML(current: Int, from: String, routes: SiteRoutes) -> String {
        let path = Set(ancestry(of: current))
        let from = SiteRoutes.percentEncode(from)
        var html = "<ul class=\"fm-nav-list\">\n"
        html += entries(of: Self.root, current: current, path: path, from: from, routes: routes)
        html += "</ul>\n"
        return html
    }

    /// `from` is percent-encoded from here on.
    private func entries(of folder: Int, current: Int, path: Set<Int>, from: String, routes: SiteRoutes) -> String {
        let children = items[folder].children
        var shown = children.indices
        if children.count > Self.window {
            // The entry on the way to the current page, found without scanning a long folder.
            let focus = pathChild(of: folder, path: path).flatMap { indexInParent[$0] } ?? 0
            let radius = Self.window / 2
            let low = max(0, min(focus - radius, children.count - Self.window))
            shown = low..<min(children.count, low + Self.window)
        }
        var html = ""
        if shown.lowerBound > 0 { html += more(shown.lowerBound, folder: folder, from: from, routes: routes) }
        for index in shown {
            let child = children[index]
            if items[child].folder == nil {
                html += "<li>" + link(child, current: current, from: from, routes: routes) + "</li>\n"
            } else if path.contains(child) {
                html += "<li><details open><summary>" + link(child, current: current, from: from, routes: routes)
                html +=
                    "</summary>\n<ul>\n" + entries(of: child, current: current, path: path, from: from, routes: routes)
                html += "</ul>\n</details></li>\n"
            } else {
                html += closedFolders.value(
                    for: ClosedFolderKey(folder: child, place: closedFolderPlace(child, from: from))
                ) {
                    closedFolder(child, from: from, routes: routes)
                }
            }
        }
        if shown.upperBound < children.count {
            html += more(children.count - shown.upperBound, folder: folder, from: from, routes: routes)
        }
        return html
    }

    /// The child of `folder` that lies on `path` (the current page's ancestry), if any.
    private func pathChild(of folder: Int, path: Set<Int>) -> Int? {
        path.first { items[$0].parent == folder }
    }

    /// What a closed folder's HTML depends on, seen from the page at `from`: a closed folder never holds the
    /// current page, so its links depend only on the page's output folder, and when the closed folder lies
    /// outside that folder, only on the folder above it. With pretty URLs every page has a folder of its own,
    /// so this is what lets sibling pages share the block.
    private func closedFolderPlace(_ folder: Int, from: String) -> Substring {
        guard let slash = from.lastIndex(of: "/") else { return "" }
        let pageFolder = from[...slash]
        if encodedPaths[folder].hasPrefix(pageFolder) { return pageFolder }
        let above = pageFolder.dropLast()
        // A trailing `/` tells this place apart from the page folder itself; the top gets "/".
        return above.lastIndex(of: "/").map { above[...$0] + "/" } ?? "/"
    }

    private func closedFolder(_ folder: Int, from: String, routes: SiteRoutes) -> String {
        var html =
            "<li><details><summary>" + link(folder, current: -1, from: from, routes: routes) + "</summary>\n<ul>\n"
        let children = items[folder].children
        for child in children.prefix(Self.peek) {
            html += "<li>" + link(child, current: -1, from: from, routes: routes) + "</li>\n"
        }
        if children.count > Self.peek {
            html += more(children.count - Self.peek, folder: folder, from: from, routes: routes)
        }
        return html + "</ul>\n</details></li>\n"
    }

    /// A link to `item` from the page at the percent-encoded output path `from`.
    private func link(_ item: Int, current: Int, from: String, routes: SiteRoutes) -> String {
        let href = HTMLEscaping.escape(routes.encodedLink(from: from, to: encodedPaths[item]))
        let currentAttribute = item == current ? " aria-current=\"page\"" : ""
        return "<a href=\"\(href)\"\(currentAttribute)>\(escapedTitles[item])</a>"
    }

    private func more(_ count: Int, folder: Int, from: String, routes: SiteRoutes) -> String {
        let href = HTMLEscaping.escape(routes.encodedLink(from: from, to: encodedPaths[folder]))
        let noun = count == 1 ? "page" : "pages"
        return "<li class=\"fm-nav-more\"><a href=\"\(href)\">… \(count) more \(noun)</a></li>\n"
    }

    /// The breadcrumb trail of `current`: its ancestors, linked, then its own title.
    func breadcrumbsHTML(current: Int, from: String, routes: SiteRoutes) -> String {
        let chain = ancestry(of: current)
        guard chain.count > 1 else { return "" }
        let from = SiteRoutes.percentEncode(from)
        var html = "<ol class=\"fm-breadcrumbs-list\">\n"
        for item in chain.dropLast() {
            html += "<li>" + link(item, current: current, from: from, routes: routes) + "</li>\n"
        }
        html += "<li><span aria-current=\"page\">\(escapedTitles[current])</span></li>\n</ol>\n"
        return html
    }

    /// Whether a folder item has more entries than a page shows at once.
    func isLarge(_ folder: Int) -> Bool {
        items[folder].children.count > Self.window
    }

    /// The list of every entry of a folder, for its landing page.
    func folderListingHTML(folder: Int, from: String, routes: SiteRoutes) -> String {
        guard !items[folder].children.isEmpty else { return "" }
        let from = SiteRoutes.percentEncode(from)
        var html = "<ul class=\"fm-folder-list\">\n"
        for child in items[folder].children {
            html += "<li>" + link(child, current: -1, from: from, routes: routes) + "</li>\n"
        }
        return html + "</ul>\n"
    }

    /// The title and output path of an item.
    func target(_ item: Int) -> (title: String, outputPath: String) {
        (items[item].title, items[item].outputPath)
    }
}

/// A closed folder and the place it is seen from (see `closedFolderPlace`).
private struct ClosedFolderKey: Hashable {
    var folder: Int
    var place: Substring
}

/// Remembers blocks of HTML by key across the threads that render pages.
private final class BlockCache: @unchecked Sendable {
    private var blocks: [ClosedFolderKey: String] = [:]
    private let lock = NSLock()

    func value(for key: ClosedFolderKey, _ make: () -> String) -> String {
        if let block = lock.withLock({ blocks[key] }) { return block }
        let block = make()
        lock.withLock { blocks[key] = block }
        return block
    }
}
