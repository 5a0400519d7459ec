import FoldmarkCore

/// The navigation tree read once per build, for the shared navigation script and for every page's sidebar.
///
/// The items of ``SiteNavigation`` (however that tree was made: from `Content/`'s folders or from a navigation
/// written by hand), with what the HTML and the script need of them: every item the root leads to, in reading order
/// (pre-order), with its depth; for each item the first page its entries lead to, which is where the sidebar's
/// "more" links of a part (a group with no page of its own) go; and which external links may be linked. Built
/// without recursion, so a deep navigation cannot overflow the stack.
struct NavigationOutline: Sendable {
    /// The navigation's items; ``SiteNavigation/root`` is the root.
    let items: [SiteNavigation.Item]
    /// Each item's output path, percent-encoded.
    let encodedPaths: [String]
    /// Each item's title, HTML-escaped.
    let escapedTitles: [String]
    /// Each item's position among its parent's children.
    let indexInParent: [Int]
    /// The items reachable from the root, in reading order; `order[0]` is the root.
    let order: [Int]
    /// Each item's position in ``order``, or -1 for an item the root does not lead to.
    let position: [Int]
    /// Each item's depth below the root (the root is 0).
    let depth: [Int]
    /// The first linked item (a page or a folder) in each item's subtree, the item itself first; -1 when none.
    let firstLink: [Int]
    /// For each item, the ``firstLink`` of the first sibling at or after it that has one; -1 when none.
    let linkAtOrAfter: [Int]
    /// For each item, the ``firstLink`` of the last sibling at or before it that has one; -1 when none.
    let linkAtOrBefore: [Int]
    /// For each item, how many of its siblings before it are separators.
    let separatorsBefore: [Int]
    /// The URL of each external link that may be linked; a link left out is shown as text (see ``ExternalURL``).
    let externalURLs: [Int: String]
    /// The HTML of closed groups, which many pages share (see `closedGroupPlace`).
    let closedGroups = BlockCache()

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
        var indexInParent = Array(repeating: 0, count: items.count)
        for item in items {
            for (index, child) in item.children.enumerated() { indexInParent[child] = index }
        }
        self.indexInParent = indexInParent
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
        var firstLink = Array(repeating: -1, count: items.count)
        var linkAtOrAfter = Array(repeating: -1, count: items.count)
        var linkAtOrBefore = Array(repeating: -1, count: items.count)
        var separatorsBefore = Array(repeating: 0, count: items.count)
        for item in order.reversed() {
            let children = items[item].children
            var after = -1
            for child in children.reversed() {
                if firstLink[child] >= 0 { after = firstLink[child] }
                linkAtOrAfter[child] = after
            }
            var before = -1
            var separators = 0
            for child in children {
                if firstLink[child] >= 0 { before = firstLink[child] }
                linkAtOrBefore[child] = before
                separatorsBefore[child] = separators
                if items[child].kind == .separator { separators += 1 }
            }
            firstLink[item] = Self.isLinked(items[item]) ? item : (children.first.map { linkAtOrAfter[$0] } ?? -1)
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
        self.firstLink = firstLink
        self.linkAtOrAfter = linkAtOrAfter
        self.linkAtOrBefore = linkAtOrBefore
        self.separatorsBefore = separatorsBefore
        self.externalURLs = externalURLs
    }

    /// The items from the root down to `item`.
    func ancestry(of item: Int) -> [Int] {
        var chain = [item]
        while let parent = items[chain[chain.count - 1]].parent, chain.count <= items.count { chain.append(parent) }
        return chain.reversed()
    }

    /// Whether a group has more entries than a page's sidebar shows at once; its page then lists them all.
    func isLarge(_ group: Int) -> Bool {
        items[group].children.count > SiteNavigation.window
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
