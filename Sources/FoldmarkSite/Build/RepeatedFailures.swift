import FoldmarkCore

/// Folds the failures of one build step that say the same thing for many files into the first and a count.
///
/// When the disk is full, the output is on a read-only file system, or a template fails the same way on every
/// page, each of thousands of pages fails with the same message; printing every one hides the cause in a
/// flood. The first failure of each kind (code and message) is kept, in the step's order, and its message says
/// how many more there were: `cannot write file: No space left on device (and 2016 more files the same way,
/// not shown)`. (One diagnostic, not a separate note: the build reports its output step's errors apart from
/// the warnings and notes gathered before it.)
enum RepeatedFailures {
    static func folded(_ failures: [Diagnostic]) -> [Diagnostic] {
        struct Kind: Hashable {
            var code: String
            var message: String
        }
        var counts: [Kind: Int] = [:]
        for failure in failures { counts[Kind(code: failure.code, message: failure.message), default: 0] += 1 }
        guard counts.values.contains(where: { $0 > 1 }) else { return failures }
        var result: [Diagnostic] = []
        var shown: Set<Kind> = []
        for failure in failures {
            let kind = Kind(code: failure.code, message: failure.message)
            guard shown.insert(kind).inserted else { continue }
            var first = failure
            let more = counts[kind, default: 1] - 1
            if more > 0 { first.message += " (and \(more) more file\(more == 1 ? "" : "s") the same way, not shown)" }
            result.append(first)
        }
        return result
    }
}
