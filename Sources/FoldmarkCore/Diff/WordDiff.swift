/// The word-level changes between two texts, from Swift's `CollectionDifference` (Myers' algorithm).
///
/// Myers' algorithm takes time O((N + M) · D), where D is the number of words changed: quadratic when two long
/// texts have little in common. So texts of more than ``maximumWords`` words together are not compared word by
/// word; the change is shown as the old text removed and the new one added, which is linear.
public struct WordDiff: Sendable, Hashable, Codable {
    /// One run of words: kept, removed or added.
    public struct Run: Sendable, Hashable, Codable {
        /// `same`, `removed` or `added`.
        public var kind: Kind
        /// The words, separated by spaces.
        public var text: String
    }

    /// What happened to a run of words.
    public enum Kind: String, Sendable, Hashable, Codable {
        case same, removed, added
    }

    /// The most words (old and new together) compared word by word.
    public static let maximumWords = 20_000

    /// The runs, in reading order.
    public var runs: [Run]
    /// Whether the texts were too long to compare word by word (``runs`` is then all removed, then all added).
    public var wholeText: Bool

    /// The changes from `old` to `new`.
    public init(old: String, new: String) {
        let before = DiffText.words(old)
        let after = DiffText.words(new)
        var runs: [Run] = []
        func add(_ kind: Kind, _ word: Substring) {
            if let last = runs.last, last.kind == kind {
                runs[runs.count - 1].text += " " + word
            } else {
                runs.append(Run(kind: kind, text: String(word)))
            }
        }
        if before.count + after.count > Self.maximumWords {
            wholeText = true
            if !before.isEmpty { runs.append(Run(kind: .removed, text: before.joined(separator: " "))) }
            if !after.isEmpty { runs.append(Run(kind: .added, text: after.joined(separator: " "))) }
            self.runs = runs
            return
        }
        wholeText = false
        let difference = after.difference(from: before)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < before.count || newIndex < after.count {
            if oldIndex < before.count, removed.contains(oldIndex) {
                add(.removed, before[oldIndex])
                oldIndex += 1
            } else if newIndex < after.count, inserted.contains(newIndex) {
                add(.added, after[newIndex])
                newIndex += 1
            } else {
                if newIndex < after.count { add(.same, after[newIndex]) }
                oldIndex += 1
                newIndex += 1
            }
        }
        self.runs = runs
    }
}
