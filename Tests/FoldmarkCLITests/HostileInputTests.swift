import Foundation
import Testing

/// Gaps found by trying issues 18 and 19 again with the fixed binary: control characters in file names and in
/// `--title`, and a bad size limit in a site build.
@Suite struct HostileInputTests {
    /// A site with an ordinary page and pages whose file or folder names hold a C0 or C1 control character and
    /// no level-1 heading, so that their titles would come from their names.
    private func controlNamedSite(in folder: URL) throws {
        try Fault.write(
            [
                "Content/index.md": "# Home\n", "foldmark.yml": "site_url: https://example.com/\n",
                "Content/ctl\u{01}x.md": "no heading\n",
                "Content/tab\tname.md": "no heading\n",
                "Content/fold\u{85}er/page.md": "no heading\n",
            ], in: folder)
    }

    @Test func aFileNameWithAControlCharacterIsSkippedWithAWarning() throws {
        try Fault.withFolder { folder in
            try controlNamedSite(in: folder)
            let result = try Fault.shell(#""$FOLDMARK" build"#, in: folder)
            #expect(result.status == 0)
            let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") }
            #expect(
                warnings == [
                    #"Content/ctl\x01x.md: warning: the name holds a control character; skipped [file-name-control-character]"#,
                    #"Content/fold\xC2\x85er: warning: the name holds a control character; skipped [file-name-control-character]"#,
                    #"Content/tab\x09name.md: warning: the name holds a control character; skipped [file-name-control-character]"#,
                ])
            let site = folder.appendingPathComponent("_site")
            #expect(Fault.names(site) == [".foldmark-site", "404.html", "assets", "index.html", "sitemap.xml"])
            for name in ["index.html", "404.html", "sitemap.xml"] {
                let bytes = try Data(contentsOf: site.appendingPathComponent(name))
                #expect(!bytes.contains(0x01) && !bytes.contains(0x09))
                #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains("\u{85}"))
            }
        }
    }

    @Test func checkAndOutlineSkipAControlNamedFileToo() throws {
        try Fault.withFolder { folder in
            try controlNamedSite(in: folder)
            let outline = try Fault.shell(#""$FOLDMARK" outline . --json"#, in: folder)
            #expect(outline.status == 0)
            #expect(outline.stdout.contains("Content/index.md"))
            #expect(!outline.stdout.contains("ctl"))
            #expect(!outline.stdout.contains("page.md"))
            let check = try Fault.shell(#""$FOLDMARK" check"#, in: folder)
            #expect(
                check.stderr.contains(#"Content/ctl\x01x.md: warning: the name holds a control character; skipped"#))
        }
    }

    @Test func renderRefusesATitleWithAControlCharacter() throws {
        try Fault.withFolder { folder in
            try Fault.write(["notes.md": "# Notes\n"], in: folder)
            for (argument, shown) in [(#"a\001b"#, "U+0001"), (#"a\302\205b"#, "U+0085")] {
                let result = try Fault.shell(
                    #""$FOLDMARK" render notes.md --title "$(printf '\#(argument)')" -o notes.html"#, in: folder)
                #expect(result.status == 1)
                #expect(
                    result.stderr
                        == "--title: error: the title must not contain control characters (it has \(shown)) [control-character]\n"
                )
                #expect(Fault.names(folder) == ["notes.md"])
            }
            let plain = try Fault.shell(
                #""$FOLDMARK" render notes.md --title "$(printf 'Tab\tand plain')""#, in: folder)
            #expect(plain.status == 0)
            #expect(plain.stdout.contains("<title>Tab\tand plain</title>"))
        }
    }

    @Test func aControlCharacterInARenderedFileNameIsReplacedInTheTitle() throws {
        try Fault.withFolder { folder in
            try Fault.write(["x\u{01}y.md": "no heading\n"], in: folder)
            let result = try Fault.shell(#""$FOLDMARK" render "$(printf 'x\001y.md')""#, in: folder)
            #expect(result.status == 0)
            #expect(result.stdout.contains("<title>x\u{FFFD}y</title>"))
            #expect(!result.stdout.utf8.contains(0x01))
        }
    }

    @Test func aBadSizeLimitIsOneErrorForTheWholeSite() throws {
        try Fault.withFolder { folder in
            try Fault.write(
                ["Content/index.md": "# Home\n", "Content/a.md": "# A\n", "Content/b.md": "# B\n"], in: folder)
            let expected =
                "FOLDMARK_MAX_INPUT_SIZE: error: 'lots' is not a size; use a number of bytes, optionally with K, M or G (such as 128M) [bad-size-limit]\n"
            for command in ["build", "check", "outline ."] {
                let result = try Fault.shell(
                    #""$FOLDMARK" \#(command)"#, in: folder, environment: ["FOLDMARK_MAX_INPUT_SIZE": "lots"])
                #expect(result.status == 2, "\(command)")
                #expect(result.stderr == expected, "\(command)")
            }
            #expect(Fault.names(folder) == ["Content"])
        }
    }
}
