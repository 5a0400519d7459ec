import FoldmarkCore
import Foundation

/// The HTML each page shows of the navigation: the sidebar, the breadcrumbs and a folder's listing.
///
/// The sidebar in the page is the navigation without JavaScript (with it, `foldmark.js` builds the whole tree from
/// the site's navigation script, see ``NavigationScript``). It shows only what is near the page, so the site's size
/// grows linearly with its page count: the groups on the way to the page are open, with at most
/// ``SiteNavigation/window`` of their entries around the page; every other group is a closed `<details>` with its
/// first ``SiteNavigation/peek`` entries. Every page is still reached by following links: the "more" links of a
/// group with a page lead to that page, on which the group is open and which lists all of the group's entries when
/// it has more than ``SiteNavigation/window``; those of a part lead to the first page past the entries shown, on
/// which the part is open around that page.
extension NavigationOutline {
    /// The sidebar of the page whose item is `current`, with links relative to `from`. Built without recursion:
    /// only the groups on the way to `current` are open, each inside the one before.
    func sidebarHTML(current: Int, from: String, routes: SiteRoutes) -> String {
        let chain = ancestry(of: current)
        let from = SiteRoutes.percentEncode(from)
        var html = "<ul class=\"fm-nav-list\">\n"
        var closings: [String] = []
        var level = 0
        while level < chain.count {
            let group = chain[level]
            let children = items[group].children
            let next: Int? = level + 1 < chain.count ? chain[level + 1] : nil
            var shown = children.indices
            if children.count > SiteNavigation.window {
                // The entry on the way to the current page, found without scanning a long folder.
                let focus = next.map { indexInParent[$0] } ?? 0
                let low = max(0, min(focus - SiteNavigation.window / 2, children.count - SiteNavigation.window))
                shown = low..<min(children.count, low + SiteNavigation.window)
            }
            if shown.lowerBound > 0 {
                html += more(
                    group, hidden: 0..<shown.lowerBound, target: linkAtOrBefore[children[shown.lowerBound - 1]],
                    from: from, routes: routes)
            }
            // Entries before the open group go straight out; those after it wait until the group is closed.
            var rest = ""
            var opensNext = false
            for index in shown {
                let child = children[index]
                if child == next, Self.isGroup(items[child]) {
                    html += "<li><details open><summary>"
                    html += label(child, current: current, from: from, routes: routes)
                    html += "</summary>\n<ul>\n"
                    opensNext = true
                } else {
                    let entry = closedEntry(child, current: current, from: from, routes: routes)
                    if opensNext { rest += entry } else { html += entry }
                }
            }
            if shown.upperBound < children.count {
                rest += more(
                    group, hidden: shown.upperBound..<children.count,
                    target: linkAtOrAfter[children[shown.upperBound]], from: from, routes: routes)
            }
            guard opensNext else {
                html += rest
                break
            }
            closings.append("</ul>\n</details></li>\n" + rest)
            level += 1
        }
        for closing in closings.reversed() { html += closing }
        return html + "</ul>\n"
    }

    /// An entry that is not on the way to the current page: a closed group, a separator, or one line.
    private func closedEntry(_ item: Int, current: Int, from: String, routes: SiteRoutes) -> String {
        if items[item].kind == .separator { return Self.separatorHTML }
        guard Self.isGroup(items[item]) else {
            return "<li>" + label(item, current: current, from: from, routes: routes) + "</li>\n"
        }
        let place = closedGroupPlace(item, from: from, routes: routes)
        return closedGroups.value(for: ClosedFolderKey(folder: item, place: place)) {
            closedGroup(item, from: from, routes: routes)
        }
    }

    static let separatorHTML = "<li class=\"fm-nav-separator\" aria-hidden=\"true\"></li>\n"

    /// A group off the current page's way: closed, with its first ``SiteNavigation/peek`` entries and a "more" link.
    private func closedGroup(_ group: Int, from: String, routes: SiteRoutes) -> String {
        var html = "<li><details><summary>" + label(group, current: -1, from: from, routes: routes)
        html += "</summary>\n<ul>\n"
        let children = items[group].children
        for child in children.prefix(SiteNavigation.peek) {
            if items[child].kind == .separator {
                html += Self.separatorHTML
            } else if items[child].kind == .part {
                // A part has no page to show it: closed, with one link to where it is shown open.
                html += "<li><details><summary>" + label(child, current: -1, from: from, routes: routes)
                html += "</summary>\n<ul>\n"
                if !items[child].children.isEmpty {
                    html += more(
                        child, hidden: items[child].children.indices, target: firstLink[child], from: from,
                        routes: routes)
                }
                html += "</ul>\n</details></li>\n"
            } else {
                html += "<li>" + label(child, current: -1, from: from, routes: routes) + "</li>\n"
            }
        }
        if children.count > SiteNavigation.peek {
            html += more(
                group, hidden: SiteNavigation.peek..<children.count,
                target: linkAtOrAfter[children[SiteNavigation.peek]],
                from: from, routes: routes)
        }
        return html + "</ul>\n</details></li>\n"
    }

