import Foundation

/// A ``SectionDiff`` as a foldable HTML page, as Markdown for a pull request comment, or as JSON for tools.
///
/// In the page, every section of the new version appears in its place, with removed ones where they were;
/// unchanged sections are folded, changed ones open (and every section around a change, so it is in view),
/// additions and removals marked with the theme's inserted and deleted colours. With a base URL, each change
/// links to its section in the new site, where the link opens the folded section.
public struct DiffReport: Sendable {
    /// The comparison.
    public var diff: SectionDiff
    /// The new site's URL (`https://example.org/docs/`), or `nil` for no links.
    public var baseURL: String?
    /// The names of the two inputs, as given.
    public var oldName: String
    /// The name of the new input.
    public var newName: String

    /// Creates a report.
    public init(diff: SectionDiff, oldName: String, newName: String, baseURL: String? = nil) {
        self.diff = diff
        self.oldName = oldName
        self.newName = newName
        self.baseURL = baseURL
    }

    /// The counts as a line: `2 changed · 1 added · 1 removed`, or `no changes`.
    public var summary: String {
        let counts = diff.counts
        let parts = SectionDiff.Kind.allCases.filter { $0 != .unchanged }.compactMap { kind in
            counts[kind].map { "\($0) \(kind.rawValue)" }
        }
        return parts.isEmpty ? "no changes" : parts.joined(separator: " · ")
    }

    /// The deep link to `entry` in the new site, when there is a base URL.
    public func link(to entry: DiffSection) -> String? {
        guard let baseURL else { return nil }
        let base = baseURL.hasSuffix("/") || entry.url.isEmpty ? baseURL : baseURL + "/"
        let fragment = entry.isPage ? "" : "#" + entry.id
        // Published sites serve a folder's index.html at the folder's URL.
        var url = entry.url
        if url == "index.html" || url.hasSuffix("/index.html") { url.removeLast("index.html".count) }
        return base + url + fragment
    }

    // MARK: HTML

    /// The section tree of the report, under a level-1 section titled `title`.
    public func document(title: String) -> Document {
        var ids = Slugger()
        var nodes: [Section] = []
        var childIndices: [[Int]] = []
        var hasChange: [Bool] = []
        var stack: [Int] = []
        let siteMode = diff.changes.contains { $0.shown.isPage }
        for change in diff.changes {
            let entry = change.shown
            let level = min(6, entry.level + (siteMode ? 2 : 1))
            while let top = stack.last, nodes[top].level >= level { stack.removeLast() }
            let changed = change.kinds != [.unchanged]
            let index = nodes.count
            nodes.append(section(for: change, level: level, ids: &ids))
            childIndices.append([])
            hasChange.append(changed)
            if let parent = stack.last { childIndices[parent].append(index) }
            if changed { for open in stack { hasChange[open] = true } }
            stack.append(index)
        }
        // Children come after their parents: build the tree from the end.
        var built = [Section?](repeating: nil, count: nodes.count)
        var roots: [Section] = []
        var isChild = [Bool](repeating: false, count: nodes.count)
        for children in childIndices { for child in children { isChild[child] = true } }
        for index in nodes.indices.reversed() {
            var node = nodes[index]
            node.children = childIndices[index].map { built[$0]! }
            node.fold = hasChange[index] ? .open : .closed
            built[index] = node
        }
        for index in nodes.indices where !isChild[index] { roots.append(built[index]!) }
        var body = "<p class=\"fm-diff-totals\">\(HTMLEscaping.escape(summary))</p>\n"
        body += "<p class=\"fm-diff-inputs\">From <code>\(HTMLEscaping.escape(oldName))</code> to "
        body += "<code>\(HTMLEscaping.escape(newName))</code>.</p>\n"
        if diff.changes.isEmpty { body += "<p>Both are empty.</p>\n" }
        let top = Section(
            level: 1, id: ids.unique("changes"), title: SectionTitle(text: title), body: body, children: roots,
            fold: .nofold, classes: ["fm-diff-report"])
        return Document(sections: [top])
    }

