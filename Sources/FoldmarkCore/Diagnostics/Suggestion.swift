/// Finds the closest match for a misspelt name, for "did you mean" hints.
public enum Suggestion {
    /// The candidate nearest to `name` by edit distance, if it is close enough to be a likely typo: at most a
    /// third of the name's length, and at least one edit. Exact matches that differ only in case win.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        let length = lowered.count
        let limit = max(1, name.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let other = candidate.lowercased()
            if other == lowered { return candidate }
            // The distance is at least the difference in length: skip what cannot be close enough, or better.
            let bound = min(limit, (best?.distance ?? .max) - 1)
            guard bound > 0, abs(other.count - length) <= bound else { continue }
            if let distance = editDistance(lowered, other, atMost: bound) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The edit distance between two strings, by characters: insertions, deletions, substitutions and swaps
    /// of two neighbouring characters each count one.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        // ASCII text compares as bytes, which are its characters, far faster than `Character`s.
        if a.utf8.allSatisfy({ $0 < 0x80 }), b.utf8.allSatisfy({ $0 < 0x80 }) {
            return distance(Array(a.utf8), Array(b.utf8))
        }
        return distance(Array(a), Array(b))
    }

    /// ``editDistance(_:_:)`` when it is at most `limit`, else `nil`, found without finishing the table when
    /// the distance is sure to exceed the limit.
    static func editDistance(_ a: String, _ b: String, atMost limit: Int) -> Int? {
        if a.utf8.allSatisfy({ $0 < 0x80 }), b.utf8.allSatisfy({ $0 < 0x80 }) {
            return distance(Array(a.utf8), Array(b.utf8), atMost: limit)
        }
        return distance(Array(a), Array(b), atMost: limit)
    }

    private static func distance<Element: Equatable>(_ a: [Element], _ b: [Element], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            current[0] = i
            var minimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                minimum = min(minimum, current[j])
            }
            // Each row builds on the two before it: once both exceed the limit, so does every later one.
            if minimum > limit && previousMinimum > limit { return nil }
            previousMinimum = minimum
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    private static func distance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        distance(a, b, atMost: .max)!
    }
}
