/// Collects the runs ``Lexer`` finds and writes them as HTML: every byte escaped, each run of a kind in a
/// `<span class="hl-…">`, and optionally each line in a `<span class="hl-line">` for line numbers and marks.
struct HighlightWriter: ~Copyable {
    /// Each run as one number: its end offset times 256 plus its kind's raw value. Kept in memory of its own
    /// rather than an array: a block of code has a run every few bytes, and an array's append checks its
    /// uniqueness and capacity and reads its last element each time.
    private var packed: UnsafeMutablePointer<Int>
    private var capacity: Int
    private(set) var runCount = 0
    /// The last run's kind, or -1 before the first.
    private var lastKind = -1
    private var covered = 0

    /// A writer with room for the runs of about `expectedBytes` bytes of code: one run in four bytes.
    init(expectedBytes: Int = 0) {
        capacity = max(16, expectedBytes / 4)
        packed = .allocate(capacity: capacity)
    }

    deinit { packed.deallocate() }

    /// Adds the run `range`, which must start where the previous one ended.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        assert(range.lowerBound == covered, "runs must be contiguous")
        let raw = Int(kind.rawValue)
        let run = range.upperBound << 8 | raw
        if lastKind == raw {
            packed[runCount - 1] = run
        } else {
            if runCount == capacity { grow() }
            packed[runCount] = run
            runCount += 1
            lastKind = raw
        }
        covered = range.upperBound
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Int>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: packed, count: runCount)
        packed.deallocate()
        packed = larger
        capacity *= 2
    }

    /// Gives every run from `fromRun` on the kind `kind` (a string that turned out to be a key).
    mutating func retype(fromRun start: Int, to kind: TokenKind) {
        guard start < runCount else { return }
        for run in start..<runCount { packed[run] = packed[run] & ~0xFF | Int(kind.rawValue) }
        lastKind = Int(kind.rawValue)
    }

    /// The runs, merged, as (kind, end offset) pairs: for tests and the oracle.
    var runs: [(kind: TokenKind, end: Int)] {
        var merged: [(kind: TokenKind, end: Int)] = []
        for run in UnsafeBufferPointer(start: packed, count: runCount) {
            let (kind, end) = (TokenKind(rawValue: UInt8(truncatingIfNeeded: run))!, run >> 8)
            if let last = merged.last, last.kind == kind {
                merged[merged.count - 1].end = end
            } else {
                merged.append((kind, end))
            }
        }
        return merged
    }

    /// How many bytes ``html(_:lines:marked:to:capacity:)`` may need for `code`: at most what it writes, plus room
    /// for tags written 8 bytes at a time past their end.
    func htmlCapacity(_ code: UnsafeBufferPointer<UInt8>, lines: Bool) -> Int {
        // Found with `memchr`, which reads many bytes at once: lines are tens of bytes long.
        var newlines = 0
        var offset = 0
        while let hit = code.firstIndex(of: 0x0A, from: offset) {
            newlines += 1
            offset = hit + 1
        }
        return Self.htmlBound(bytes: code.count, newlines: newlines, runs: runCount, lines: lines)
            + ByteSink.overshoot
    }

    /// Writes the HTML for `code`, whose bytes the runs cover, at `base`, which has room for `capacity` bytes, at
    /// least ``htmlCapacity(_:lines:)``; returns how many it wrote. `lines` wraps each line in a span; `marked`
    /// lines (1-based) get the `hl-mark` class too.
    ///
    /// Written straight into the caller's memory, tags copied from static strings: nothing grows, nothing is
    /// looked up per byte.
    func html(
        _ code: UnsafeBufferPointer<UInt8>, lines: Bool, marked: Set<Int>, to base: UnsafeMutablePointer<UInt8>,
        capacity: Int
    ) -> Int {
        var sink = ByteSink(base: base)
        var open: TokenKind = .plain
        var lineOpen = false
        var lineNumber = 0
        var position = 0
        let tags = Self.openTags
        // The bytes that are not copied as they are, as a bit set: the line feed and the escaped `"`, `&`, `<`, `>`.
        let special: UInt64 = 1 << 0x0A | 1 << 0x22 | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E
        // Adjacent runs of one kind (after ``retype(fromRun:to:)``) share one span: `open` is still their kind.
        for run in UnsafeBufferPointer(start: packed, count: runCount) {
            let kind = TokenKind(rawValue: UInt8(truncatingIfNeeded: run))!
            let end = run >> 8
            while position < end {
                if lines && !lineOpen {
                    lineNumber += 1
                    sink.put(marked.contains(lineNumber) ? Self.markedLine : Self.line)
                    lineOpen = true
                }
                if code[position] == UInt8(ascii: "\n") {
                    if open != .plain { sink.putCloseSpan() }
                    open = .plain
                    sink.put(UInt8(ascii: "\n"))
                    if lineOpen {
                        sink.putCloseSpan()
                        lineOpen = false
                    }
                    position += 1
                    continue
                }
                if open != kind {
                    if open != .plain { sink.putCloseSpan() }
                    if kind != .plain { sink.put(tags[Int(kind.rawValue)]) }
                    open = kind
                }
                // The rest of the run on this line: most bytes are copied as they are.
                while position < end {
                    let byte = code[position]
                    if byte >= 64 || special >> UInt64(byte) & 1 == 0 {
                        sink.put(byte)
                    } else if byte == UInt8(ascii: "\n") {
                        break
                    } else {
                        switch byte {
                        // The same escapes cmark-gfm gives code, so plain text inside a highlighted block reads as
                        // before.
                        case UInt8(ascii: "&"): sink.put("&amp;")
                        case UInt8(ascii: "<"): sink.put("&lt;")
                        case UInt8(ascii: ">"): sink.put("&gt;")
                        case UInt8(ascii: "\""): sink.put("&quot;")
                        default: sink.put(byte)
                        }
                    }
                    position += 1
                }
            }
        }
        if open != .plain { sink.putCloseSpan() }
        if lineOpen { sink.putCloseSpan() }
        precondition(sink.count + ByteSink.overshoot <= capacity, "htmlBound is too small")
        return sink.count
    }

    /// An upper bound on the bytes ``html(_:lines:marked:to:capacity:)`` writes for `bytes` bytes of code holding
    /// `newlines` line feeds in `runs` runs: each byte escaped to at most 6 bytes (`&quot;`); a span opened
    /// (at most 21 bytes, `<span class="hl-ins">`) and closed (7) at most once per run and once more after each
    /// line feed; with `lines`, one line span (at most 31 bytes, and 7 to close it) per line.
    static func htmlBound(bytes: Int, newlines: Int, runs: Int, lines: Bool) -> Int {
        bytes * 6 + (runs + newlines) * (21 + 7) + (lines ? (newlines + 1) * (31 + 7) : 0)
    }

    /// `<span class="hl-…">` for a kind other than plain.
    private static func openTag(_ kind: TokenKind) -> StaticString {
        switch kind {
        case .plain: ""
        case .keyword: "<span class=\"hl-k\">"
        case .type: "<span class=\"hl-t\">"
        case .function: "<span class=\"hl-f\">"
        case .string: "<span class=\"hl-s\">"
        case .escape: "<span class=\"hl-e\">"
        case .number: "<span class=\"hl-n\">"
        case .comment: "<span class=\"hl-c\">"
        case .operator: "<span class=\"hl-o\">"
        case .punctuation: "<span class=\"hl-p\">"
        case .attribute: "<span class=\"hl-a\">"
        case .variable: "<span class=\"hl-v\">"
        case .inserted: "<span class=\"hl-ins\">"
        case .deleted: "<span class=\"hl-del\">"
        }
    }
    /// Every kind's open tag, by raw value, as ``ByteSink`` writes it.
    private static let openTags: [ByteSink.Tag] = TokenKind.allCases.map { ByteSink.Tag(openTag($0)) }
    private static let line: StaticString = "<span class=\"hl-line\">"
    private static let markedLine: StaticString = "<span class=\"hl-line hl-mark\">"

    /// Every kind's open tag, as ``html(_:lines:marked:to:capacity:)`` writes it: for the tests, which hold it to
    /// ``TokenKind/className``.
    static func openTagText(_ kind: TokenKind) -> String {
        openTag(kind).description
    }
}

