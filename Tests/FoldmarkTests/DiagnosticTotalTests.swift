import Testing

@testable import FoldmarkCore

/// The human report of many problems: a total, and no message longer than a screen line or two.
@Suite struct DiagnosticTotalTests {
    @Test func theTotalCountsErrorsWarningsAndFiles() {
        let diagnostics = [
            Diagnostic(.error, at: SourceLocation(file: "a.md", line: 1), code: .brokenLink, "x"),
            Diagnostic(.error, at: SourceLocation(file: "a.md", line: 2), code: .brokenLink, "x"),
            Diagnostic(.warning, at: SourceLocation(file: "b.md", line: 1), code: .controlCharacter, "x"),
            Diagnostic(.note, at: SourceLocation(file: "c.md", line: 1), code: .controlCharacter, "x"),
            Diagnostic(.warning, at: SourceLocation(file: nil), code: .io, "x"),
        ]
        #expect(DiagnosticFormatter.total(diagnostics) == "2 errors and 2 warnings in 2 files")
        #expect(DiagnosticFormatter.total(Array(diagnostics.prefix(1))) == "1 error and 0 warnings in 1 file")
    }

    @Test func aLongMessageIsCutInTheMiddleForPeopleAndKeptWholeInJSON() {
        let url = String(repeating: "m", count: 5_000) + "é.md"
        let diagnostic = Diagnostic(
            .error, at: SourceLocation(file: "a.md", line: 3, column: 1), code: .brokenLink,
            "link to missing page '\(url)'", suggestion: "near.md")
        let human = DiagnosticFormatter(format: .human).format([diagnostic])
        let first = String(human.split(separator: "\n")[0])
        #expect(first.utf8.count < 400)
        #expect(first.hasPrefix("a.md:3:1: error: link to missing page 'mmm"))
        #expect(first.hasSuffix("mé.md' (did you mean 'near.md'?) [broken-link]"))
        #expect(first.contains("…"))
        let github = DiagnosticFormatter(format: .github).format([diagnostic])
        #expect(github.utf8.count < 400)
        #expect(DiagnosticFormatter(format: .json).format([diagnostic]).contains(url))
        // Short messages are untouched, and a cut never splits a UTF-8 sequence.
        #expect(ShortMessage.shortened("short") == "short")
        let wide = String(repeating: "é", count: 1_000)
        let cut = ShortMessage.shortened(wide)
        #expect(cut.utf8.count <= ShortMessage.maximumBytes + 3)
        #expect(cut.unicodeScalars.allSatisfy { $0 == "é" || $0 == "…" })
    }
}
