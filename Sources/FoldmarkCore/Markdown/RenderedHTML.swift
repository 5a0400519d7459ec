/// cmark-gfm's HTML for a document, in which each highlighted code block is only a marker (see
/// ``CodeBlockHighlighting``): a block's HTML goes in where its marker is when a piece of the HTML is cut out as a
/// string (``MarkerScanner/string(_:)``). So the megabytes of a large highlighted block are written once, by the
/// highlighter, and copied once, into the string, instead of also being copied into cmark-gfm's tree, printed
/// again by its renderer and scanned for control characters.
struct RenderedHTML {
    /// The HTML cmark-gfm printed.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Each highlighted block's HTML, by the number its marker holds.
    let blocks: [String]
}
