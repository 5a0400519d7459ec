import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The byte-level checks the content scan makes of each name agree with the definitions they stand for.
struct ContentScannerTests {
    /// Names with and without control characters, one scalar at a time up to U+00FF and around the C1 range.
    @Test func controlCharactersAreFoundInTheBytes() {
        for value in UInt32(0)...0x1FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for name in ["\(Character(scalar))", "a\(Character(scalar))b.md", "é\(Character(scalar))"] {
                let expected = name.unicodeScalars.contains(where: ShownBytes.isControl)
                #expect(ContentScanner.holdsControlCharacter(Array(name.utf8)) == expected, "U+\(value)")
            }
        }
        // 0xC2 as the lead byte of a letter (U+00A0, U+00BF) is not a control character; U+0085 and U+009F are.
        #expect(!ContentScanner.holdsControlCharacter(Array("x\u{A0}\u{BF}y".utf8)))
        #expect(ContentScanner.holdsControlCharacter(Array("x\u{85}".utf8)))
        #expect(ContentScanner.holdsControlCharacter(Array("\u{9F}".utf8)))
        #expect(!ContentScanner.holdsControlCharacter(Array("日本語.md".utf8)))
    }

    @Test func markdownNamesEndInDotMDInAnyCase() {
        let names = [
            "a.md", "A.MD", "a.Md", "a.mD", ".md", "md", "a.mdx", "a.m", "a.markdown", "a.md.txt", "amd", "a_md",
            "a.nd", "a.me", "a,md", "日本.md", "é.MD", "a.md\u{301}", "a.\u{130}d", "", "d", "a.dm",
        ]
        for name in names {
            #expect(
                ContentScanner.isMarkdownName(Array(name.utf8)) == name.lowercased().hasByteSuffix(".md"), "\(name)")
        }
    }

    /// Random paths, ASCII only and with a few others among them, sort as `sort()` sorts them.
    @Test func pathsSortAsStringsDo() {
        var generator = SystemRandomNumberGenerator()
        let ascii = Array("aAbZz09-_./~ ".unicodeScalars)
        let wide = ascii + Array("éÉ日ß\u{301}".unicodeScalars)
        for round in 0..<200 {
            let alphabet = round % 4 == 3 ? wide : ascii
            let paths = RandomPaths.make(
                upTo: 60, starts: ["", "a/", "common/", "windows/system/"], letters: alphabet, using: &generator)
            var sorted = paths
            ContentScanner.sortPaths(&sorted)
            #expect(sorted == paths.sorted(), "\(paths)")
        }
    }
}
