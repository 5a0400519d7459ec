import FoldmarkTestSupport
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Near-linear time on pathological inputs, in the spirit of cmark's own `pathological_tests.py`.
///
/// Each check times `Document.parse` plus `HTMLRenderer.renderFragment` at a size n and at 8n and expects the
/// ratio to stay under 24: linear work gives about 8, quadratic about 64. Only ratios are checked, never
/// wall-clock limits, so the tests hold on slow machines and in debug builds. Times are the test thread's own
/// processor time (``ThreadCPUTime``), so a machine busy with other work does not skew the ratio. The suite is
/// serialized so that the timings do not compete with each other.
@Suite(.serialized) struct ScalingTests {
    /// The largest time(8n) / time(n) accepted as near-linear.
    static let maximumRatio = 24.0

    // MARK: Inline pathologies
    //
    // Sizes are large enough that the small input's working set already spills out of the CPU caches. Below
    // that, libcmark-gfm alone (in C, with its default malloc allocator) shows ratios well above 8 although it
    // scales linearly further up: nested emphasis measures about 27 at 5,000 → 40,000, 10–13 at 10,000 → 80,000
    // and 6–12 at 20,000 → 160,000 (and about 11 at 5,000 or 10,000 with cmark's arena allocator).

    @Test func nestedBrackets() throws {
        try expectNearLinear("nested brackets", small: 50_000, Pathological.nestedBrackets)
    }

    @Test func nestedEmphasis() throws {
        try expectNearLinear("nested emphasis", small: 20_000, Pathological.nestedEmphasis)
    }

    @Test func emphasisClosersWithoutOpeners() throws {
        try expectNearLinear("emphasis closers without openers", small: 50_000, Pathological.closersWithoutOpeners)
    }

    @Test func emphasisOpenersWithoutClosers() throws {
        try expectNearLinear("emphasis openers without closers", small: 50_000, Pathological.openersWithoutClosers)
    }

    @Test func emphasisCloserRunsMultipleOfThree() throws {
        try expectNearLinear("closer runs, multiple of 3", small: 50_000, Pathological.closerRunsMultipleOfThree)
    }

    // MARK: Block pathologies

    @Test func deeplyNestedBlockQuotes() throws {
        try expectNearLinear("nested block quotes", small: 6_250, Pathological.nestedBlockQuotes)
    }

    @Test func deeplyNestedLists() throws {
        // The scaled variable is the depth (125 vs 1,000); each list is repeated so the small size is measurable.
        try expectNearLinear("nested lists (depth)", small: 125) { Pathological.nestedLists(depth: $0, copies: 100) }
    }

    @Test func longTables() throws {
        try expectNearLinear("long table (rows)", small: 2_000, Pathological.longTable)
    }

    /// libcmark-gfm 0.29.0.gfm.6 (Debian 12) is quadratic in the number of columns: its table extension appends
    /// each cell with `cmark_llist_append`, which walks the row's whole list. Measured with the cmark-gfm CLI at
    /// 20 rows: 1,000 columns 73 ms, 2,000 230 ms, 4,000 857 ms, 8,000 3.3 s. A row over
    /// `WideTableGuard.maximumCells` cells turns the table extension off for the document, so wide tables
    /// (1,000 → 8,000 columns, 50 rows) scale linearly.
    @Test func wideTables() throws {
        #expect(WideTableGuard.maximumCells < 1_000)
        try expectNearLinear("wide table (columns)", small: 1_000) { Pathological.wideTable(columns: $0, rows: 50) }
    }

    @Test func manyHeadings() throws {
        try expectNearLinear("many headings", small: 12_500, Pathological.headings)
    }

    // MARK: Structure at scale

    @Test func hundredThousandHeadingsMakeAsManySections() {
        let document = Document.parse(Pathological.headings(100_000))
        #expect(document.allSections.count == 100_000)
        // Levels cycle 1...6 and a level-1 heading closes everything, so every sixth heading is a root.
        #expect(document.sections.count == 100_000 / 6 + 1)
    }

    @Test func fiftyThousandNestedBlockQuotesRenderWithoutOverflowingTheStack() throws {
        let document = Document.parse(Pathological.nestedBlockQuotes(50_000))
        let html = try HTMLRenderer().renderFragment(document)
        #expect(occurrences(of: "<blockquote>", in: html) == 50_000)
        #expect(occurrences(of: "</blockquote>", in: html) == 50_000)
        #expect(html.contains("<p>x</p>"))
    }

    @Test func thousandDeepIndentedListRendersEveryLevel() throws {
        // cmark's own form of the case: each item indented under the previous one.
        let document = Document.parse(Pathological.indentedNestedList(depth: 1_000))
        let html = try HTMLRenderer().renderFragment(document)
        #expect(occurrences(of: "<ul>", in: html) == 1_000)
        #expect(occurrences(of: "</ul>", in: html) == 1_000)
    }
}

// MARK: - Measuring

