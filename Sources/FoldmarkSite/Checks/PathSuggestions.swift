import FoldmarkCore

/// "Did you mean" for links to missing pages and files, without comparing each missing path with every path
/// of the site.
///
/// A page that moved is found by its file name, in a dictionary. A typo is looked for only among the paths
/// nearest to the missing one in sorted order, and nearest in sorted order of the reversed paths: a typo keeps
/// the start or the end of the path (most keep both), so the intended path sorts beside it one way or the other.
/// At most `2 × 2 ×` ``window`` paths are compared per link, so `check` stays linear in the number of links.
/// What it gives up: a typo that changes both the first and the last characters of a path in a large site may
/// find no suggestion.
struct PathSuggestions {
    /// How many neighbours on each side of the missing path, in each order, are compared with it.
    static let window = 24

    private let sorted: [String]
    /// The candidates by their reversed text, sorted, with the index of each in `sorted`.
    private let reversed: [(key: String, index: Int)]
    private var byName: [String: [String]] = [:]

    /// `candidates`: content paths of pages (and `folder/` for folders), or of files.
    init(_ candidates: some Sequence<String>) {
        sorted = Array(Set(candidates)).sorted()
        reversed = sorted.enumerated().map { (String($1.reversed()), $0) }.sorted { $0.key < $1.key }
        for path in sorted { byName[SiteRoutes.lastComponent(of: Self.trimmed(path)), default: []].append(path) }
    }

    /// A likely intended target for the missing `path`, written relative to the linking page `page`: the same
    /// file name elsewhere in the site (a page that moved), else the closest path by edit distance.
    func suggest(for path: String, from page: String) -> String? {
        let moved = (byName[SiteRoutes.lastComponent(of: Self.trimmed(path))] ?? []).filter { $0 != page && $0 != path }
        let target =
            moved.count == 1 ? moved[0] : Suggestion.closest(to: path, in: neighbours(of: path).filter { $0 != page })
        return target.map { SiteRoutes.relative(from: page, to: $0) }
    }

    /// The candidates nearest to `path` in both orders, nearest first (so that `Suggestion.closest` finds a
    /// close one early and stops comparing the rest sooner; of two equally close, the nearer wins).
    func neighbours(of path: String) -> [String] {
        let at = Self.insertionPoint(of: path, in: sorted, key: { $0 })
        let reversedAt = Self.insertionPoint(of: String(path.reversed()), in: reversed, key: \.key)
        var picked: [Int] = []
        var seen = Set<Int>()
        func pick(_ index: Int?) {
            if let index, seen.insert(index).inserted { picked.append(index) }
        }
        for step in 0..<Self.window {
            pick(at + step < sorted.count ? at + step : nil)
            pick(at - 1 - step >= 0 ? at - 1 - step : nil)
            pick(reversedAt + step < reversed.count ? reversed[reversedAt + step].index : nil)
            pick(reversedAt - 1 - step >= 0 ? reversed[reversedAt - 1 - step].index : nil)
        }
        return picked.map { sorted[$0] }
    }

    /// The first index whose key is not less than `value`.
    private static func insertionPoint<Element>(of value: String, in array: [Element], key: (Element) -> String) -> Int
    {
        var low = 0
        var high = array.count
        while low < high {
            let middle = (low + high) / 2
            if key(array[middle]) < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func trimmed(_ path: String) -> String {
        path.hasByteSuffix("/") ? String(decoding: path.utf8.dropLast(), as: UTF8.self) : path
    }
}
