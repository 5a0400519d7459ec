import FoldmarkCore
import Foundation

/// The site's tree of folders and pages, in navigation order, and each page's place in it (its ancestry, its
/// previous and next pages). ``NavigationOutline`` turns the tree into what pages show of it.
struct SiteNavigation: Sendable {
    struct Item: Sendable {
        /// What an entry of the navigation is.
        enum Kind: Sendable, Equatable {
            /// A page of the site, linked.
            case page
            /// A content folder, linked to its landing page; its entries are its children.
            case folder
            /// A title that groups the entries below it, with no page of its own (an mdBook part title, an
            /// MkDocs nav section without an index page); its entries are its children.
            case part
            /// A rule between entries (mdBook's `---`).
            case separator
            /// A link that leaves the site, with its URL as written.
            case external(String)
            /// A chapter that is planned but has no file yet: its title, not linked.
            case draft
        }

        var title: String
        var outputPath: String
        /// The content folder, for folder items.
        var folder: String?
        var kind: Kind = .page
        var children: [Int] = []
        var parent: Int?
    }

    private(set) var items: [Item] = []
    private var itemForPage: [Int] = []
    /// Page indexes in reading order: a folder's landing page, then its entries in order.
    private(set) var readingOrder: [Int] = []
    private var pageForItem: [Int: Int] = [:]
    private var readingPosition: [Int: Int] = [:]
    /// Each item's output path, percent-encoded, and title, HTML-escaped: computed once, used on every page.
    private(set) var encodedPaths: [String] = []
    private(set) var escapedTitles: [String] = []

    /// The root item; the site's landing page.
    static let root = 0

    /// The title of the part that lists, at the end of a navigation written by hand, the pages it leaves out.
    static let otherPagesTitle = "Other pages"

    /// The tree of `pages`: from the project's own navigation when it has one (mdBook's `SUMMARY.md`, MkDocs'
    /// `nav`), else from the content folders, ordered by `foldmark.yml`'s `nav`, front matter `order` and title.
    init(pages: [SitePage], config: SiteConfig) {
        itemForPage = Array(repeating: -1, count: pages.count)
        if let outline = config.writtenNavigation {
            addItems(pages: pages, outline: outline)
        } else {
            addFolderItems(pages: pages, config: config)
        }
        encodedPaths = items.map { SiteRoutes.percentEncode($0.outputPath) }
        escapedTitles = items.map { HTMLEscaping.escape($0.title) }
        // Depth first from the root; entries without a page (parts, separators, drafts, links that leave the
        // site) are passed through, and a page named twice is read once, where it is first named.
        var stack = [Self.root]
        while let item = stack.popLast() {
            if let page = pageForItem[item], readingPosition[page] == nil {
                readingPosition[page] = readingOrder.count
                readingOrder.append(page)
            }
            stack.append(contentsOf: items[item].children.reversed())
        }
    }

    /// The tree of a navigation written by hand: the site's landing page as the root, the outline's entries
    /// below it, nested as written, then the pages the outline leaves out in a part of their own.
    private mutating func addItems(pages: [SitePage], outline: WrittenNavigation) {
        var pageAt: [String: Int] = [:]
        for (index, page) in pages.enumerated() {
            if let path = page.contentPath { pageAt[path] = index }
        }
        let home = pages.indices.first { pages[$0].isLanding && pages[$0].folder.isEmpty }
        items.append(
            Item(title: home.map { pages[$0].title } ?? "", outputPath: "index.html", folder: "", kind: .folder))
        if let home {
            itemForPage[home] = Self.root
            pageForItem[Self.root] = home
        }
        // Each entry's item: entries come before their children, so a parent's item is always known.
        var itemForEntry: [Int] = []
        itemForEntry.reserveCapacity(outline.entries.count)
        for var entry in outline.entries {
            if entry.title?.isEmpty == true { entry.title = nil }
            var item = Item(title: entry.title ?? "", outputPath: "")
            switch entry.target {
            case .page(let path):
                if let index = pageAt[path], !pages[index].isNotFound {
                    item.title = entry.title ?? pages[index].title
                    item.outputPath = pages[index].outputPath
                    // The first entry that names a page is its place in the tree (the home page's too).
                    if itemForPage[index] < 0 || itemForPage[index] == Self.root { itemForPage[index] = items.count }
                    pageForItem[items.count] = index
                } else {
                    // A page left out of the build (a draft) stays in the navigation as a title.
                    item.kind = .draft
                    item.title = entry.title ?? SitePage.humanize(SiteRoutes.stem(of: path))
                }
            case .part: item.kind = .part
            case .separator: item.kind = .separator
            case .external(let url):
                item.kind = .external(url)
                item.title = entry.title ?? url
            case .draft: item.kind = .draft
            }
            let parent = entry.parent.map { itemForEntry[$0] } ?? Self.root
            item.parent = parent
            items[parent].children.append(items.count)
            itemForEntry.append(items.count)
            items.append(item)
        }
        // A home page the navigation names is read where it is named, not before everything else.
        if let home, itemForPage[home] != Self.root { pageForItem[Self.root] = nil }
        // Pages the navigation does not name are built all the same: listed at the end, so that every page can
        // be reached from the navigation.
        let left = pages.indices.filter {
            itemForPage[$0] < 0 && !pages[$0].isNotFound && !(pages[$0].isGenerated && !pages[$0].folder.isEmpty)
        }.sorted { (pages[$0].contentPath ?? pages[$0].outputPath) < (pages[$1].contentPath ?? pages[$1].outputPath) }
        guard !left.isEmpty else { return }
        let part = items.count
        items.append(Item(title: Self.otherPagesTitle, outputPath: "", kind: .part, parent: Self.root))
        items[Self.root].children.append(part)
        for index in left {
            itemForPage[index] = items.count
            pageForItem[items.count] = index
            items[part].children.append(items.count)
            items.append(Item(title: pages[index].title, outputPath: pages[index].outputPath, parent: part))
        }
    }

    /// The tree of the content folders: each folder an item linked to its landing page, its pages and folders
    /// below it.
    private mutating func addFolderItems(pages: [SitePage], config: SiteConfig) {
        var folderItem: [String: Int] = [:]
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
            items.append(Item(title: page.title, outputPath: page.outputPath, folder: page.folder, kind: .folder))
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
        // Each item's key made once, not twice per comparison: a folder of thousands of pages sorts in
        // n log n comparisons of ready keys.
        let keys = items.indices.map(key)
        for item in items.indices where items[item].children.count > 1 {
            items[item].children.sort { keys[$0] < keys[$1] }
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
        while let parent = items[chain[chain.count - 1]].parent { chain.append(parent) }
        return chain.reversed()
    }

    /// The title and output path of an item.
    func target(_ item: Int) -> (title: String, outputPath: String) {
        (items[item].title, items[item].outputPath)
    }
}
