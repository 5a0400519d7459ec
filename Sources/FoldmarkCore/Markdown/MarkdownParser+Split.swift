/// The HTML split: the rendered HTML cut at the markers into preamble, sections and footnotes.
extension MarkdownParser {
    /// Cuts the rendered HTML at the markers.
    static func split(_ rendered: RenderedHTML, headings: [PendingHeading]) -> ParsedMarkdown {
        let html = rendered.bytes
        var result = ParsedMarkdown()
        var scanner = MarkerScanner(rendered)
        var headingIndex = 0
        var pieceStart = 0
        var current: (pending: PendingHeading, title: String)?

        func finishPiece(at end: Int) {
            let piece = scanner.string(pieceStart..<end)
            if let open = current {
                result.headings.append(
                    ParsedMarkdown.Heading(
                        level: open.pending.level,
                        titleHTML: open.title,
                        titleText: open.pending.text,
                        attributes: open.pending.attributes,
                        body: piece,
                        position: open.pending.position
                    ))
            } else {
                result.preamble = piece
            }
        }

        while let (kind, position) = scanner.nextMarker() {
            switch kind {
            case UInt8(ascii: "S"):
                finishPiece(at: position)
                guard let titleStart = scanner.nextMarker(), titleStart.kind == UInt8(ascii: "T"),
                    let titleEnd = scanner.nextMarker(), titleEnd.kind == UInt8(ascii: "E")
                else { preconditionFailure("heading markers out of order") }
                let title = scanner.string((titleStart.position + 3)..<titleEnd.position)
                // After the title comes `</hN>\n`.
                pieceStart = min(titleEnd.position + 3 + 6, html.count)
                current = (headings[headingIndex], title)
                headingIndex += 1
            case UInt8(ascii: "F"):
                finishPiece(at: position)
                result.footnotes = scanner.string(scanner.skipNewline(after: position + 3)..<html.count)
                return result
            case UInt8(ascii: "I"):
                continue  // a heading inside a container: stays in the body for NestedHeadingIDs
            case UInt8(ascii: "B"):
                continue  // a folding block's id: stays in the body for FoldingBlockIDs
            case UInt8(ascii: "H"):
                continue  // a highlighted code block: its HTML goes in when the piece is cut out
            default:
                preconditionFailure("unknown marker")
            }
        }
        finishPiece(at: html.count)
        return result
    }
}
