import FoldmarkCore
import Foundation

/// The HTML each page shows of the navigation: the sidebar, the breadcrumbs and a folder's listing.
extension SiteNavigation {
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
}

/// A closed folder and the place it is seen from (see `closedFolderPlace`).
struct ClosedFolderKey: Hashable {
    var folder: Int
    var place: Substring
}

/// Remembers blocks of HTML by key across the threads that render pages.
final class BlockCache: @unchecked Sendable {
    private var blocks: [ClosedFolderKey: String] = [:]
    private let lock = NSLock()

    func value(for key: ClosedFolderKey, _ make: () -> String) -> String {
        if let block = lock.withLock({ blocks[key] }) { return block }
        let block = make()
        lock.withLock { blocks[key] = block }
        return block
    }
}
