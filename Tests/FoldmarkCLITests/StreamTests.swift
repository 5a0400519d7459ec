import Foundation
import Testing

/// `foldmark render` with closed or broken standard streams, and with inputs that never end.
@Suite struct StreamTests {
    @Test func closedStandardInputIsAnError() throws {
        try Fault.withFolder { folder in
            let result = try Fault.shell(#""$FOLDMARK" render <&-"#, in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == "<stdin>: error: cannot read standard input: Bad file descriptor [io]\n")
        }
    }

    @Test func closedStandardOutputEndsWithAnErrorStatus() throws {
        try Fault.withFolder { folder in
            try Fault.write(["notes.md": "# Notes\n"], in: folder)
            let result = try Fault.shell(#""$FOLDMARK" render notes.md >&-"#, in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == "<stdout>: error: cannot write standard output: Bad file descriptor [io]\n")
            // Nothing the process opened took descriptor 1 and received the page.
            #expect(Fault.names(folder) == ["notes.md"])
        }
    }

    @Test func closedStandardErrorLosesOnlyTheMessages() throws {
        try Fault.withFolder { folder in
            // A warning goes to the closed standard error; the page is still written.
            try Fault.write(["notes.md": "# Notes\n\n![x](missing.png)\n"], in: folder)
            let result = try Fault.shell(#""$FOLDMARK" render notes.md --embed-images -o notes.html 2>&-"#, in: folder)
            #expect(result.status == 0)
            let html = try String(contentsOf: folder.appendingPathComponent("notes.html"), encoding: .utf8)
            #expect(html.contains("<title>Notes</title>"))
        }
    }

    @Test func brokenPipeWithSIGPIPEIgnoredEndsQuietly() throws {
        try Fault.withFolder { folder in
            try Fault.write(
                ["notes.md": "# Notes\n\n" + String(repeating: "Some text.\n\n", count: 20_000)], in: folder)
            // The reader has gone before foldmark writes; with SIGPIPE ignored the write fails with EPIPE.
            let result = try Fault.shell(
                #"trap '' PIPE; exec 3>&1; ("$FOLDMARK" render notes.md; echo "status $?" >&3) | true"#, in: folder)
            #expect(result.stdout == "status 1\n")
            #expect(result.stderr == "")
        }
    }

    @Test func aDeviceIsNotReadAsMarkdown() throws {
        try Fault.withFolder { folder in
            let result = try Fault.shell(#""$FOLDMARK" render /dev/zero"#, in: folder)
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "/dev/zero: error: cannot read file: not a regular file (a character device); only regular "
                    + "files are read [not-a-file]\n"
            )
        }
    }

    @Test func endlessStandardInputStopsAtTheLimit() throws {
        try Fault.withFolder { folder in
            let result = try Fault.shell(
                #""$FOLDMARK" render < /dev/zero"#, in: folder, environment: ["FOLDMARK_MAX_INPUT_SIZE": "1M"])
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "<stdin>: error: too large: over the limit of 1 MiB for Markdown input; set "
                    + "FOLDMARK_MAX_INPUT_SIZE to raise it (such as FOLDMARK_MAX_INPUT_SIZE=2M) [input-too-large]\n"
            )
        }
    }

    @Test func theMarkdownLimitDefaultsTo64MiBAndCanBeChanged() throws {
        try Fault.withFolder { folder in
            let big = folder.appendingPathComponent("big.md")
            #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
            let handle = try FileHandle(forWritingTo: big)
            try handle.truncate(atOffset: 64 << 20 + 1)
            try handle.close()
            let refused = try Fault.shell(#""$FOLDMARK" render big.md -o big.html"#, in: folder)
            #expect(refused.status == 1)
            #expect(
                refused.stderr.hasPrefix(
                    "big.md: error: too large: over the limit of 64 MiB for Markdown input; set FOLDMARK_MAX_INPUT_SIZE"
                ))
            #expect(Fault.names(folder) == ["big.md"])
            try Fault.write(["small.md": String(repeating: "x", count: 2000) + "\n"], in: folder)
            let lowered = try Fault.shell(
                #""$FOLDMARK" render small.md --fragment"#, in: folder, environment: ["FOLDMARK_MAX_INPUT_SIZE": "1K"])
            #expect(lowered.status == 1)
            #expect(lowered.stderr.hasPrefix("small.md: error: too large: over the limit of 1 KiB for Markdown input"))
            let raised = try Fault.shell(
                #""$FOLDMARK" render small.md --fragment"#, in: folder, environment: ["FOLDMARK_MAX_INPUT_SIZE": "4K"])
            #expect(raised.status == 0)
            let bad = try Fault.shell(
                #""$FOLDMARK" render big.md"#, in: folder, environment: ["FOLDMARK_MAX_INPUT_SIZE": "lots"])
            #expect(bad.status == 1)
            #expect(bad.stderr.hasPrefix("FOLDMARK_MAX_INPUT_SIZE: error: 'lots' is not a size"))
        }
    }

    @Test func aNamedPipeAsAnImageIsNotEmbedded() throws {
        try Fault.withFolder { folder in
            #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o644) == 0)
            try Fault.write(["page.md": "![p](pipe.png)\n"], in: folder)
            // Without a limit of its own, the test would hang here on the old code: `timeout` ends it.
            let result = try Fault.shell(
                #"timeout 20 "$FOLDMARK" render page.md --embed-images --fragment"#, in: folder)
            #expect(result.status == 0)
            #expect(result.stdout == "<p><img src=\"pipe.png\" alt=\"p\" /></p>\n")
            #expect(
                result.stderr.hasPrefix(
                    "page.md:1:1: warning: image 'pipe.png' not embedded: \(folder.path)/pipe.png: cannot read file: "
                        + "not a regular file (a named pipe)"
                ))
        }
    }

    @Test func aLargeImageIsNotEmbedded() throws {
        try Fault.withFolder { folder in
            try Fault.write(["page.md": "![p](big.png)\n", "big.png": String(repeating: "x", count: 2048)], in: folder)
            let result = try Fault.shell(
                #""$FOLDMARK" render page.md --embed-images --fragment"#, in: folder,
                environment: ["FOLDMARK_MAX_IMAGE_SIZE": "1K"])
            #expect(result.status == 0)
            #expect(result.stdout == "<p><img src=\"big.png\" alt=\"p\" /></p>\n")
            #expect(
                result.stderr.contains(
                    "too large: over the limit of 1 KiB for an embedded image; set FOLDMARK_MAX_IMAGE_SIZE to raise it")
            )
        }
    }

    @Test func processSubstitutionIsAnInput() throws {
        try Fault.withFolder { folder in
            // A pipe named on the command line, as `render <(command)` passes it.
            let result = try Fault.shell(#"printf '# Piped\n' | "$FOLDMARK" render /dev/fd/0 --fragment"#, in: folder)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("<h1 id=\"piped\""))
        }
    }

    @Test(arguments: ["notes.md", "link.md"])
    func theOutputMayNotBeTheInput(_ output: String) throws {
        try Fault.withFolder { folder in
            try Fault.write(["notes.md": "# Notes\n"], in: folder)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("link.md").path, withDestinationPath: "notes.md")
            let result = try Fault.shell(#""$FOLDMARK" render notes.md -o "# + output, in: folder)
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "\(output): error: the output is the input file 'notes.md'; writing it would replace the "
                    + "Markdown with HTML [output-is-input]\n"
            )
            #expect(try String(contentsOf: folder.appendingPathComponent("notes.md"), encoding: .utf8) == "# Notes\n")
        }
    }

    @Test func aLinkToAFileNotYetWrittenStaysALink() throws {
        try Fault.withFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("www"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("out.html").path, withDestinationPath: "www/report.html")
            let result = try Fault.shell(#"printf 'text\n' | "$FOLDMARK" render -o out.html --fragment"#, in: folder)
            #expect(result.status == 0)
            #expect(
                try FileManager.default.destinationOfSymbolicLink(
                    atPath: folder.appendingPathComponent("out.html").path) == "www/report.html")
            #expect(
                try String(contentsOf: folder.appendingPathComponent("www/report.html"), encoding: .utf8)
                    == "<p>text</p>\n")
        }
    }

    @Test func aFileNameOfTheSystemsMaximumLengthCanBeWritten() throws {
        try Fault.withFolder { folder in
            let name = String(repeating: "r", count: 250) + ".html"
            let result = try Fault.shell(#"printf 'text\n' | "$FOLDMARK" render --fragment -o "# + name, in: folder)
            #expect(result.status == 0)
            #expect(Fault.names(folder) == [name])
        }
    }
}
