import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Fenced code with a known language is highlighted at build time; everything else renders as before.
@Suite struct SyntaxHighlightTests {
    private func html(_ markdown: String, highlight: Bool = true, unsafe: Bool = false) throws -> String {
        var options = ParseOptions(unsafeHTML: unsafe)
        options.highlight = highlight
        return try HTMLRenderer().renderFragment(Document.parse(markdown, options: options))
    }

    /// The HTML without the highlighter's spans.
    private func withoutSpans(_ html: String) -> String {
        var result = ""
        var rest = html[...]
        while let open = rest.range(of: "<span class=\"hl-") {
            result += rest[..<open.lowerBound]
            rest = rest[open.upperBound...]
            rest = rest[rest.range(of: "\">")!.upperBound...]
        }
        result += rest
        var stripped = result
        // Every highlighter span closes with </span>; the document has no other spans in code.
        while let close = stripped.range(of: "</span>") { stripped.removeSubrange(close) }
        return stripped
    }

    @Test func knownLanguageGetsTokenSpansInCmarksWrapper() throws {
        let output = try html("```swift\nlet name = \"Ada\" // who\n```\n")
        #expect(
            output
                == "<pre><code class=\"language-swift\"><span class=\"hl-k\">let</span> <span class=\"hl-v\">name</span> "
                + "<span class=\"hl-o\">=</span> <span class=\"hl-s\">&quot;Ada&quot;</span> <span class=\"hl-c\">// who</span>\n"
                + "</code></pre>\n")
    }

    @Test func unknownMissingAndIndentedCodeAreByteIdenticalToNoHighlighting() throws {
        let markdown =
            "```nope\nx < y && \"z\"\n```\n\n```\nplain <b>\n```\n\n    indented & code\n\n~~~ {2}\nbraces\n~~~\n"
        #expect(try html(markdown) == html(markdown, highlight: false))
        #expect(!(try html(markdown)).contains("hl-"))
    }

    @Test(arguments: [
        ("swift", "let s = \"a \\(b) <c> & \\\"d\\\"\"\n"), ("rust", "let r = r#\"raw \"quote\" </pre>\"#;\n"),
        ("python", "x = f'{a}' + \"\"\"doc\n<script>\n\"\"\"\n"), ("html", "<a href=\"x&amp;y\">&lt;b&gt;</a>\n"),
        ("diff", "-old <x>\n+new & \"y\"\n"), ("sh", "echo \"$HOME/$(date)\" > 'f'\n"),
        ("json", "{\"a\": [1, -2.5e3, true, null]}\n"), ("c", "#include <stdio.h>\nint main() { return '\\n'; }\n"),
        // Code with characters beyond ASCII takes another way into a string than all-ASCII code, short and long.
        ("swift", "let s = \"héllo — 日本語 <b>\" // コメント é\n"),
        ("swift", String(repeating: "let é = \"日本 & <b>\" // ok\n", count: 200)),
        ("swift", String(repeating: "let e = \"ascii & <b>\" // ok\n", count: 200)),
    ])
    func highlightingOnlyAddsSpans(language: String, code: String) throws {
        let markdown = "```\(language)\n\(code)```\n"
        let highlighted = try html(markdown)
        #expect(highlighted.contains("<span class=\"hl-"))
        #expect(withoutSpans(highlighted) == (try html(markdown, highlight: false)))
    }

    @Test func codeCannotBreakOutOfItsBlockInSafeMode() throws {
        let output = try html("```js\n</code></pre><script>alert(\"x\")</script><!-- ` ${'</span>'} -->\n```\n")
        #expect(!output.contains("<script"))
        #expect(withoutSpans(output).contains("&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(&quot;x&quot;)"))
        #expect(output.hasSuffix("</code></pre>\n"))
        #expect(output.components(separatedBy: "</code></pre>").count == 2)
    }

    /// Highlighted blocks reach cmark-gfm only as numbered markers, and their HTML goes in when the sections are cut
    /// out: each block lands in its own place (preamble, sections, a quote, a footnote), past ten of them, beside
    /// text that needs its control characters replaced, with no marker left behind.
    @Test func manyHighlightedBlocksEachLandInTheirOwnPlace() throws {
        var markdown = "Before &#1;\n```swift\nlet preamble = 0\n```\nAfter &#x85;[^n]\n\n"
        for number in 1...12 {
            markdown += "## Part \(number)\n\n```c\nint block\(number) = \(number); /* <\(number)> */\n```\n&#1;\n\n"
        }
        markdown += "> ```py\n> quoted = 13\n> ```\n\n[^n]: Note.\n\n    ```go\n    var note = 14\n    ```\n"
        let highlighted = try html(markdown)
        #expect(highlighted.components(separatedBy: "<pre><code class=\"language-").count == 16)
        #expect(!highlighted.contains("\u{1}"))
        #expect(highlighted.contains("<span class=\"hl-k\">var</span> note"))
        #expect(withoutSpans(highlighted) == (try html(markdown, highlight: false)))
    }

    /// A document with more code than ``CodeBlockHighlighting/backgroundBytes`` is highlighted on a thread of its
    /// own: each block comes out as it does in a document of its own (highlighted in turn), in its own place, and
    /// blocks of unknown or no language are left alone.
    @Test func muchCodeIsHighlightedAsEachBlockAlone() throws {
        var pieces: [String] = []
        for number in 0..<40 {
            let language = ["swift", "c", "python", "klingon", ""][number % 5]
            var code = ""
            while code.utf8.count < 4_000 { code += "let value\(number) = \"<\(number)>\" // é \(number)\n" }
            pieces.append("```\(language)\n\(code)```\n")
        }
        // The three known languages' blocks alone hold more code than that.
        #expect(
            pieces.enumerated().filter { $0.offset % 5 < 3 }.map(\.element.utf8.count).reduce(0, +)
                > CodeBlockHighlighting.backgroundBytes + 2_000)
        let whole = try html(pieces.joined(separator: "\n"))
        let alone = try pieces.map { try html($0) }
        #expect(whole == alone.joined())
        #expect(whole.components(separatedBy: "<span class=\"hl-").count > 40 * 3 * 20)
    }

    @Test func codeBlocksInsideContainersAndSectionsAreHighlighted() throws {
        let document = Document.parse(
            "# A\n\n> ```py\n> def f(): pass\n> ```\n\n- item\n\n  ```go\n  func main() {}\n  ```\n")
        let output = try HTMLRenderer().renderFragment(document)
        #expect(output.contains("<span class=\"hl-k\">def</span> <span class=\"hl-f\">f</span>"))
        #expect(output.contains("<span class=\"hl-k\">func</span>"))
    }

    @Test(arguments: [
        ["sh", "bash", "shell", "zsh"], ["console", "shell-session", "terminal"], ["js", "javascript", "jsx", "mjs"],
        ["ts", "typescript", "tsx"],
        ["ps1", "pwsh", "powershell"], ["yml", "yaml"], ["py", "python", "Python"], ["c++", "cpp"],
        ["objc", "objective-c"], ["cs", "csharp", "c#"], ["dockerfile", "Dockerfile"], ["make", "makefile"],
        ["md", "markdown"], ["hs", "haskell"], ["rs", "rust"], ["kt", "kotlin"], ["golang", "go"],
    ])
    func aliasesNameTheSameLanguage(names: [String]) {
        let languages = names.map { Languages.language(named: $0) }
        #expect(languages.allSatisfy { $0 != nil })
        #expect(languages.allSatisfy { $0 === languages[0] })
    }

    @Test func everyLanguageTheIssueListsIsKnown() {
        let names = [
            "swift", "rust", "c", "cpp", "objc", "go", "java", "kotlin", "csharp", "python", "ruby", "php",
            "javascript", "typescript", "json", "yaml", "toml", "html", "xml", "css", "sql", "bash", "powershell",
            "dockerfile", "makefile", "diff", "markdown", "ini", "lua", "haskell",
        ]
        #expect(names.filter { Languages.language(named: $0) == nil } == [])
        #expect(Languages.language(named: "brainfuck") == nil)
    }

    private func kinds(_ code: String, _ language: String) -> String {
        // One letter per byte: the class without `hl-`, `.` for plain.
        let letters: [TokenKind: Character] = [
            .plain: ".", .keyword: "k", .type: "t", .function: "f", .string: "s", .escape: "e", .number: "n",
            .comment: "c", .operator: "o", .punctuation: "p", .attribute: "a", .variable: "v", .inserted: "+",
            .deleted: "-",
        ]
        return String(SyntaxHighlighter.kinds(of: code, language: language)!.map { letters[$0]! })
    }

    @Test func interpolationNestsAndResumesTheString() {
        // Swift: a string inside an interpolation inside a string.
        #expect(kinds(#""a\("b\(c)")d""#, "swift") == "sseessee.esess")
        // JavaScript: braces inside the interpolation do not close it.
        #expect(kinds("`${ {a:1}.a }x`", "js") == "see.p.pnpp..ess")
    }

    @Test func rawAndTripleQuotedStringsEndAtTheirOwnCloser() {
        #expect(kinds(##"r#"a"b"#;"##, "rust") == "ssssssssp")
        #expect(kinds(##"#"\n"#"##, "swift") == "ssssss")
        #expect(kinds("'''a\n'b'\n''' x", "python") == "ssssssssssss..")
        #expect(kinds("`a\\n` b", "go") == "sssss..")
    }

    @Test func characterLiteralsAreNotLifetimes() {
        // Two lifetimes on a line hold no string between them; a character literal is one character or one escape.
        #expect(!kinds("fn f<'a>(x: &'a str) -> &'a str", "rust").contains("s"))
        #expect(
            kinds("let c = 'x'; let n = '\\n'; let u = '\\u{1F600}';", "rust").filter { $0 == "s" || $0 == "e" }.count
                == 3 + 4 + 11)
        #expect(kinds("'é'", "c") == "ssss")
    }

    @Test func commentsNumbersAndLineModes() {
        #expect(kinds("/* a /* b */ c */ 0x1F", "swift") == "ccccccccccccccccc.nnnn")
        #expect(kinds("x = 1.5e-3 # c", "python") == "..o.nnnnnn.ccc")
        #expect(kinds("@@ -1 +1 @@\n-a\n+b\n c\n", "diff") == "kkkkkkkkkkk.--.++....")
        #expect(kinds("[s]\nk = v ; x\n", "ini") == "kkk.a.ossssss.")
        #expect(kinds("all: x\n\techo $(CC)\n", "make") == "fffo.........kk..k.")
    }

    @Test func variablesEndAtTheirNameInsideAndOutsideStrings() {
        #expect(kinds("echo \"$dir/x.md\" $HOME/bin ${A}b", "sh") == "tttt.svvvvssssss.vvvvv.....vvvv.")
        #expect(kinds("echo \"$HOME/$(date)\"", "sh") == "tttt.svvvvvsee....es")
        #expect(kinds("$this->title", "php") == "vvvvvooaaaaa")
    }

    @Test func unclosedAndHostileInputStaysLinearAndCoversEveryByte() {
        let hostile = [
            String(repeating: "\"\\(", count: 5_000), String(repeating: "`${", count: 5_000),
            String(repeating: "r#\"", count: 5_000), String(repeating: "'a", count: 5_000),
            String(repeating: "/*", count: 5_000), String(repeating: "$(", count: 5_000),
        ]
        for code in hostile {
            for language in ["swift", "js", "rust", "sh", "kotlin"] {
                #expect(SyntaxHighlighter.kinds(of: code, language: language)?.count == code.utf8.count)
            }
        }
    }
}
