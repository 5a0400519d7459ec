internal import CCmarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds `<` U+0001 markers in rendered HTML and cuts strings out of it.
struct MarkerScanner {
    let html: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(_ html: UnsafeBufferPointer<UInt8>) {
        self.html = html
    }

    /// The next marker's kind letter and the offset of its `<`, skipping the newline cmark adds after a block.
    mutating func nextMarker() -> (kind: UInt8, position: Int)? {
        guard let base = html.baseAddress else { return nil }
        while offset + 1 < html.count {
            // U+0001 appears in the output only inside markers, so look for it rather than for `<`.
            guard let hit = memchr(base + offset + 1, 1, html.count - offset - 1) else { break }
            let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            offset = index + 1
            if html[index - 1] == UInt8(ascii: "<"), index + 1 < html.count {
                offset = index + 2
                return (html[index + 1], index - 1)
            }
        }
        offset = html.count
        return nil
    }

    func skipNewline(after position: Int) -> Int {
        position < html.count && html[position] == UInt8(ascii: "\n") ? position + 1 : position
    }

    /// The HTML in `range`, with control characters from character references replaced (markers kept).
    func string(_ range: Range<Int>) -> String {
        guard range.lowerBound < range.upperBound else { return "" }
        return ControlCharacterScrubber.scrubHTML(UnsafeBufferPointer(rebasing: html[range]))
    }
}
