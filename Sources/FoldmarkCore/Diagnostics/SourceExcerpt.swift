/// The source line printed under a human-format diagnostic, cut to a window around the column when it is long
/// (a minified file, a log line), with the spaces that put a caret under the column.
struct SourceExcerpt {
    /// Lines up to this many bytes are printed whole.
    static let maximumWidth = 160
    /// How many bytes of a long line are kept before the column (the rest of the window comes after it).
    static let context = 60

    /// The line, or the window of it, with `…` where it was cut.
    var text: String
    /// Tabs and spaces that end under the column; `nil` when there is no column.
    var caretPrefix: String?

    /// `line` as printed, and the caret's place for a 1-based byte `column`.
    init(line: String, column: Int?) {
        let bytes = Array(line.utf8)
        // Printed control characters (other than tab) would garble the terminal.
        func printable(_ slice: ArraySlice<UInt8>) -> String {
            var text = String.UnicodeScalarView()
            for scalar in String(decoding: slice, as: UTF8.self).unicodeScalars {
                text.append(
                    scalar.value < 0x20 && scalar != "\t" || (0x7F..<0xA0).contains(scalar.value) ? "\u{FFFD}" : scalar)
            }
            return String(text)
        }
        // Tabs stay tabs so the caret lines up under them; any other character is one column wide.
        func padding(_ slice: ArraySlice<UInt8>) -> String {
            String(String(decoding: slice, as: UTF8.self).unicodeScalars.map { $0 == "\t" ? "\t" : " " })
        }
        let offset = column.map { min(max($0 - 1, 0), bytes.count) }
        guard bytes.count > Self.maximumWidth else {
            text = printable(bytes[...])
            caretPrefix = column.flatMap { $0 >= 1 ? padding(bytes[..<offset!]) : nil }
            return
        }
        let at = offset ?? 0
        var start = max(0, at - Self.context)
        var end = min(bytes.count, start + Self.maximumWidth)
        start = max(0, min(start, end - Self.maximumWidth))
        // Never cut inside a UTF-8 sequence.
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let lead = start > 0 ? "…" : ""
        text = lead + printable(bytes[start..<end]) + (end < bytes.count ? "…" : "")
        caretPrefix = column.flatMap {
            $0 >= 1 ? (lead.isEmpty ? "" : " ") + padding(bytes[start..<max(start, at)]) : nil
        }
    }
}
