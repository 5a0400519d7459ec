import Foundation
import Testing

/// `--no-highlight` on render and build, and `highlight: false` in foldmark.yml.
@Suite struct HighlightCLITests {
    private let markdown = "# Code\n\n```swift\nlet x = 1\n```\n"
    private let highlighted = "<span class=\"hl-k\">let</span>"
    private let plain = "<pre><code class=\"language-swift\">let x = 1\n</code></pre>"

    @Test func renderHighlightsUnlessToldNotTo() throws {
        let on = try CLITests().run(["render", "--fragment", "-"], stdin: markdown)
        #expect(on.status == 0)
        #expect(on.stdout.contains(highlighted))
        let off = try CLITests().run(["render", "--fragment", "--no-highlight", "-"], stdin: markdown)
        #expect(off.status == 0)
        #expect(off.stdout.contains(plain))
        #expect(!off.stdout.contains("hl-"))
    }

    @Test func buildFollowsTheConfigurationAndTheFlag() throws {
        try Fault.withFolder { folder in
            try Fault.write(["Content/index.md": markdown], in: folder)
            let page = folder.appendingPathComponent("_site/index.html")
            let on = try CLITests().run(["build", "--quiet"], in: folder)
            #expect(on.status == 0)
            #expect(try String(contentsOf: page, encoding: .utf8).contains(highlighted))

            let flag = try CLITests().run(["build", "--quiet", "--no-highlight"], in: folder)
            #expect(flag.status == 0)
            #expect(try String(contentsOf: page, encoding: .utf8).contains(plain))

            try Fault.write(["foldmark.yml": "highlight: false\n"], in: folder)
            let config = try CLITests().run(["build", "--quiet"], in: folder)
            #expect(config.status == 0, "\(config.stderr)")
            let html = try String(contentsOf: page, encoding: .utf8)
            #expect(html.contains(plain))
            #expect(!html.contains("class=\"hl-"))
        }
    }
}