/// Times `generator(small)` and `generator(8 * small)`; expects the ratio under ``ScalingTests/maximumRatio``.
func expectNearLinear(
    _ name: String, small: Int, _ generator: (Int) -> String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let smallInput = generator(small)
    let largeInput = generator(small * 8)
    let smallTime = try bestTime(smallInput)
    let largeTime = try bestTime(largeInput)
    let ratio = largeTime / smallTime
    let report = "\(name): n=\(small) \(milliseconds(smallTime)), 8n \(milliseconds(largeTime)), ratio \(format(ratio))"
    print("ScalingTests: " + report)
    #expect(
        ratio < ScalingTests.maximumRatio, "\(report); expected < \(format(ScalingTests.maximumRatio))",
        sourceLocation: sourceLocation)
}

/// The best of three timings of parsing and rendering `markdown`. Fast inputs are repeated within a timing so
/// that each timing lasts at least about 10 ms and timer and scheduler noise cannot swing the ratio.
private func bestTime(_ markdown: String) throws -> Duration {
    let target = Duration.milliseconds(10)
    let first = try ThreadCPUTime.measure { try parseAndRender(markdown) }
    // A slow first run already counts as one of the three timings; a fast one only sizes the batches.
    var timings = first >= target ? [first] : []
    let repeats = first >= target ? 1 : min(100, Int((target / first).rounded(.up)))
    while timings.count < 3 {
        let elapsed = try ThreadCPUTime.measure {
            for _ in 0..<repeats { try parseAndRender(markdown) }
        }
        timings.append(elapsed / repeats)
    }
    return timings.min()!
}

/// The work under test. The HTML's length is folded into a global so the optimizer cannot drop the work.
private func parseAndRender(_ markdown: String) throws {
    let document = Document.parse(markdown)
    let html = try HTMLRenderer().renderFragment(document)
    renderedBytes &+= html.utf8.count
}

nonisolated(unsafe) private var renderedBytes = 0

private func milliseconds(_ duration: Duration) -> String {
    format(duration / .milliseconds(1)) + " ms"
}

private func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// How many times `needle` occurs in `haystack`, without overlaps.
private func occurrences(of needle: String, in haystack: String) -> Int {
    let pattern = Array(needle.utf8)
    var count = 0
    var haystack = haystack
    haystack.withUTF8 { bytes in
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) {
                count += 1
                index += pattern.count
            } else {
                index += 1
            }
        }
    }
    return count
}

// MARK: - Generators

/// Pathological inputs, as Markdown.
private enum Pathological {
    /// `[[[…x…]]]`: n nested link brackets.
    static func nestedBrackets(_ n: Int) -> String {
        String(repeating: "[", count: n) + "x" + String(repeating: "]", count: n) + "\n"
    }

    /// `*a **a *a **a … b … a** a* a** a*`: emphasis and strong emphasis nested 2n deep.
    static func nestedEmphasis(_ n: Int) -> String {
        String(repeating: "*a **a ", count: n) + "b" + String(repeating: " a** a*", count: n) + "\n"
    }

    /// `a_ a_ a_ …`: n right-flanking delimiters that never find an opener.
    static func closersWithoutOpeners(_ n: Int) -> String {
        String(repeating: "a_ ", count: n) + "\n"
    }

    /// `_a _a _a …`: n left-flanking delimiters that never find a closer.
    static func openersWithoutClosers(_ n: Int) -> String {
        String(repeating: "_a ", count: n) + "\n"
    }

    /// `a**b c* c* …`: an opener run of 2 followed by n closer runs of 1 that the rule of 3 keeps from matching.
    static func closerRunsMultipleOfThree(_ n: Int) -> String {
        "a**b" + String(repeating: "c* ", count: n) + "\n"
    }

    /// `> > > … x`: one paragraph inside n nested block quotes.
    static func nestedBlockQuotes(_ n: Int) -> String {
        String(repeating: "> ", count: n) + "x\n"
    }

    /// `- - - … x` (lists nested `depth` deep on one line), repeated `copies` times, each closed by a paragraph.
    static func nestedLists(depth: Int, copies: Int) -> String {
        String(repeating: String(repeating: "- ", count: depth) + "x\n\nparagraph\n\n", count: copies)
    }

    /// cmark's form: line i is indented 2i spaces, so the input grows with the square of the depth.
    static func indentedNestedList(depth: Int) -> String {
        var text = ""
        for level in 0..<depth {
            text += String(repeating: "  ", count: level) + "- a\n"
        }
        return text
    }

    /// A table with `columns` columns, a delimiter row and `rows` body rows.
    static func wideTable(columns: Int, rows: Int) -> String {
        let header = "|" + (0..<columns).map { "h\($0)" }.joined(separator: "|") + "|\n"
        let delimiter = "|" + String(repeating: "-|", count: columns) + "\n"
        let row = "|" + String(repeating: "c|", count: columns) + "\n"
        return header + delimiter + String(repeating: row, count: rows)
    }

    /// A three-column table with n body rows, one cell with inline markup per row.
    static func longTable(_ rows: Int) -> String {
        var text = "| a | b | c |\n|---|---|---|\n"
        for index in 0..<rows {
            text += "| \(index) | *x* | y |\n"
        }
        return text
    }

    /// n headings cycling through levels 1–6, each with a one-line body.
    static func headings(_ n: Int) -> String {
        var text = ""
        for index in 0..<n {
            text += String(repeating: "#", count: index % 6 + 1) + " Heading \(index)\n\nBody \(index).\n\n"
        }
        return text
    }
}
