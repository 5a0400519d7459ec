import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore

/// The byte-level fast paths of search (whole ASCII words written at once, runs of plain bytes copied whole into
/// string literals) give what the rules say, checked against straightforward versions of the rules, one Unicode
/// scalar at a time, on random text that mixes every case.
@Suite struct SearchEncodingTests {
    /// Pieces that exercise every branch: ASCII words and separators, accented letters composed and decomposed,
    /// a combining mark alone, CJK, letters whose lowercase differs in length, a word over the length limit, the
    /// characters a string literal escapes, and others that start with the same byte as U+2028.
    private static let pieces = [
        "a", "Zeta", "x9", "42", " ", ".", "-", "_", "é", "e\u{301}", "\u{301}", "日", "本", "語", "한", "İ", "ß",
        String(repeating: "Long", count: 10), "\"", "\\", "<", ">", "\u{0}", "\n", "\u{1F}", "\u{7F}", "\u{2028}",
        "\u{2029}", "\u{2027}", "€", "—",
    ]

    private static func randomTexts(count: Int) -> [String] {
        var generator = SeededGenerator(seed: 0x5EA2C4)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
        }
    }

    /// The terms of `text` by the rules of ``SearchTerms``, one scalar at a time.
    private static func referenceTerms(_ text: String) -> [String] {
        var terms: [String] = []
        var word = String.UnicodeScalarView()
        var cjk: [String] = []
        var kind = SearchTerms.Kind.separator
        func finish() {
            if kind == .word, !word.isEmpty {
                let folded = SearchTerms.fold(String(word), ascii: false)
                if !folded.isEmpty { terms.append(folded) }
            } else if kind == .cjk {
                if cjk.count == 1 { terms.append(cjk[0]) }
                for index in cjk.indices.dropLast() { terms.append(cjk[index] + cjk[index + 1]) }
            }
            word = String.UnicodeScalarView()
            cjk = []
        }
        for scalar in text.unicodeScalars {
            let next = SearchTerms.classify(scalar)
            if next == .mark {
                if kind == .word { word.append(scalar) }
                continue
            }
            if next != kind {
                finish()
                kind = next
            }
            if next == .word { word.append(scalar) } else if next == .cjk { cjk.append(String(scalar)) }
        }
        finish()
        return terms
    }

    /// `text` as a quoted literal by the rules of ``ScriptString``, one scalar at a time.
    private static func referenceLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: literal += "\\\""
            case 0x5C: literal += "\\\\"
            case 0x0A: literal += "\\n"
            case 0..<0x20, 0x3C, 0x3E, 0x7F, 0x2028, 0x2029:
                let digits = String(scalar.value, radix: 16)
                literal += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    @Test func termsMatchTheRulesOnRandomText() {
        for text in Self.randomTexts(count: 3000) {
            #expect(SearchTerms.terms(in: text) == Self.referenceTerms(text), "\(text.debugDescription)")
        }
    }

    @Test func literalsMatchTheRulesAndReadBack() throws {
        for text in Self.randomTexts(count: 3000) {
            let literal = ScriptString.quoted(text)
            #expect(literal == Self.referenceLiteral(text), "\(text.debugDescription)")
            // The same literal appended to a string, as slices of the text between the escapes.
            var appended = "x"
            ScriptString.append(text, to: &appended)
            #expect(appended == "x" + literal, "\(text.debugDescription)")
            #expect(Array(appended.utf8) == Array(("x" + literal).utf8))
            let decoded = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)
            #expect(decoded as? String == text)
        }
    }

    /// The plain text of HTML made of the pieces below, by text replacement: block tags are spaces, inline tags
    /// nothing, references decoded, and runs of white space one space, none at the ends.
    private static func referencePlainText(_ html: String) -> String {
        var text = html
        for (from, to) in [
            ("<p>", " "), ("</p>", " "), ("<em>", ""), ("</em>", ""), ("&amp;", "&"), ("&#32;", " "), ("&lt;", "<"),
            ("\n", " "),
        ] {
            text = text.replacingOccurrences(of: from, with: to)
        }
        return text.split(separator: " ").joined(separator: " ")
    }

    /// Runs of plain text are copied whole, up to the limit: the text with a limit is the whole text cut there.
    @Test func plainTextStopsAtItsLimitAsIfCutAfterwards() {
        let pieces = ["word", " ", "\n", "<p>", "</p>", "<em>", "</em>", "&amp;", "&#32;", "é", "日本", "x&lt;y"]
        var generator = SeededGenerator(seed: 0x7E47)
        for _ in 0..<2000 {
            let html = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let whole = SearchText.plainText(ofHTML: html)
            #expect(whole == Self.referencePlainText(html), "\(html.debugDescription)")
            for limit in [0, 1, 2, 3, 5, 8, 13, 40] {
                #expect(SearchText.plainText(ofHTML: html, limit: limit) == SearchText.cut(whole, toBytes: limit))
            }
        }
        #expect(SearchText.plainText(ofHTML: "<p>Two  words</p><p>and&amp;more</p>") == "Two words and&more")
    }
}
