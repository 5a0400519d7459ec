/// Finds table rows too wide for cmark-gfm's table extension, before parsing.
///
/// cmark-gfm 0.29's table extension appends each cell of a row to a linked list by walking the whole list, so a
/// row costs time in the square of its cells: 10,000 columns by 50 rows took 20 s. A document with a table row
/// (its header row, its delimiter row or a body row) of more than ``maximumCells`` cells is therefore parsed
/// without the table extension: its tables show as text, with one warning naming the first such row.
///
/// The limit keeps every input near a second per megabyte: measured with the cmark-gfm CLI on a megabyte of
/// one-byte cells, 100 columns take 0.29 s, 250 take 0.43 s, 500 take 0.84 s and 1,000 take 1.6 s.
///
/// The scan is one pass over the UTF-8 bytes. It follows GitHub's table rule loosely, erring towards finding
/// rows: a line of only `|`, `:`, `-`, spaces and tabs with at least one `|` and one `-` is a delimiter row; the
/// line before it is the header row; the lines after it, up to a blank line, are body rows. Block quote markers
/// and indentation in front of a line are skipped.
enum WideTableGuard {
    /// The most cells a table row may have for the document to be parsed with tables.
    static let maximumCells = 500

    /// The first row over the limit: its 1-based line and its cell count; `nil` when every table is narrow enough.
    static func firstWideRow(in text: String) -> (line: Int, cells: Int)? {
        var text = text
        return text.withUTF8 { bytes in
            // A row of more than `maximumCells` cells has at least `maximumCells` pipes: with no line holding that
            // many (lines split at line feeds alone here, which can only make them longer), there is nothing to find.
            guard hasLine(withPipes: maximumCells, in: bytes) else { return nil }
            var line = 1
            var start = 0
            var previousCells = 0
            var inTable = false
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
                    end += 1
                }
                let row = scan(bytes, start, end)
                if row.isBlank {
                    inTable = false
                } else if row.isDelimiter {
                    let cells = max(row.cells, previousCells)
                    if cells > maximumCells { return (previousCells > row.cells ? line - 1 : line, cells) }
                    inTable = true
                } else if inTable, row.cells > maximumCells {
                    return (line, row.cells)
                }
                previousCells = row.isBlank ? 0 : row.cells
                guard end < bytes.count else { break }
                start = end + LineEndings.length(in: bytes, at: end)
                line += 1
            }
            return nil
        }
    }

    /// Whether some run of bytes between line feeds (or the ends) holds at least `count` `|` bytes. Most
    /// documents hold fewer in all; `memchr` finds the line feeds of the others.
    static func hasLine(withPipes count: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func pipes(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            guard let base = bytes.baseAddress else { return 0 }
            let raw = UnsafeRawPointer(base)
            var count = 0
            var index = 0
            // Eight bytes at a time: one bit for each pipe.
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                count &+= ByteWord.bytes(of: word, equalTo: UInt8(ascii: "|")).nonzeroBitCount
                index += 8
            }
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "|") { count &+= 1 }
                index += 1
            }
            return count
        }
        guard pipes(bytes) >= count else { return false }
        var start = 0
        while start < bytes.count {
            let end = bytes.firstIndex(of: UInt8(ascii: "\n"), from: start) ?? bytes.count
            if end - start >= count, pipes(UnsafeBufferPointer(rebasing: bytes[start..<end])) >= count { return true }
            start = end + 1
        }
        return false
    }

    /// What one line is: blank, a delimiter row, and how many cells it would have as a row.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (
        isBlank: Bool, isDelimiter: Bool, cells: Int
    ) {
        var index = start
        // Block quote markers and indentation in front of the row.
        while index < end,
            bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
                || bytes[index] == UInt8(ascii: ">")
        {
            index += 1
        }
        guard index < end else { return (true, false, 0) }
        var pipes = 0
        var hasDash = false
        var onlyDelimiterBytes = true
        var escaped = false
        let first = index
        var last = index
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "|"): if !escaped { pipes += 1 }
            case UInt8(ascii: "-"): hasDash = true
            case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"): break
            default: onlyDelimiterBytes = false
            }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { last = index }
            escaped = byte == UInt8(ascii: "\\") && !escaped
            index += 1
        }
        // A leading and a trailing pipe bound the row; every other pipe separates two cells.
        var separators = pipes
        if bytes[first] == UInt8(ascii: "|") { separators -= 1 }
        if last > first, bytes[last] == UInt8(ascii: "|"), bytes[last - 1] != UInt8(ascii: "\\") { separators -= 1 }
        return (false, onlyDelimiterBytes && hasDash && pipes > 0, max(separators, 0) + 1)
    }
}
