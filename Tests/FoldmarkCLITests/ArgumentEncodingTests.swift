import Foundation
import Testing

/// A path on the command line that is not valid UTF-8 is refused by name: Swift would decode it with U+FFFD,
/// which names another file.
@Suite struct ArgumentEncodingTests {
    @Test func anInputNameThatIsNotUTF8IsRefusedByName() throws {
        try Fault.withFolder { folder in
            FileManager.default.createFile(atPath: folder.path + "/caf\u{E9}.md", contents: Data("# Café\n".utf8))
            let result = try Fault.shell(
                #"cp *.md "$(printf 'caf\351.md')"; "$FOLDMARK" render "$(printf 'caf\351.md')" --fragment"#, in: folder
            )
            #expect(result.status == 2)
            #expect(result.stdout == "")
            #expect(
                result.stderr
                    == #"caf\xE9.md: error: the argument is not valid UTF-8, so it cannot name a file; rename the file (or give it on standard input) [argument-not-utf8]"#
                    + "\n")
        }
    }

    @Test func anOutputNameThatIsNotUTF8WritesNothing() throws {
        try Fault.withFolder { folder in
            try Fault.write(["notes.md": "# Notes\n"], in: folder)
            let result = try Fault.shell(#""$FOLDMARK" render notes.md -o "$(printf 'out\351.html')""#, in: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix(#"out\xE9.html: error: the argument is not valid UTF-8"#))
            #expect(Fault.names(folder) == ["notes.md"])
        }
    }
}
