/// The differences between two versions of a document or a site, section by section: `foldmark diff`.
///
/// Sections are matched in three passes: by page and id; then, among those left, by heading path (the titles of
/// the page and of every enclosing section); then by title similarity (``DiffText/similarity(_:_:)`` of at least
/// ``renameThreshold``, best pair first), which finds renamed sections. The third pass compares every left-over
/// pair, so it runs only when there are at most ``maximumRenameCandidates`` pairs. A matched section is `moved`
/// when its parent is not the match of its old parent or its level changed, `renamed` when its title changed and
/// `changed` when its text did; unmatched ones are `added` or `removed`.
public struct SectionDiff: Sendable {
    /// What happened to one section.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case added, removed, moved, renamed, changed, unchanged
    }

    /// One section's fate: the old and new entries (one is `nil` when added or removed) and how they differ.
    public struct Change: Sendable, Hashable {
        /// The old section, unless it was added.
        public var old: DiffSection?
        /// The new section, unless it was removed.
        public var new: DiffSection?
        /// Everything that happened to it; `[.unchanged]` when nothing did.
        public var kinds: [Kind]
        /// The word-level changes, when the text changed.
        public var words: WordDiff?

        /// The entry shown: the new one, else the old one.
        public var shown: DiffSection { (new ?? old)! }
    }

    /// The lowest title similarity for two sections to count as one renamed.
    public static let renameThreshold = 0.6
    /// The most unmatched (old, new) pairs scored for renames.
    public static let maximumRenameCandidates = 250_000

    /// The old entries.
    public var old: [DiffSection]
    /// The new entries.
    public var new: [DiffSection]
    /// For each new entry, the index of its old match.
    public var matchOfNew: [Int?]
    /// Every change: the new entries in order, each removed entry placed after the new entry its old predecessor
    /// matched (so removals show where they were).
    public var changes: [Change]

    /// Compares `old` with `new`.
    public init(old: [DiffSection], new: [DiffSection]) {
        self.old = old
        self.new = new
        var matchOfNew = [Int?](repeating: nil, count: new.count)
        var matchOfOld = [Int?](repeating: nil, count: old.count)
        func link(_ o: Int, _ n: Int) {
            matchOfNew[n] = o
            matchOfOld[o] = n
        }
        // 1. Page and id.
        var byID: [String: Int] = [:]
        for (index, entry) in old.enumerated() {
            byID[entry.page + "#" + entry.id] = byID[entry.page + "#" + entry.id] ?? index
        }
        for (index, entry) in new.enumerated() {
            if let o = byID[entry.page + "#" + entry.id], matchOfOld[o] == nil, old[o].isPage == entry.isPage {
                link(o, index)
            }
        }
        // 2. Heading path.
        let oldPaths = Self.paths(old)
        let newPaths = Self.paths(new)
        var byPath: [String: [Int]] = [:]
        for index in old.indices.reversed() where matchOfOld[index] == nil {
            byPath[oldPaths[index], default: []].append(index)
        }
        for index in new.indices where matchOfNew[index] == nil {
            if var candidates = byPath[newPaths[index]], let o = candidates.popLast() {
                byPath[newPaths[index]] = candidates
                if old[o].isPage == new[index].isPage { link(o, index) }
            }
        }
        // 3. Title similarity.
        let leftOld = old.indices.filter { matchOfOld[$0] == nil }
        let leftNew = new.indices.filter { matchOfNew[$0] == nil }
        if !leftOld.isEmpty, !leftNew.isEmpty, leftOld.count * leftNew.count <= Self.maximumRenameCandidates {
            var pairs: [(score: Double, o: Int, n: Int)] = []
            for n in leftNew {
                for o in leftOld where old[o].isPage == new[n].isPage {
                    let score = DiffText.similarity(old[o].title, new[n].title)
                    if score >= Self.renameThreshold { pairs.append((score, o, n)) }
                }
            }
            pairs.sort { ($0.score, -$0.n, -$0.o) > ($1.score, -$1.n, -$1.o) }
            for pair in pairs where matchOfOld[pair.o] == nil && matchOfNew[pair.n] == nil { link(pair.o, pair.n) }
        }
        self.matchOfNew = matchOfNew
        changes = Self.changes(old: old, new: new, matchOfNew: matchOfNew, matchOfOld: matchOfOld)
    }

    /// Whether anything changed.
    public var hasChanges: Bool { changes.contains { $0.kinds != [.unchanged] } }

    /// How many sections had each kind of change (a section can count under several).
    public var counts: [Kind: Int] {
        var counts: [Kind: Int] = [:]
        for change in changes { for kind in change.kinds { counts[kind, default: 0] += 1 } }
        return counts
    }

    private static func changes(old: [DiffSection], new: [DiffSection], matchOfNew: [Int?], matchOfOld: [Int?])
        -> [Change]
    {
        var result: [Change] = []
        // Removed entries, keyed by the new index after which they are shown (-1: at the start).
        var removedAfter: [Int: [Int]] = [:]
        var lastMatched = -1
        for o in old.indices {
            if let n = matchOfOld[o] {
                lastMatched = n
            } else {
                removedAfter[lastMatched, default: []].append(o)
            }
        }
        for o in removedAfter[-1] ?? [] { result.append(Change(old: old[o], new: nil, kinds: [.removed])) }
        for (n, entry) in new.enumerated() {
            if let o = matchOfNew[n] {
                var kinds: [Kind] = []
                let before = old[o]
                let oldParentMatch = before.parent.flatMap { matchOfOld[$0] }
                if oldParentMatch != entry.parent || before.level != entry.level || before.page != entry.page {
                    kinds.append(.moved)
                }
                if before.title != entry.title { kinds.append(.renamed) }
                var words: WordDiff?
                if let oldText = before.text, let newText = entry.text, oldText != newText {
                    kinds.append(.changed)
                    words = WordDiff(old: oldText, new: newText)
                }
                result.append(
                    Change(old: before, new: entry, kinds: kinds.isEmpty ? [.unchanged] : kinds, words: words))
            } else {
                result.append(
                    Change(
                        old: nil, new: entry, kinds: [.added],
                        words: entry.text.map { WordDiff(old: "", new: $0) }))
            }
            for o in removedAfter[n] ?? [] { result.append(Change(old: old[o], new: nil, kinds: [.removed])) }
        }
        return result
    }

    /// Each entry's heading path: its page and the titles from the top down to it, joined by a separator that
    /// titles cannot hold. Parents come before children, so one pass suffices.
    private static func paths(_ entries: [DiffSection]) -> [String] {
        var paths: [String] = []
        paths.reserveCapacity(entries.count)
        for entry in entries {
            let prefix = entry.parent.map { paths[$0] } ?? entry.page
            paths.append(prefix + "\u{0}" + entry.title)
        }
        return paths
    }
}
