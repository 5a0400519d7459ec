import Testing

@testable import FoldmarkCore

/// A terminal session (`console`): prompts are marked, the commands after them read as shell, and what the
/// commands print stays plain, however much it looks like code.
@Suite struct ConsoleHighlightTests {
    private func code(_ body: String, language: String = "console") throws -> String {
        let html = try HTMLRenderer().renderFragment(Document.parse("```\(language)\n\(body)```\n"))
        let start = try #require(html.range(of: "\">", range: html.range(of: "<code")!.upperBound..<html.endIndex))
        let end = try #require(html.range(of: "</code>"))
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test func outputLinesArePlain() throws {
        let html = try code("$ echo hello\nfor x in 1 2; do \"quoted\" # not a comment\n")
        #expect(html.hasPrefix("<span class=\"hl-p\">$</span> <span class=\"hl-t\">echo</span> hello\n"))
        #expect(html.hasSuffix("\nfor x in 1 2; do &quot;quoted&quot; # not a comment\n"))
    }

    @Test func everyPromptStartsACommand() throws {
        let html = try code("# apt-get update\n% export A=1\n> echo more\n$ cd /tmp\n")
        #expect(html.components(separatedBy: "<span class=\"hl-p\">").count - 1 == 4)
        #expect(html.contains("<span class=\"hl-t\">cd</span>"))
        #expect(html.contains("<span class=\"hl-t\">export</span>"))
    }

    @Test func aFinalBackslashContinuesTheCommand() throws {
        let html = try code("$ build \\\n    --opt \"x\"\n\"output\"\n")
        #expect(html.contains("--opt <span class=\"hl-s\">&quot;x&quot;</span>\n&quot;output&quot;\n"))
    }

    @Test func aPromptNeedsItsSpaceAndShellKeepsReadingEverything() throws {
        // `$HOME` at the start of an output line is not a prompt.
        #expect(try code("$ echo\n$HOME is set\n").hasSuffix("\n$HOME is set\n"))
        // In `bash`, the same lines are all code.
        #expect(try code("for x in 1 2; do\n", language: "bash").contains("<span class=\"hl-k\">for</span>"))
    }
}
