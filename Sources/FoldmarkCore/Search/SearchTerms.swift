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
        var bytes: [UInt8] = []
        appendTerms(in: text, to: &bytes)
        return decode(bytes)
    }

    /// The terms that ``appendTerms(in:to:)`` wrote.
    package static func decode(_ bytes: ArraySlice<UInt8>) -> [String] {
        var terms: [String] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let length = Int(bytes[index])
            terms.append(String(decoding: bytes[(index + 1)..<(index + 1 + length)], as: UTF8.self))
            index += 1 + length
        }
        return terms
    }

    static func decode(_ bytes: [UInt8]) -> [String] { decode(bytes[...]) }

    /// Appends every term of `text` to `terms`, in order, each as its length in bytes (one byte: a term is at
    /// most 32 characters) followed by its UTF-8 bytes. One pass over the text's bytes; only words with
    /// non-ASCII letters go through Unicode normalization.
    package static func appendTerms(in text: String, to terms: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            // The word so far, as UTF-8 (ASCII letters already lowercased); `wordIsASCII` keeps the fast path.
            var word: [UInt8] = []
            var wordIsASCII = true
            // The CJK run so far: where each of its characters starts and ends (a mark between two of them is
            // dropped, as the page's script drops it from a query).
            var cjk: [(start: Int, end: Int)] = []
            var kind = Kind.separator
            func finishWord() {
                guard !word.isEmpty else { return }
                if wordIsASCII {
                    let length = min(word.count, maxWordLength)
                    terms.append(UInt8(length))
                    terms += word[..<length]
                } else {
                    let folded = fold(String(decoding: word, as: UTF8.self), ascii: false).utf8
                    if !folded.isEmpty {
                        terms.append(UInt8(folded.count))
                        terms += folded
                    }
                }
                word.removeAll(keepingCapacity: true)
                wordIsASCII = true
            }
            func finishCJK() {
                guard !cjk.isEmpty else { return }
                if cjk.count == 1 {
                    terms.append(UInt8(cjk[0].end - cjk[0].start))
                    terms += bytes[cjk[0].start..<cjk[0].end]
                } else {
                    for index in 0..<(cjk.count - 1) {
                        let (first, second) = (cjk[index], cjk[index + 1])
                        terms.append(UInt8(first.end - first.start + second.end - second.start))
                        terms += bytes[first.start..<first.end]
                        terms += bytes[second.start..<second.end]
                    }
                }
                cjk.removeAll(keepingCapacity: true)
            }
            let asciiKinds = Self.asciiKinds
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                // Fast path: plain ASCII separators and whole ASCII words, as long as they last.
                if lead < 0x80, kind != .word {
                    if kind == .cjk {
                        finishCJK()
                        kind = .separator
                    }
                    let stop = Self.appendASCIIRun(bytes, from: index, to: &terms)
                    if stop > index {
                        index = stop
                        continue
                    }
                    // An ASCII word that runs on into other letters starts here: the path below.
                }
                var width = 1
                var next: Kind
                if lead < 0x80 {
                    next = asciiKinds[Int(lead)]
                } else {
                    width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                    var value = UInt32(lead) & (width == 4 ? 0x07 : width == 3 ? 0x0F : 0x1F)
                    for offset in 1..<width where index + offset < bytes.count {
                        value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
                    }
                    next = Unicode.Scalar(value).map(classify) ?? .separator
                }
                let end = min(bytes.count, index + width)
                if next == .mark {
                    // A mark belongs to the run before it: kept in a word (folding drops it), dropped in CJK text.
                    if kind == .word {
                        word += bytes[index..<end]
                        wordIsASCII = false
                    }
                    index = end
                    continue
                }
                if next != kind {
                    if kind == .word { finishWord() } else if kind == .cjk { finishCJK() }
                    kind = next
                }
                switch next {
                case .word:
                    if lead < 0x80 {
                        word.append(lead >= UInt8(ascii: "A") && lead <= UInt8(ascii: "Z") ? lead + 32 : lead)
                    } else {
                        word += bytes[index..<end]
                        wordIsASCII = false
                    }
                case .cjk:
                    cjk.append((index, end))
                case .separator, .mark: break
                }
                index = end
            }
            if kind == .word { finishWord() } else if kind == .cjk { finishCJK() }
        }
    }

    /// Appends the terms of the ASCII separators and whole ASCII words of `bytes` from `start` on, and returns
    /// where they end: at the end, at a byte that is not ASCII, or at the start of an ASCII word that runs on into
    /// one (which the scalar-by-scalar path takes). Each word is lowercased and cut to ``maxWordLength``, as
    /// ``appendTerms(in:to:)`` writes it.
    static func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to terms: inout [UInt8]) -> Int {
        let count = bytes.count
        // The run of ASCII bytes first, so that its terms are written into one buffer and appended at once.
        let runEnd = ByteWord.firstNonASCII(in: bytes, from: start) ?? count
        // The letters plus a length byte per word; every word but the first has a separator before it, so at most
        // the run's length and one.
        let capacity = runEnd - start + 1
        return Self.asciiFold.withUnsafeBufferPointer { fold in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { out in
                var written = 0
                var index = start
                while index < runEnd {
                    let folded = fold[Int(bytes[index])]
                    if folded == 0 {  // a separator
                        index += 1
                        continue
                    }
                    // The word's letters are folded as they are found, after a byte for its length.
                    let lengthAt = written
                    let limit = min(runEnd, index + maxWordLength)
                    out[lengthAt + 1] = folded
                    var end = index + 1
                    while end < limit {
                        let letter = fold[Int(bytes[end])]
                        if letter == 0 { break }
                        out[lengthAt + 1 + end - index] = letter
                        end += 1
                    }
                    let length = end - index
                    if end == limit { while end < runEnd, fold[Int(bytes[end])] != 0 { end += 1 } }
                    // A word that runs on into a byte that is not ASCII is the other path's.
                    if end == runEnd, runEnd < count { break }
                    out[lengthAt] = UInt8(length)
                    written += 1 + length
                    index = end
                }
                terms.append(contentsOf: UnsafeBufferPointer(rebasing: out[..<written]))
                return index
            }
        }
    }

    /// Each byte folded for ``appendASCIIRun(_:from:to:)``: an ASCII letter or digit lowercased, 0 for another
    /// ASCII byte (a separator), 0xFF for a byte that is not ASCII.
    private static let asciiFold: [UInt8] = (0..<256).map { value in
        switch UInt8(value) {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt8(value) + 32
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(value)
        case 0x80...0xFF: 0xFF
        default: 0
        }
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
