import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// A flood of one warning is cut to the first few and a count; a long source line to a window around the column.
@Suite struct DiagnosticCapTests {
    static func warnings(_ count: Int, file: String = "log.md", code: String = "control-character") -> [Diagnostic] {
        (1...count).map {
            Diagnostic(.warning, at: SourceLocation(file: file, line: $0, column: 1), code: code, "w\($0)")
        }
    }

    @Test func repeatedWarningsPerFileAndCodeAreCappedWithOneNote() {
        let diagnostics =
            Self.warnings(40_000) + Self.warnings(3, code: "other") + Self.warnings(12, file: "b.md")
            + [Diagnostic(.error, at: SourceLocation(file: "log.md", line: 39_999), code: "control-character", "e")]
        let text = DiagnosticFormatter(format: .human).format(diagnostics)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 10 + 1 + 3 + 10 + 1 + 1)
        #expect(
            lines.contains(
                "log.md:11:1: note: and 39990 more warnings like this in this file, from here on (not shown) "
                    + "[control-character]"
            ))
        #expect(
            lines.contains(
                "b.md:11:1: note: and 2 more warnings like this in this file, from here on (not shown) "
                    + "[control-character]"
            ))
        #expect(lines.contains("log.md:39999: error: e [control-character]"))
        #expect(lines.filter { $0.hasPrefix("log.md:") && $0.hasSuffix("[other]") }.count == 3)
        // GitHub annotations are capped the same way; JSON lists everything.
        #expect(DiagnosticFormatter(format: .github).format(diagnostics).split(separator: "\n").count == lines.count)
        #expect(
            DiagnosticFormatter(format: .json).format(Self.warnings(30)).components(separatedBy: "\"severity\"").count
                == 31)
        var all = DiagnosticFormatter(format: .human)
        all.warningLimit = nil
        #expect(all.format(Self.warnings(30)).split(separator: "\n").count == 30)
    }

    @Test func aLongSourceLineIsCutToAWindowAroundTheColumn() {
        let line = String(repeating: "a", count: 5_000) + "XY" + String(repeating: "é", count: 5_000)
        let formatter = DiagnosticFormatter(format: .human) { _, _ in line }
        let text = formatter.format([
            Diagnostic(.warning, at: SourceLocation(file: "min.md", line: 1, column: 5_001), code: "c", "m")
        ])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 4)
        #expect(lines[1].hasPrefix("…aaa"))
        #expect(lines[1].hasSuffix("é…"))
        #expect(lines[1].utf8.count < 200)
        #expect(lines[1].contains("XY"))
        // The caret sits under the X.
        let caret = lines[2].count - 1
        #expect(lines[2].hasSuffix("^"))
        #expect(Array(lines[1])[caret] == "X")
    }

    @Test func aShortLineIsPrintedWholeWithTheCaretUnderTheColumnAfterMultiByteCharacters() {
        let formatter = DiagnosticFormatter(format: .human) { _, _ in "é\tb [x](y)" }
        let text = formatter.format([
            Diagnostic(.error, at: SourceLocation(file: "a.md", line: 1, column: 6), code: "c", "m")
        ])
        #expect(text == "a.md:1:6: error: m [c]\né\tb [x](y)\n \t  ^\n")
    }
}
