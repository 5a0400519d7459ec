import Testing

@testable import FoldmarkCore

/// The scrubber's fast path keeps the parser's markers (`<` U+0001) exactly as its slow path does, so bodies that
/// hold callout markers are not rebuilt scalar by scalar; plain text never keeps them.
@Suite struct MarkerScrubbingTests {
    private func scrubHTML(_ text: String) -> String {
        var text = text
        return text.withUTF8 { ControlCharacterScrubber.scrubHTML($0) }
    }

    @Test func markersSurviveAndOtherControlsAreReplaced() {
        #expect(scrubHTML("<details id=\"<\u{1}B\">") == "<details id=\"<\u{1}B\">")
        #expect(scrubHTML("a\u{1}b <\u{1}B") == "a\u{FFFD}b <\u{1}B")
        #expect(scrubHTML("\u{1}") == "\u{FFFD}")
        #expect(ControlCharacterScrubber.scrubText("<\u{1}B") == "<\u{FFFD}B")
    }
}
