import Testing

@testable import FoldmarkCore

/// The scrubber skips eight bytes at a time when none can be a control: a control at any position of a word, or
/// across two words, is still found, and bytes near the controls (0x20, 0x7E, 0x80, 0xC3, 0xC2 0xA0) are not
/// taken for one.
@Suite struct ScrubberWordCheckTests {
    private func scrubHTML(_ text: String) -> String {
        var text = text
        return text.withUTF8 { ControlCharacterScrubber.scrubHTML($0) }
    }

    @Test func aControlAtEveryPositionIsReplaced() {
        let controls: [(String, String)] = [
            ("\u{1}", "\u{FFFD}"), ("\u{1F}", "\u{FFFD}"), ("\u{0}", "\u{FFFD}"), ("\u{7F}", "\u{FFFD}"),
            ("\u{85}", "…"), ("\u{9F}", "Ÿ"), ("\u{81}", "\u{FFFD}"),
        ]
        for (control, replacement) in controls {
            for position in 0..<20 {
                let before = String(repeating: "a", count: position)
                let after = String(repeating: "z", count: 19 - position)
                #expect(scrubHTML(before + control + after) == before + replacement + after, "\(position)")
            }
        }
    }

    /// Line feeds alone let a word through without a closer look; a control beside them, in the HTML or in a
    /// source, is still found, whatever the control and wherever it sits.
    @Test func aControlAmongLineFeedsIsReplaced() {
        let controls = (0..<0x20).filter { ![0x09, 0x0A, 0x0C, 0x0D].contains($0) } + [0x7F]
        for value in controls {
            let control = String(UnicodeScalar(UInt8(value)))
            for position in 0..<16 {
                let before = String(repeating: "\n", count: position)
                let after = String(repeating: "\n", count: 15 - position)
                #expect(scrubHTML(before + control + after) == before + "\u{FFFD}" + after, "\(value) \(position)")
                #expect(SourceText(before + control + after).text == before + "\u{FFFD}" + after, "\(value)")
            }
        }
        let lines = String(repeating: "line\n", count: 20)
        #expect(scrubHTML(lines) == lines && SourceText(lines).text == lines && SourceText(lines).diagnostics.isEmpty)
    }

    @Test func bytesNearTheControlsAreKept() {
        for text in ["\t\n\r\u{C} ~é€\u{A0}x 12345678", String(repeating: "é\u{A0}~ ", count: 9), "<\u{1}B" + "x"] {
            for position in 0..<9 {
                let shifted = String(repeating: "b", count: position) + text
                #expect(scrubHTML(shifted) == shifted)
            }
        }
    }
}