    /// The whole page, through `theme`'s report template.
    public func html(title: String = "Changes", theme: Theme = .builtIn, remember: Bool = true) throws -> String {
        try HTMLRenderer(theme: theme, policy: FoldPolicy()).renderReport(
            document(title: title), title: title, remember: remember)
    }

    private func section(for change: SectionDiff.Change, level: Int, ids: inout Slugger) -> Section {
        let entry = change.shown
        let badges = change.kinds.filter { $0 != .unchanged }.map {
            "<span class=\"fm-badge fm-diff-badge fm-diff-badge-\($0.rawValue)\">\($0.rawValue)</span>"
        }
        let name = entry.title.isEmpty ? (entry.isPage ? entry.page : "(untitled)") : entry.title
        let titleHTML =
            "<span class=\"fm-diff-title\">\(HTMLEscaping.escape(name))</span>"
            + (badges.isEmpty ? "" : " <span class=\"fm-badges\">" + badges.joined(separator: " ") + "</span>")
        var body = ""
        if entry.isPage { body += "<p class=\"fm-diff-note\"><code>\(HTMLEscaping.escape(entry.page))</code></p>\n" }
        if change.kinds.contains(.renamed), let old = change.old {
            body += "<p class=\"fm-diff-note\">Renamed from “\(HTMLEscaping.escape(old.title))”.</p>\n"
        }
        if change.kinds.contains(.moved), let old = change.old {
            body += "<p class=\"fm-diff-note\">Moved from \(HTMLEscaping.escape(place(of: old, in: diff.old))).</p>\n"
        }
        if change.kinds.contains(.removed), let text = change.old?.text, !text.isEmpty {
            body += "<p class=\"fm-diff-words\"><del class=\"fm-diff-removed\">\(HTMLEscaping.escape(text))</del></p>\n"
        } else if let words = change.words {
            body += "<p class=\"fm-diff-words\">" + words.runs.map(Self.html).joined(separator: " ") + "</p>\n"
            if words.wholeText {
                body += "<p class=\"fm-diff-note\">Too long to compare word by word: the whole text is shown.</p>\n"
            }
        } else if let text = entry.text, !text.isEmpty {
            body += "<p class=\"fm-diff-words\">\(HTMLEscaping.escape(text))</p>\n"
        }
        if !change.kinds.contains(.removed), change.kinds != [.unchanged], let link = link(to: entry) {
            body +=
                "<p class=\"fm-diff-link\"><a href=\"\(HTMLEscaping.escape(link))\">Open in the new version</a></p>\n"
        }
        if body.isEmpty { body = "<p class=\"fm-diff-note\">No text.</p>\n" }
        let base = Slugger.slug((entry.page.isEmpty ? "" : entry.page + "-") + (entry.isPage ? "page" : entry.id))
        let classes = ["fm-diff-section"] + change.kinds.map { "fm-diff-\($0.rawValue)" }
        return Section(
            level: level, id: ids.unique(base.isEmpty ? "section" : base),
            title: SectionTitle(html: titleHTML, text: name), body: body, classes: classes)
    }

    /// Where `entry` was: `the top of page.md`, or `under “Parent”`.
    func place(of entry: DiffSection, in entries: [DiffSection]) -> String {
        guard let parent = entry.parent else { return entry.page.isEmpty ? "the top level" : "page " + entry.page }
        let owner = entries[parent]
        if owner.isPage { return "the top of " + owner.page }
        return "under “\(owner.title)”" + (owner.page.isEmpty ? "" : " in " + owner.page)
    }

    private static func html(_ run: WordDiff.Run) -> String {
        let text = HTMLEscaping.escape(run.text)
        switch run.kind {
        case .same: return text
        case .removed: return "<del class=\"fm-diff-removed\">\(text)</del>"
        case .added: return "<ins class=\"fm-diff-added\">\(text)</ins>"
        }
    }
}
