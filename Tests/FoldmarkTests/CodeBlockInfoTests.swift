import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The info string of a fenced code block: language, marked lines, line numbers.
@Suite struct CodeBlockInfoTests {
    @Test func languageIsTheFirstWord() {
        #expect(CodeBlockInfo("rust ignore").language == "rust")
        #expect(CodeBlockInfo("js{2}").language == "js")
        #expect(CodeBlockInfo("").language == "")
    }

    @Test func markedLinesInDocusaurusAndMkDocsForms() {
        #expect(CodeBlockInfo("js {2,4-6}").markedLines == [2, 4, 5, 6])
        #expect(CodeBlockInfo("js{1}").markedLines == [1])
        #expect(CodeBlockInfo("py hl_lines=\"2 3-4\"").markedLines == [2, 3, 4])
        #expect(CodeBlockInfo("py {0,x,5-3}").markedLines == [])
        #expect(CodeBlockInfo("py {1-999999999999}").markedLines.count == CodeBlockInfo.maximumLine)
    }

    @Test func lineNumbers() {
        #expect(CodeBlockInfo("py").firstLineNumber == nil)
        #expect(CodeBlockInfo("py linenums").firstLineNumber == 1)
        #expect(CodeBlockInfo("py linenums=\"5\"").firstLineNumber == 5)
        #expect(CodeBlockInfo("js showLineNumbers").firstLineNumber == 1)
        #expect(CodeBlockInfo("js showLineNumbers=12 {2}").firstLineNumber == 12)
    }

    @Test func numberedAndMarkedLinesAreWrappedOnePerLine() throws {
        let document = Document.parse("```py linenums=\"3\" {2}\na = 1\nb = 2\n```\n")
        let html = try HTMLRenderer().renderFragment(document)
        #expect(
            html
                == "<pre><code class=\"language-py hl-numbered\" style=\"counter-reset: hl-line 2\">"
                + "<span class=\"hl-line\">a <span class=\"hl-o\">=</span> <span class=\"hl-n\">1</span>\n</span>"
                + "<span class=\"hl-line hl-mark\">b <span class=\"hl-o\">=</span> <span class=\"hl-n\">2</span>\n</span>"
                + "</code></pre>\n")
    }

    @Test func aStringSpanningMarkedLinesIsClosedAndReopenedAtEachLine() throws {
        let document = Document.parse("```py {1}\n'''a\nb'''\n```\n")
        let html = try HTMLRenderer().renderFragment(document)
        #expect(
            html.contains("<span class=\"hl-line hl-mark\"><span class=\"hl-s\">&#39;&#39;&#39;a</span>\n</span>")
                == false)
        #expect(
            html.contains(
                "<span class=\"hl-line hl-mark\"><span class=\"hl-s\">'''a</span>\n</span><span class=\"hl-line\"><span class=\"hl-s\">b'''</span>\n</span>"
            ))
    }
}
