import Testing

@testable import FoldmarkCore

/// A table row wider than `WideTableGuard.maximumCells` turns the table extension off for its document, with one
/// `wide-table` warning naming the row.
@Suite struct WideTableTests {
    static let limit = WideTableGuard.maximumCells

    static func row(_ cells: Int, _ text: String = "c") -> String {
        "|" + String(repeating: "\(text)|", count: cells)
    }

    static func warnings(_ document: Document) -> [String] {
        document.diagnostics.filter { $0.code == "wide-table" }.map { "\($0.location)" }
    }

    @Test func aTableAtTheLimitIsATable() throws {
        let markdown =
            "text\n\n" + Self.row(Self.limit, "h") + "\n" + Self.row(Self.limit, "-") + "\n"
            + Self.row(Self.limit) + "\n"
        let document = Document.parse(SourceText(markdown, path: "t.md"))
        #expect(Self.warnings(document) == [])
        #expect(try HTMLRenderer().renderFragment(document).contains("<table>"))
    }

    @Test func oneCellMoreInTheDelimiterRowTurnsTablesOff() throws {
        let markdown =
            "| a | b |\n|---|---|\n| 1 | 2 |\n\n" + Self.row(Self.limit + 1, "h") + "\n"
            + Self.row(Self.limit + 1, "-") + "\n"
        let document = Document.parse(SourceText(markdown, path: "t.md"))
        #expect(Self.warnings(document) == ["t.md:6:1"])
        let message = try #require(document.diagnostics.first { $0.code == "wide-table" }?.message)
        #expect(message.hasPrefix("table row with \(Self.limit + 1) cells, more than \(Self.limit)"))
        // The narrow table in the same document shows as text too.
        let html = try HTMLRenderer().renderFragment(document)
        #expect(!html.contains("<table>"))
        #expect(html.contains("| a | b |"))
    }

    @Test func aWideHeaderOrBodyRowCountsToo() {
        let header = Self.row(Self.limit + 1, "h") + "\n|---|---|\n"
        #expect(Self.warnings(Document.parse(SourceText(header, path: "h.md"))) == ["h.md:1:1"])
        let body = "| a | b |\n|---|---|\n| 1 | 2 |\n" + Self.row(10_000) + "\n"
        #expect(Self.warnings(Document.parse(SourceText(body, path: "b.md"))) == ["b.md:4:1"])
        let quoted = "> | a | b |\r\n> |---|---|\r\n> " + Self.row(Self.limit + 1) + "\r\n"
        #expect(Self.warnings(Document.parse(SourceText(quoted, path: "q.md"))) == ["q.md:3:1"])
    }

    @Test func pipesOutsideTablesDoNotCount() throws {
        // A long line of pipes in a paragraph, and a wide row after a blank line has ended the table.
        let markdown = Self.row(5_000) + "\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n" + Self.row(5_000) + "\n"
        let document = Document.parse(SourceText(markdown, path: "p.md"))
        #expect(Self.warnings(document) == [])
        #expect(try HTMLRenderer().renderFragment(document).contains("<table>"))
        // Escaped pipes separate no cells.
        let escaped = "| a |\n|---|\n|" + String(repeating: "x\\|", count: 5_000) + "|\n"
        #expect(Self.warnings(Document.parse(SourceText(escaped, path: "e.md"))) == [])
    }

    @Test func tenThousandColumnsByFiftyRowsParseWithOneWarning() {
        let markdown =
            Self.row(10_000, "h") + "\n" + Self.row(10_000, "-") + "\n"
            + String(repeating: Self.row(10_000) + "\n", count: 50)
        let document = Document.parse(SourceText(markdown, path: "w.md"))
        #expect(Self.warnings(document) == ["w.md:1:1"] || Self.warnings(document) == ["w.md:2:1"])
        #expect(document.diagnostics.count == 1)
    }

    /// The quick test before the scan: a row over the limit needs as many pipes on one line, so a row of
    /// `limit + 1` cells without outer pipes (exactly `limit` pipes) is still found, and pipes spread over many
    /// lines are not a wide row.
    @Test func theQuickTestCountsPipesLineByLine() {
        func check(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { WideTableGuard.hasLine(withPipes: Self.limit, in: $0) }
        }
        let bare = (0...Self.limit).map { _ in "c" }.joined(separator: " | ")
        #expect(check("x\n" + bare + "\ny"))
        #expect(!check("x\n" + (1..<Self.limit).map { _ in "c" }.joined(separator: " | ") + "\n"))
        #expect(!check(String(repeating: "| a | b |\n", count: Self.limit)))
        #expect(check(String(repeating: "|", count: Self.limit)))
        #expect(!check(""))
        // Counted eight bytes at a time: pipes among multi-byte characters (whose bytes differ from `|` only in
        // their high bits), at every offset within a word, are counted exactly.
        for filler in ["ü", "¼", "é|", "ｱ", "x"] {
            let line = { (pipes: Int) in (0..<pipes).map { _ in "|" + filler }.joined() }
            let pipesPerPiece = filler.filter { $0 == "|" }.count + 1
            let exactly = (Self.limit + pipesPerPiece - 1) / pipesPerPiece
            #expect(check("a\n" + line(exactly) + "\nb"), "\(filler)")
            #expect(!check("a\n" + line(exactly - 1) + "\nb"), "\(filler)")
        }
        // Any byte that is `|` with its high bit set is not a pipe (the guard takes raw bytes).
        let notPipes = [UInt8](repeating: 0xFC, count: 2 * Self.limit)
        #expect(!notPipes.withUnsafeBufferPointer { WideTableGuard.hasLine(withPipes: Self.limit, in: $0) })
        let header = bare + "\n" + (0...Self.limit).map { _ in "-" }.joined(separator: " | ") + "\n"
        // Found, and named by its delimiter row (as wide as the header).
        #expect(Self.warnings(Document.parse(SourceText(header, path: "w.md"))) == ["w.md:2:1"])
    }
}
