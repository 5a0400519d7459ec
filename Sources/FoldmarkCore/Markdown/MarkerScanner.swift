internal import CCmarkGFM

/// Finds `<` U+0001 markers in rendered HTML and cuts strings out of it.
struct MarkerScanner {
    let html: UnsafeBufferPointer<UInt8>
    /// The highlighted code blocks' HTML, by number (see ``RenderedHTML``).
    let blocks: [String]
    var offset = 0

    init(_ rendered: RenderedHTML) {
        html = rendered.bytes
        blocks = rendered.blocks
    }

    /// The next marker's kind letter and the offset of its `<`, skipping the newline cmark adds after a block.
    mutating func nextMarker() -> (kind: UInt8, position: Int)? {
        while offset + 1 < html.count {
            // U+0001 appears in the output only inside markers, so look for it rather than for `<`.
            guard let index = html.firstIndex(of: 1, from: offset + 1) else { break }
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

    /// The HTML in `range`, with control characters from character references replaced (markers kept), and each
    /// highlighted code block's marker replaced by the block's HTML.
    func string(_ range: Range<Int>) -> String {
        guard range.lowerBound < range.upperBound else { return "" }
        let markers = blocks.isEmpty ? [] : blockMarkers(in: range)
        guard !markers.isEmpty else {
            return ControlCharacterScrubber.scrubHTML(UnsafeBufferPointer(rebasing: html[range]))
        }
        // The HTML between the markers, scrubbed only where it needs it, and the blocks' HTML, which the highlighter
        // escaped from code without control characters and made a string: copied once into the result.
        var texts: [(bytes: UnsafeBufferPointer<UInt8>, scrubbed: String?)] = []
        var start = range.lowerBound
        for marker in markers + [(range.upperBound..<range.upperBound, -1)] {
            let bytes = UnsafeBufferPointer(rebasing: html[start..<marker.range.lowerBound])
            let scrubbed =
                ControlCharacterScrubber.htmlNeedsScrubbing(bytes)
                ? ControlCharacterScrubber.scrubHTML(bytes) : nil
            texts.append((bytes, scrubbed))
            start = marker.range.upperBound
        }
        // The HTML between the markers appended in pieces (see UTF8Chunks), so its long ASCII runs are checked
        // quickly.
        var result = ""
        result.reserveCapacity(
            texts.reduce(0) { $0 + ($1.scrubbed?.utf8.count ?? $1.bytes.count) }
                + markers.reduce(0) { $0 + blocks[$1.block].utf8.count })
        for (index, text) in texts.enumerated() {
            if let scrubbed = text.scrubbed {
                result += scrubbed
            } else {
                UTF8Chunks.append(decoding: text.bytes, to: &result)
            }
            if index < markers.count { result += blocks[markers[index].block] }
        }
        return result
    }

    /// The highlighted blocks' markers in `range`, in order: each marker's bytes (with the line feed cmark-gfm puts
    /// after it, since a block's HTML ends with its own) and its block's number.
    private func blockMarkers(in range: Range<Int>) -> [(range: Range<Int>, block: Int)] {
        var found: [(range: Range<Int>, block: Int)] = []
        var scanner = self
        scanner.offset = range.lowerBound
        while let (kind, position) = scanner.nextMarker(), position < range.upperBound {
            guard kind == UInt8(ascii: "H") else { continue }
            var end = position + 3
            var number = 0
            while end < range.upperBound, html[end] != UInt8(ascii: ";") {
                number = number * 10 + Int(html[end] &- UInt8(ascii: "0"))
                end += 1
            }
            precondition(end < range.upperBound && number < blocks.count, "code block marker cut off")
            end += 1
            if end < range.upperBound, html[end] == UInt8(ascii: "\n") { end += 1 }
            found.append((position..<end, number))
            scanner.offset = end
        }
        return found
    }
}
