/// Collects the runs ``Lexer`` finds and writes them as HTML: every byte escaped, each run of a kind in a
/// `<span class="hl-…">`, and optionally each line in a `<span class="hl-line">` for line numbers and marks.
struct HighlightWriter {
    private var kinds: [TokenKind] = []
    private var ends: [Int] = []
    private var covered = 0

    var runCount: Int { kinds.count }

    /// Adds the run `range`, which must start where the previous one ended.
    mutating func emit(_ kind: TokenKind, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        assert(range.lowerBound == covered, "runs must be contiguous")
        if let last = kinds.last, last == kind {
            ends[ends.count - 1] = range.upperBound
        } else {
            kinds.append(kind)
            ends.append(range.upperBound)
        }
        covered = range.upperBound
    }

    /// Gives every run from `fromRun` on the kind `kind` (a string that turned out to be a key).
    mutating func retype(fromRun start: Int, to kind: TokenKind) {
        for run in start..<kinds.count { kinds[run] = kind }
    }

    /// The runs, merged, as (kind, end offset) pairs: for tests and the oracle.
    var runs: [(kind: TokenKind, end: Int)] {
        var merged: [(kind: TokenKind, end: Int)] = []
        for (kind, end) in zip(kinds, ends) {
            if let last = merged.last, last.kind == kind {
                merged[merged.count - 1].end = end
            } else {
                merged.append((kind, end))
            }
        }
        return merged
    }

    /// The HTML for `code`, whose bytes the runs cover. `lines` wraps each line in a span; `marked` lines (1-based)
    /// get the `hl-mark` class too.
    func html(_ code: UnsafeBufferPointer<UInt8>, lines: Bool, marked: Set<Int>, into out: inout [UInt8]) {
        out.reserveCapacity(out.count + code.count * 2)
        var open: TokenKind = .plain
        var lineOpen = false
        var lineNumber = 0
        var position = 0
        func closeSpan() {
            if open != .plain { out += Self.closeSpan }
            open = .plain
        }
        for (kind, end) in runs {
            while position < end {
                let byte = code[position]
                if lines && !lineOpen {
                    lineNumber += 1
                    out += marked.contains(lineNumber) ? Self.markedLine : Self.line
                    lineOpen = true
                }
                if byte == UInt8(ascii: "\n") {
                    closeSpan()
                    out.append(byte)
                    if lineOpen {
                        out += Self.closeSpan
                        lineOpen = false
                    }
                    position += 1
                    continue
                }
                if open != kind {
                    closeSpan()
                    out += Self.openTags[Int(kind.rawValue)]
                    open = kind
                }
                switch byte {
                case UInt8(ascii: "&"): out += Self.ampersand
                case UInt8(ascii: "<"): out += Self.lessThan
                case UInt8(ascii: ">"): out += Self.greaterThan
                case UInt8(ascii: "\""): out += Self.quote
                default: out.append(byte)
                }
                position += 1
            }
        }
        closeSpan()
        if lineOpen { out += Self.closeSpan }
    }

    /// `<span class="hl-…">` for each kind, by raw value; empty for plain.
    private static let openTags: [[UInt8]] = TokenKind.allCases.map { kind in
        kind.className.map { Array("<span class=\"\($0)\">".utf8) } ?? []
    }
    private static let closeSpan = Array("</span>".utf8)
    private static let line = Array("<span class=\"hl-line\">".utf8)
    private static let markedLine = Array("<span class=\"hl-line hl-mark\">".utf8)
    // The same escapes cmark-gfm gives code, so plain text inside a highlighted block reads as before.
    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
}
