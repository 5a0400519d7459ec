/// Cleans text that a test run printed before it goes into a report: terminal colour codes are removed, other
/// control characters become U+FFFD (as ``SourceText`` does for Markdown), and the text is cut to a size.
///
/// Colour codes are removed, not turned into colours: a report is read in light and dark mode, and a test's
/// red-on-black is not readable in both. Recognised: `ESC [ … final`, `ESC ] … BEL` or `ESC ] … ESC \`, a lone
/// `ESC x`, and pytest's escaped spelling `#x1B[…m` (its JUnit writer writes ESC that way, since XML 1.0 has no
/// ESC). ``ControlByteFilter`` hands an ESC byte of the XML file over as U+E01B, which counts as ESC here.
public enum TerminalText {
    /// The stand-in for a control byte `b` that XML cannot hold: U+E000 + b (see ``ControlByteFilter``).
    static let standInBase: UInt32 = 0xE000

    /// `text` without colour codes and with its control characters replaced.
    public static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if isEscape(scalar) {
                index = endOfEscape(scalars, after: index + 1)
            } else if scalar == "#", startsPytestEscape(scalars, at: index) {
                index = endOfEscape(scalars, after: index + 4)
            } else {
                index += 1
                if scalar.value >= standInBase && scalar.value < standInBase + 0x20 {
                    output.append("\u{FFFD}")
                } else {
                    output.append(ControlCharacterScrubber.replacement(for: scalar))
                }
            }
        }
        return String(output)
    }

    /// `text` cleaned and cut to at most `limit` UTF-8 bytes, at a character boundary, with a note saying how
    /// much was cut.
    public static func clean(_ text: String, limit: Int) -> String {
        capped(clean(text), limit: limit)
    }

    /// `text` cut to at most `limit` UTF-8 bytes at a character boundary, with a note saying how much was cut.
    public static func capped(_ text: String, limit: Int) -> String {
        let count = text.utf8.count
        guard count > limit else { return text }
        let bytes = Array(text.utf8)
        var end = limit
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        let kept = String(decoding: bytes[..<end], as: UTF8.self)
        let cut = count - kept.utf8.count
        return kept + "\n… [\(cut) more bytes not shown]"
    }

    /// The longest start of `text` of at most `bytes` UTF-8 bytes that ends at a character boundary.
    static func prefix(_ text: String, bytes: Int) -> String {
        var count = 0
        var end = text.unicodeScalars.startIndex
        for index in text.unicodeScalars.indices {
            let size = UTF8.width(text.unicodeScalars[index])
            if count + size > bytes { break }
            count += size
            end = text.unicodeScalars.index(after: index)
        }
        return String(text.unicodeScalars[..<end])
    }

    private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar == "#"
            || (scalar.value >= standInBase && scalar.value < standInBase + 0x20)
    }

    private static func isEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x1B || scalar.value == standInBase + 0x1B
    }

    /// Whether `#x1B[` (or `#x1b[`) starts at `index`.
    private static func startsPytestEscape(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + 4 < scalars.count, scalars[index + 1] == "x", scalars[index + 2] == "1",
            scalars[index + 3] == "B" || scalars[index + 3] == "b", scalars[index + 4] == "["
        else { return false }
        return true
    }

    /// The index after the escape sequence whose ESC ends just before `start`. A CSI (`[`) runs to its final
    /// byte (`@` to `~`), an OSC (`]`) to BEL or `ESC \\`; any other escape is ESC and one character. Never reads
    /// past the end, and never more than the text: the scan is linear.
    private static func endOfEscape(_ scalars: [Unicode.Scalar], after start: Int) -> Int {
        guard start < scalars.count else { return start }
        var index = start + 1
        switch scalars[start] {
        case "[":
            while index < scalars.count {
                let value = scalars[index].value
                index += 1
                if (0x40...0x7E).contains(value) { break }
                if !(0x20...0x3F).contains(value) { return index - 1 }
            }
            return index
        case "]":
            while index < scalars.count {
                if scalars[index].value == 0x07 { return index + 1 }
                if isEscape(scalars[index]) { return min(index + 2, scalars.count) }
                index += 1
            }
            return index
        default:
            return index
        }
    }
}
