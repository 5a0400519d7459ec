import FoldmarkTestSupport
import Testing

@testable import FoldmarkCore

/// The buffer the built-in writers append a page to: whatever mix of markup, HTML, escaped text and numbers goes
/// in, and whichever of its two paths each piece takes (the bytes, or the string for text beyond ASCII and long
/// HTML), the string that comes out is the pieces in order.
@Suite struct HTMLBufferTests {
    /// `text` escaped the plain way, one character at a time.
    private static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A random piece of text: ASCII or not, with or without the five special bytes, short or past the length at
    /// which HTML goes to the string as it is.
    private static func text(_ random: inout SeededGenerator) -> String {
        let alphabets: [[String]] = [
            ["a", "b", " ", "/", "-"],
            ["a", "<", ">", "&", "\"", "'"],
            ["é", "–", "日本", "a", "&"],
            ["x", "\u{1F600}", "\u{301}", "<"],
        ]
        let alphabet = alphabets[Int.random(in: 0..<alphabets.count, using: &random)]
        let length =
            Bool.random(using: &random)
            ? Int.random(in: 0...40, using: &random) : Int.random(in: 400...900, using: &random)
        return (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }.joined()
    }

    @Test func piecesComeOutInOrderWhicheverPathTheyTake() {
        var random = SeededGenerator(seed: 7)
        for round in 0..<200 {
            var buffer = HTMLBuffer(capacity: Int.random(in: 0...64, using: &random))
            var expected = ""
            for _ in 0..<Int.random(in: 0...30, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    buffer.append("<li class=\"x\">")
                    expected += "<li class=\"x\">"
                case 1:
                    let html = Self.text(&random)
                    buffer.append(html: html)
                    expected += html
                case 2:
                    let text = Self.text(&random)
                    buffer.append(escaping: text)
                    expected += Self.escaped(text)
                default:
                    let number = Int.random(in: -20...2000, using: &random)
                    buffer.append(number)
                    expected += String(number)
                }
            }
            let written = Array(buffer.string().utf8)
            let wanted = Array(expected.utf8)
            let differ =
                zip(written, wanted).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(written.count, wanted.count)
            let same = written == wanted
            #expect(same, "round \(round): \(written.count) bytes for \(wanted.count), apart from byte \(differ)")
        }
    }

    @Test func escapingMatchesTheEscaper() {
        var random = SeededGenerator(seed: 3)
        for _ in 0..<300 {
            let text = Self.text(&random)
            #expect(HTMLEscaping.escape(text) == Self.escaped(text))
        }
        #expect(HTMLEscaping.escape("a\"\u{301}<b") == "a&quot;\u{301}&lt;b")
    }
}
