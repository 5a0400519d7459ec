#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a source text, indexed once so that any line can be had in constant time. Lines end at `\r\n`,
/// `\r` or `\n`, as cmark-gfm counts them.
struct SourceLines {
    private let text: String
    /// The UTF-8 offsets where each line's content starts and ends.
    private var bounds: [(start: Int, end: Int)] = []

    init(_ text: String) {
        self.text = text
        var contiguous = text
        // One pass over the bytes themselves (the UTF-8 view's indices cost several times more per byte).
        bounds = contiguous.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return [(0, 0)] }
            var bounds: [(start: Int, end: Int)] = []
            var start = 0
            if memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) == nil {
                // Line feeds only, the common case: `memchr` finds each one.
                while let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
                    let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    bounds.append((start, end))
                    start = end + 1
                }
                bounds.append((start, bytes.count))
                return bounds
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { continue }
                let end = index - 1
                if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                bounds.append((start, end))
                start = index
            }
            bounds.append((start, bytes.count))
            return bounds
        }
    }

    /// Line `number` (1-based) without its line break, or `nil` past the end.
    func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= bounds.count else { return nil }
        let utf8 = text.utf8
        let (start, end) = bounds[number - 1]
        return text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }
}
