import Foundation

/// The words search matches: text cut into folded words, and runs of Chinese, Japanese or Korean characters cut
/// into overlapping pairs.
///
/// A word is a run of letters and digits (with their combining marks). It is folded the way the page's script
/// folds what the reader types (`foldmark.js`, "Search" block): decomposed (NFD), combining marks dropped, then
/// lowercased, so `Émile` and `emile` are one word; and cut to ``maxWordLength`` characters. CJK text has no
/// spaces, so a run of CJK characters becomes its character bigrams (`検索機能` → `検索`, `索機`, `機能`); a
/// single character stays one term. The script cuts a query the same way, so a query of two or more CJK
/// characters finds them anywhere in a run. The two sides must stay in step: change both or neither.
package enum SearchTerms {
    /// Words longer than this many characters are cut to it (the reader's query is cut the same way).
    package static let maxWordLength = 32

    /// Every term of `text`, in order; a term may repeat.
    package static func terms(in text: String) -> [String] {
        var terms: [String] = []
        var word = String.UnicodeScalarView()
        var wordIsASCII = true
        var cjk: [Unicode.Scalar] = []
        var kind = Kind.separator
        func finishWord() {
            guard !word.isEmpty else { return }
            terms.append(fold(String(word), ascii: wordIsASCII))
            word = String.UnicodeScalarView()
            wordIsASCII = true
        }
        func finishCJK() {
            guard !cjk.isEmpty else { return }
            if cjk.count == 1 {
                terms.append(String(String.UnicodeScalarView(cjk)))
            } else {
                for index in 0..<(cjk.count - 1) {
                    terms.append(String(String.UnicodeScalarView([cjk[index], cjk[index + 1]])))
                }
            }
            cjk.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            let next = classify(scalar)
            if next == .mark {
                // A mark belongs to the run before it: kept in a word (folding drops it), dropped in CJK text.
                if kind == .word {
                    word.append(scalar)
                    wordIsASCII = false
                }
                continue
            }
            if next != kind {
                if kind == .word { finishWord() } else if kind == .cjk { finishCJK() }
                kind = next
            }
            switch next {
            case .word:
                word.append(scalar)
                if scalar.value >= 0x80 { wordIsASCII = false }
            case .cjk: cjk.append(scalar)
            case .separator, .mark: break
            }
        }
        if kind == .word { finishWord() } else if kind == .cjk { finishCJK() }
        return terms
    }

    /// A word folded for matching: decomposed, without combining marks, lowercased, cut to ``maxWordLength``.
    static func fold(_ word: String, ascii: Bool) -> String {
        var folded: String
        if ascii {
            folded = word.lowercased()
        } else {
            var scalars = String.UnicodeScalarView()
            for scalar in word.decomposedStringWithCanonicalMapping.unicodeScalars where !isMark(scalar) {
                scalars.append(scalar)
            }
            folded = String(scalars).lowercased()
        }
        if folded.unicodeScalars.count > maxWordLength {
            folded = String(String.UnicodeScalarView(folded.unicodeScalars.prefix(maxWordLength)))
        }
        return folded
    }

    enum Kind { case separator, word, cjk, mark }

    static func classify(_ scalar: Unicode.Scalar) -> Kind {
        let value = scalar.value
        if value < 0x80 { return asciiKinds[Int(value)] }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber:
            return isCJK(value) ? .cjk : .word
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return .mark
        default:
            return .separator
        }
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Han, kana, Hangul and their relatives: scripts written without spaces between words.
    static func isCJK(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3100...0x318F, 0x31F0...0x31FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3FFFF:
            true
        default: false
        }
    }

    private static let asciiKinds: [Kind] = (0..<128).map { value in
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            .word
        default: .separator
        }
    }
}
