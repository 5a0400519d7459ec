import FoldmarkCore

/// The navigation tree read once per build, for the shared navigation script and page and for every page's
/// breadcrumbs.
///
/// The items of ``SiteNavigation`` (however that tree was made: from `Content/`'s folders or from a navigation
/// written by hand), with what the HTML and the script need of them: every item the root leads to, in reading order
/// (pre-order), with its depth, and which external links may be linked. Built without recursion, so a deep
/// navigation cannot overflow the stack.
struct NavigationOutline: Sendable {
    /// The navigation's items; ``SiteNavigation/root`` is the root.
    let items: [SiteNavigation.Item]
    /// Each item's output path, percent-encoded.
    let encodedPaths: [String]
    /// Each item's title, HTML-escaped.
    let escapedTitles: [String]
    /// The items reachable from the root, in reading order; `order[0]` is the root.
    let order: [Int]
    /// Each item's position in ``order``, or -1 for an item the root does not lead to.
    let position: [Int]
    /// Each item's depth below the root (the root is 0).
    let depth: [Int]
    /// The URL of each external link that may be linked; a link left out is shown as text (see ``ExternalURL``).
    let externalURLs: [Int: String]

    init(_ navigation: SiteNavigation, allowUnsafeURLs: Bool = false) {
        self.init(
            items: navigation.items, encodedPaths: navigation.encodedPaths, escapedTitles: navigation.escapedTitles,
            allowUnsafeURLs: allowUnsafeURLs)
    }

    /// The outline of `items`, whose item 0 is the root; the paths and titles are encoded here unless given.
    init(
        items: [SiteNavigation.Item], encodedPaths: [String]? = nil, escapedTitles: [String]? = nil,
        allowUnsafeURLs: Bool = false
    ) {
        self.items = items
        self.encodedPaths = encodedPaths ?? items.map { SiteRoutes.percentEncode($0.outputPath) }
        self.escapedTitles = escapedTitles ?? items.map { HTMLEscaping.escape($0.title) }
        var order: [Int] = []
        var position = Array(repeating: -1, count: items.count)
        var depth = Array(repeating: 0, count: items.count)
        var stack = [SiteNavigation.root]
        while let item = stack.popLast() {
            // An item listed twice would make a cycle; it is shown at its first place only.
            guard position[item] < 0 else { continue }
            position[item] = order.count
            order.append(item)
            for child in items[item].children.reversed() where position[child] < 0 {
                depth[child] = depth[item] + 1
                stack.append(child)
            }
        }
        var externalURLs: [Int: String] = [:]
        for item in order {
            if case .external(let url) = items[item].kind, allowUnsafeURLs || ExternalURL.isSafe(url) {
                externalURLs[item] = url
            }
        }
        self.order = order
        self.position = position
        self.depth = depth
        self.externalURLs = externalURLs
    }

    /// The items from the root down to `item`.
    func ancestry(of item: Int) -> [Int] {
        var chain = [item]
        while let parent = items[chain[chain.count - 1]].parent, chain.count <= items.count { chain.append(parent) }
        return chain.reversed()
    }

    /// Whether an item is a page of the site, linked (a page, or a folder with its landing page).
    static func isLinked(_ item: SiteNavigation.Item) -> Bool {
        (item.kind == .page || item.kind == .folder) && !item.outputPath.isEmpty
    }

    /// Whether an item folds: a folder, a part, or a page with entries below it.
    static func isGroup(_ item: SiteNavigation.Item) -> Bool {
        switch item.kind {
        case .folder, .part: true
        case .page: !item.children.isEmpty
        case .separator, .external, .draft: false
        }
    }
}