    /// What a closed group's HTML depends on, seen from the page at `from`. Relative links depend only on the
    /// folder of the page; when none of the group's links leads into that folder, only on the folder above it
    /// (with pretty URLs every page has a folder of its own, so this is what lets sibling pages share the block).
    /// Absolute links (a base URL) do not depend on the page at all.
    private func closedGroupPlace(_ group: Int, from: String, routes: SiteRoutes) -> Substring {
        if routes.baseURL != nil { return "" }
        guard let slash = from.lastIndex(of: "/") else { return "" }
        let pageFolder = from[...slash]
        let children = items[group].children
        var targets = [group]
        for child in children.prefix(SiteNavigation.peek) { targets.append(firstLink[child]) }
        if children.count > SiteNavigation.peek { targets.append(linkAtOrAfter[children[SiteNavigation.peek]]) }
        if targets.contains(where: { $0 >= 0 && encodedPaths[$0].hasPrefix(pageFolder) }) { return pageFolder }
        let above = pageFolder.dropLast()
        // A trailing `/` tells this place apart from the page folder itself; the top gets "/".
        return above.lastIndex(of: "/").map { above[...$0] + "/" } ?? "/"
    }

    /// What an entry shows: a link to a page, a part's or a draft's title, an external link marked as such.
    private func label(_ item: Int, current: Int, from: String, routes: SiteRoutes) -> String {
        switch items[item].kind {
        case .page, .folder:
            if items[item].outputPath.isEmpty { return "<span class=\"fm-nav-draft\">\(escapedTitles[item])</span>" }
            return link(item, current: current, from: from, routes: routes)
        case .part:
            return "<span class=\"fm-nav-part\">\(escapedTitles[item])</span>"
        case .separator:
            return ""
        case .external:
            guard let url = externalURLs[item] else {
                return "<span class=\"fm-nav-draft\">\(escapedTitles[item])</span>"
            }
            return "<a class=\"fm-nav-external\" href=\"\(HTMLEscaping.escape(url))\">\(escapedTitles[item])"
                + Self.externalMark + "</a>"
        case .draft:
            return "<span class=\"fm-nav-draft\">\(escapedTitles[item])</span>"
        }
    }

    /// After an external link's title: an arrow for the eye, words for screen readers.
    static let externalMark =
        "<span class=\"fm-nav-external-mark\" aria-hidden=\"true\">↗</span>"
        + "<span class=\"fm-nav-hidden-text\"> (external link)</span>"

    /// A link to `item` from the page at the percent-encoded output path `from`.
    private func link(_ item: Int, current: Int, from: String, routes: SiteRoutes) -> String {
        let href = HTMLEscaping.escape(routes.encodedLink(from: from, to: encodedPaths[item]))
        let currentAttribute = item == current ? " aria-current=\"page\"" : ""
        return "<a href=\"\(href)\"\(currentAttribute)>\(escapedTitles[item])</a>"
    }

    /// The line that stands for the entries of `group` at `hidden`: a link to the group's page, or for a part to
    /// `target` (the first page among them on that side), or text when there is no page to go to.
    private func more(
        _ group: Int, hidden: Range<Int>, target: Int, from: String, routes: SiteRoutes
    ) -> String {
        let children = items[group].children
        let separators =
            (hidden.upperBound < children.count
                ? separatorsBefore[children[hidden.upperBound]]
                : separatorsBefore[children[children.count - 1]]
                    + (items[children[children.count - 1]].kind == .separator ? 1 : 0))
            - separatorsBefore[children[hidden.lowerBound]]
        let count = hidden.count - separators
        let text = "… \(count) more \(count == 1 ? "page" : "pages")"
        let destination = Self.isLinked(items[group]) ? group : target
        guard destination >= 0, count > 0 else { return count > 0 ? "<li class=\"fm-nav-more\">\(text)</li>\n" : "" }
        let href = HTMLEscaping.escape(routes.encodedLink(from: from, to: encodedPaths[destination]))
        return "<li class=\"fm-nav-more\"><a href=\"\(href)\">\(text)</a></li>\n"
    }

    /// The list of every entry of a group, for its page. A part among them, which has no page of its own, is
    /// listed with all of its entries, so that every page is reached from some page's list.
    func folderListingHTML(folder: Int, from: String, routes: SiteRoutes) -> String {
        guard !items[folder].children.isEmpty else { return "" }
        let from = SiteRoutes.percentEncode(from)
        var html = "<ul class=\"fm-folder-list\">\n"
        // Each frame: a group being listed and the next of its children; parts open a nested list.
        var stack: [(group: Int, next: Int)] = [(folder, 0)]
        while let (group, next) = stack.popLast() {
            let children = items[group].children
            guard next < children.count else {
                if !stack.isEmpty { html += "</ul>\n</li>\n" }
                continue
            }
            stack.append((group, next + 1))
            let child = children[next]
            switch items[child].kind {
            case .separator:
                html += Self.separatorHTML
            case .part:
                html += "<li>" + label(child, current: -1, from: from, routes: routes) + "\n<ul>\n"
                stack.append((child, 0))
            default:
                html += "<li>" + label(child, current: -1, from: from, routes: routes) + "</li>\n"
            }
        }
        return html + "</ul>\n"
    }
}

/// A closed group and the place it is seen from (see `closedGroupPlace`).
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