/// Bytes written one after the other into memory sized beforehand.
private struct ByteSink {
    let base: UnsafeMutablePointer<UInt8>
    var count = 0
    /// `</span>` as a word (looked up once, not once per tag).
    private let closeSpan = Self.closeSpanWord

    init(base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    @inline(__always)
    mutating func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func put(_ text: StaticString) {
        UnsafeMutableRawPointer(base + count).copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    /// How many bytes past its end a ``Tag`` or a closing tag may write: the buffer needs this much more room.
    static let overshoot = 24

    /// A tag of at most 24 bytes, kept as three 8-byte words: written with three stores instead of a copy.
    struct Tag {
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count: Int

        init(_ text: StaticString) {
            precondition(text.utf8CodeUnitCount <= 24)
            count = text.utf8CodeUnitCount
            var bytes = [UInt8](repeating: 0, count: 24)
            for offset in 0..<count { bytes[offset] = text.utf8Start[offset] }
            bytes.withUnsafeBytes { raw in
                words = (
                    raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
                    raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
                    raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                )
            }
        }
    }

    @inline(__always)
    mutating func put(_ tag: Tag) {
        let raw = UnsafeMutableRawPointer(base + count)
        raw.storeBytes(of: tag.words.0, toByteOffset: 0, as: UInt64.self)
        raw.storeBytes(of: tag.words.1, toByteOffset: 8, as: UInt64.self)
        raw.storeBytes(of: tag.words.2, toByteOffset: 16, as: UInt64.self)
        count += tag.count
    }

    /// `</span>`, with one 8-byte store.
    @inline(__always)
    mutating func putCloseSpan() {
        UnsafeMutableRawPointer(base + count).storeBytes(of: closeSpan, as: UInt64.self)
        count += 7
    }

    private static let closeSpanWord = Tag("</span>").words.0
}
