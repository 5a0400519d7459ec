import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Byte-order marks, UTF-16 and UTF-32, and binary files, where ``SourceText`` is made.
@Suite struct SourceDecodingTests {
    @Test func utf8ByteOrderMarkIsDropped() {
        let source = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("---\ntitle: T\n---\n# H\n".utf8), path: "a.md")
        #expect(source.text == "---\ntitle: T\n---\n# H\n")
        #expect(source.diagnostics.isEmpty)
        // Columns on the first line count from after the mark, as editors show them.
        let document = Document.parse(SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("# H\n".utf8)))
        #expect(document.sections.first?.position?.column == 1)
        #expect(document.sections.first?.title.text == "H")
    }

    @Test func repeatedByteOrderMarksAreAllDropped() {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let utf8 = SourceText(bytes: mark + mark + Array("---\ndraft: true\n---\n".utf8), path: "a.md")
        #expect(utf8.text == "---\ndraft: true\n---\n")
        // A UTF-16 file whose text starts with another mark (U+FEFF after FF FE).
        let utf16 = SourceText(bytes: [0xFF, 0xFE, 0xFF, 0xFE] + Array("---\n".utf16.flatMap { [UInt8($0), 0] }))
        #expect(utf16.text == "---\n")
    }

    @Test func frontMatterAfterAByteOrderMarkKeepsADraftOutOfTheSite() throws {
        try withTemporaryFolder { site in
            let content = site.appendingPathComponent("Content")
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            try Data("# Home\n".utf8).write(to: content.appendingPathComponent("index.md"))
            try Data("site_url: https://example.com/\n".utf8).write(to: site.appendingPathComponent("foldmark.yml"))
            try Data([0xEF, 0xBB, 0xBF] + Array("---\ndraft: true\ntitle: Secret\n---\n# Secret\n".utf8))
                .write(to: content.appendingPathComponent("secret.md"))
            let result = try SiteBuilder.build(SiteBuildOptions(siteFolder: site.path))
            #expect(result.pages == 1)
            let sitemap = try String(contentsOf: site.appendingPathComponent("_site/sitemap.xml"), encoding: .utf8)
            #expect(!sitemap.contains("secret"))
            #expect(
                !FileManager.default.fileExists(atPath: site.appendingPathComponent("_site/secret/index.html").path))
        }
    }

    @Test func utf16AndUTF32WithAByteOrderMarkAreDecoded() {
        let text = "# Grüße 🎉\n\n~~old~~ https://example.com\n"
        let encodings: [(String.Encoding, [UInt8])] = [
            (.utf16LittleEndian, [0xFF, 0xFE]), (.utf16BigEndian, [0xFE, 0xFF]),
            (.utf32LittleEndian, [0xFF, 0xFE, 0x00, 0x00]), (.utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF]),
        ]
        for (encoding, mark) in encodings {
            let bytes = mark + [UInt8](text.data(using: encoding)!)
            let source = SourceText(bytes: bytes, path: "w.md")
            #expect(source.text == text, "\(encoding)")
            #expect(source.diagnostics.isEmpty, "\(encoding)")
        }
    }

    /// Each mark is known by its bytes alone, the longer UTF-32 LE mark before the UTF-16 LE one it starts with,
    /// and a start cut short is no mark (or the shorter one).
    @Test func byteOrderMarksAreKnownByTheirFirstBytes() {
        let cases: [([UInt8], ByteOrderMark?)] = [
            ([0xFF, 0xFE, 0x00, 0x00, 0x41], .utf32LittleEndian), ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian),
            ([0xFF, 0xFE, 0x00], .utf16LittleEndian), ([0xFF, 0xFE, 0x41, 0x00], .utf16LittleEndian),
            ([0xFF, 0xFE], .utf16LittleEndian), ([0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian),
            ([0x00, 0x00, 0xFE], nil), ([0xEF, 0xBB, 0xBF], .utf8), ([0xEF, 0xBB, 0xBF, 0x23], .utf8),
            ([0xEF, 0xBB], nil), ([0xFE, 0xFF, 0x00, 0x41], .utf16BigEndian), ([0xFE], nil), ([0xFF], nil),
            ([], nil), (Array("# Title".utf8), nil), ([0x00, 0x41], nil), ([0xFE, 0xFE], nil),
        ]
        for (bytes, mark) in cases {
            #expect(ByteOrderMark(startOf: bytes) == mark, "\(bytes)")
        }
    }

    @Test func brokenUTF16IsReplacedAndReportedOnce() {
        // A lone high surrogate, then an odd trailing byte.
        let bytes: [UInt8] = [0xFF, 0xFE, 0x61, 0x00, 0x00, 0xD8, 0x62, 0x00, 0x63]
        let source = SourceText(bytes: bytes, path: "b.md")
        #expect(source.text == "a\u{FFFD}b\u{FFFD}")
        #expect(
            source.diagnostics.map(\.description) == [
                "b.md: warning: 2 invalid UTF-16 LE code units replaced with U+FFFD [invalid-encoding]"
            ])
    }

    @Test func aBinaryFileIsOneErrorNotAWarningPerByte() throws {
        var bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00]
        for index in 0..<20_000 { bytes.append(UInt8(truncatingIfNeeded: index &* 7919 % 251)) }
        let source = SourceText(bytes: bytes, path: "ls.md")
        #expect(source.text == "")
        #expect(source.diagnostics.count == 1)
        #expect(source.diagnostics.first?.severity == .error)
        #expect(source.diagnostics.first?.code == "binary-file")
        #expect(source.diagnostics.first?.description.hasPrefix("ls.md: error: looks binary") == true)
    }

    /// Valid UTF-8 has its controls counted eight bytes at a time: the same count and first NUL as a byte-by-byte
    /// count, whatever the controls, where they fall in a word, and where the count ends.
    @Test func controlsAreCountedAsOneByOne() {
        var random = SeededGenerator(seed: 5)
        let pieces: [[UInt8]] =
            [[0], [0x01], [0x09], [0x0A], [0x0C], [0x0D], [0x1B], [0x1F], [0x20], [0x7F]]
            + ["a", "é", "日", "😀"].map { Array($0.utf8) }
        for _ in 0..<500 {
            var bytes: [UInt8] = []
            while bytes.count < Int.random(in: 0...40, using: &random) {
                bytes += pieces.randomElement(using: &random)!
            }
            let end = Int.random(in: 0...bytes.count, using: &random)
            let suspicious = bytes[..<end].enumerated().filter {
                $0.element < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D, 0x1B].contains($0.element)
            }
            let found = bytes.withUnsafeBytes { BinaryDetection.suspiciousBytes($0, end: end) }
            #expect(found.count == suspicious.count, "\(bytes) \(end)")
            #expect(found.firstNUL == bytes[..<end].firstIndex(of: 0), "\(bytes) \(end)")
        }
    }

    /// ASCII text is checked eight bytes at a time, and valid UTF-8 that is not ASCII has its controls counted
    /// eight bytes at a time too: the same verdicts as decoding gives, with a character cut by the end of the 8,000-byte window
    /// counted as invalid.
    @Test func binaryVerdictsOnASCIIAndOtherText() {
        let nuls = Array("éé".utf8) + [UInt8](repeating: 0, count: 10) + Array("é text".utf8)
        #expect(BinaryDetection.reason(nuls) == "it has NUL bytes, the first at offset 4")
        // Two ASCII bytes, then "日" and a control over and over: the window ends two bytes into a "日".
        let japanese = Array("ab".utf8) + Array(String(repeating: "日\u{1}", count: 3_000).utf8)
        #expect(
            BinaryDetection.reason(japanese) == "25% of its first 8000 bytes are control characters or invalid UTF-8")
        let text = Array("ab".utf8) + Array(String(repeating: "日本語の文章です。\n", count: 400).utf8)
        #expect(BinaryDetection.reason(text) == nil)
        // ASCII text is read eight bytes at a time: controls at any offset of a word are still counted.
        for shift in 0..<8 {
            let ascii = [UInt8](repeating: UInt8(ascii: "a"), count: shift) + [UInt8](repeating: 1, count: 20) + [0x41]
            #expect(BinaryDetection.reason(ascii)?.hasSuffix("bytes are control characters or invalid UTF-8") == true)
            #expect(
                BinaryDetection.reason(ascii + [0]) != nil && BinaryDetection.reason(Array("plain text\n".utf8)) == nil)
        }
        // Seven controls and a cut character are not a tenth of the window.
        #expect(BinaryDetection.reason(Array("\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}".utf8) + text) == nil)
    }

    @Test func utf16WithoutAMarkIsCalledBinaryWithAHint() {
        let bytes = [UInt8](String(repeating: "# Title\n\ntext\n", count: 20).data(using: .utf16LittleEndian)!)
        let message = SourceText(bytes: bytes, path: "u.md").diagnostics.first?.message ?? ""
        #expect(message.contains("UTF-16 text needs a byte-order mark"))
    }

    @Test func aFewStrayControlsInTextAreStillWarnings() {
        let source = SourceText(
            bytes: Array("ok\n".utf8) + [0] + Array(" text \u{7}\n".utf8) + [0x1B] + Array("[31mred\n".utf8))
        #expect(source.diagnostics.map(\.severity) == [.warning, .warning, .warning])
        #expect(source.text.hasPrefix("ok\n\u{FFFD} text"))
    }

    @Test func aColouredLogIsTextNotBinary() {
        let line = "\u{1B}[32mok\u{1B}[0m step \u{1B}[1;33mwarn\u{1B}[0m\n"
        let source = SourceText(String(repeating: line, count: 500), path: "ci.md")
        #expect(!source.diagnostics.containsErrors)
        #expect(source.diagnostics.count == 2_000)
    }

    @Test func aBinarySitePageStopsTheBuildWithOneError() throws {
        try withTemporaryFolder { site in
            let content = site.appendingPathComponent("Content")
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            try Data("# Home\n".utf8).write(to: content.appendingPathComponent("index.md"))
            try Data([UInt8](repeating: 0, count: 4_096) + Array("text".utf8)).write(
                to: content.appendingPathComponent("blob.md"))
            let error = try #require(throws: FoldmarkError.self) {
                try SiteBuilder.build(SiteBuildOptions(siteFolder: site.path))
            }
            #expect(error.diagnostics.map(\.code) == ["binary-file"])
            #expect(error.diagnostics.first?.location.file?.hasSuffix("Content/blob.md") == true)
        }
    }
}
