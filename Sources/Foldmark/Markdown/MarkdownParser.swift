internal import CCmarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only code that touches cmark-gfm: parses Markdown, renders it to HTML once, and cuts the HTML at the
/// top-level headings.
///
/// Before rendering, each top-level heading gets an empty custom block in front of it and an empty custom inline
/// at each end of its text. cmark-gfm prints their `on_enter` strings verbatim, so the single HTML string comes
/// back with markers that say exactly where each section's heading text and body start. Markers begin with
/// `<` and U+0001: in safe mode every `<` of the content is escaped, and raw HTML (unsafe mode) comes from input
/// whose control characters ``SourceText`` has already replaced, so content can never forge one.
enum MarkdownParser {
    private static let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()
    private static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    private enum Marker {
        static let section = "<\u{1}S"
        static let titleStart = "<\u{1}T"
        static let titleEnd = "<\u{1}E"
        static let footnotes = "<\u{1}F"
        /// Right after the `<hN>` of a heading inside a container; ``NestedHeadingIDs`` turns it into an id.
        static let nestedHeading = NestedHeadingIDs.marker
    }

    /// Parses `source` and returns its top-level headings with the HTML that belongs to each.
    static func parse(_ source: SourceText, options: ParseOptions) -> ParsedMarkdown {
        withDocument(source, options) { document in
            let scan = scanTree(
                document, path: source.path, text: options.collectLinks ? source.text : nil, rewrite: options.rewriteURL)
            var headings: [PendingHeading] = []
            var diagnostics: [Diagnostic] = []
            var lines: SourceLines?
            for heading in scan.topLevel {
                let pending = prepareHeading(heading, path: source.path)
                headings.append(pending)
                if let repeated = pending.attributes?.repeatedKeys, !repeated.isEmpty {
                    if lines == nil { lines = SourceLines(source.text) }
                    diagnostics += repeatedKeyWarnings(repeated, heading: pending.position, lines: lines!)
                }
            }
            let nestedTitles = scan.nested.map { $0.map(prepareNestedHeading) }
            var node = cmark_node_first_child(document)
            while let current = node {
                node = cmark_node_next(current)
                if cmark_node_get_type(current) == CMARK_NODE_FOOTNOTE_DEFINITION {
                    // cmark-gfm has moved every used definition to the end of the document.
                    insertMarker(Marker.footnotes, before: current)
                    break
                }
            }
            let links = options.collectLinks ? scan.links : []
            return { html in
                var result = split(html, headings: headings)
                result.preambleNestedTitles = nestedTitles[0]
                for index in result.headings.indices { result.headings[index].nestedTitles = nestedTitles[index + 1] }
                result.links = links
                result.diagnostics = diagnostics
                return result
            }
        }
    }

    /// What one walk over the whole tree finds.
    private struct TreeScan {
        /// The headings that are children of the document, in order.
        var topLevel: [OpaquePointer] = []
        /// Headings inside containers (block quotes, lists), grouped by the top-level section they fall in:
        /// index 0 is the preamble, index k + 1 the section of top-level heading k. Footnotes are left out.
        var nested: [[OpaquePointer]] = [[]]
        var links: [LinkReference] = []
    }

    /// Walks the tree once: finds the headings, and lists (and rewrites) every link and image. `text` is the
    /// source, used to correct the columns cmark-gfm gives autolinks.
    private static func scanTree(
        _ document: OpaquePointer, path: String?, text: String?, rewrite: ((LinkReference) -> String)?
    ) -> TreeScan {
        var scan = TreeScan()
        if rewrite == nil && text == nil { return scanBlocks(document) }
        guard let iterator = cmark_iter_new(document) else { return scan }
        defer { cmark_iter_free(iterator) }
        var footnoteDepth = 0
        var lines: SourceLines?  // built on the first link, once per document
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_FOOTNOTE_DEFINITION {
                footnoteDepth += event == CMARK_EVENT_ENTER ? 1 : -1
                continue
            }
            guard event == CMARK_EVENT_ENTER else { continue }
            if type == CMARK_NODE_HEADING {
                if cmark_node_parent(node) == document {
                    scan.topLevel.append(node)
                    scan.nested.append([])
                } else if footnoteDepth == 0 {
                    scan.nested[scan.nested.count - 1].append(node)
                }
                continue
            }
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let url = cmark_node_get_url(node) else { continue }
            let line = Int(cmark_node_get_start_line(node))
            var column = Int(cmark_node_get_start_column(node))
            if type == CMARK_NODE_LINK, let source = text {
                if lines == nil { lines = SourceLines(source) }
                if let lineText = lines?.line(line),
                    let corrected = autolinkColumn(in: lineText, column: column, url: String(cString: url))
                {
                    column = corrected
                }
            }
            let link = LinkReference(
                url: String(cString: url), kind: type == CMARK_NODE_IMAGE ? .image : .link,
                location: SourceLocation(file: path, line: line, column: column), hasText: cmark_node_first_child(node) != nil)
            scan.links.append(link)
            if let rewrite {
                let replacement = rewrite(link)
                if replacement != link.url { cmark_node_set_url(node, replacement) }
            }
        }
        return scan
    }

    /// Finds the headings by walking block containers only, without descending into paragraphs and other
    /// leaves: the cheap walk for when no link needs looking at.
    private static func scanBlocks(_ document: OpaquePointer) -> TreeScan {
        var scan = TreeScan()
        var node = cmark_node_first_child(document)
        while let current = node {
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_HEADING {
                if cmark_node_parent(current) == document {
                    scan.topLevel.append(current)
                    scan.nested.append([])
                } else {
                    scan.nested[scan.nested.count - 1].append(current)
                }
            }
            // Descend into containers that may hold headings; footnotes are left out.
            if type == CMARK_NODE_BLOCK_QUOTE || type == CMARK_NODE_LIST || type == CMARK_NODE_ITEM,
                let child = cmark_node_first_child(current)
            {
                node = child
                continue
            }
            // Next sibling, or the next sibling of the nearest ancestor that has one.
            var climbing: OpaquePointer? = current
            node = nil
            while let at = climbing, at != document {
                if let next = cmark_node_next(at) {
                    node = next
                    break
                }
                climbing = cmark_node_parent(at)
            }
        }
        return scan
    }

    /// Marks a heading inside a container so that it gets an id, and returns its plain text for the slug.
    private static func prepareNestedHeading(_ heading: OpaquePointer) -> String {
        cmark_consolidate_text_nodes(heading)
        let text = plainText(of: heading)
        if let marker = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
            cmark_node_set_on_enter(marker, Marker.nestedHeading)
            cmark_node_prepend_child(heading, marker)
        }
        return text
    }

    /// The HTML cmark-gfm renders for `source` with no sections: the reference that section bodies must match.
    static func plainHTML(_ source: SourceText, options: ParseOptions) -> String {
        withDocument(source, options) { _ in
            { html in ControlCharacterScrubber.scrubHTML(html) }
        }
    }

    /// Parses `source`, lets `prepare` edit the tree, renders it once, and hands the HTML to the function that
    /// `prepare` returned. Every cmark pointer lives and dies inside this call.
    private static func withDocument<Result>(
        _ source: SourceText, _ options: ParseOptions,
        prepare: (OpaquePointer) -> (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        _ = registerExtensions
        var cmarkOptions = CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES
        if options.unsafeHTML { cmarkOptions |= CMARK_OPT_UNSAFE }

        guard let parser = cmark_parser_new(cmarkOptions) else { fatalError("cmark_parser_new failed") }
        var parserFreed = false
        defer { if !parserFreed { cmark_parser_free(parser) } }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        var text = source.text
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let document = InlinePassLock.finish(parser) else { fatalError("cmark_parser_finish failed") }
        if options.highlight { CodeBlockHighlighting.highlight(document) }
        let finish = prepare(document)
        let rendered = cmark_render_html(document, cmarkOptions, cmark_parser_get_syntax_extensions(parser))
        // The tree is the largest thing in memory: free it before the HTML is cut into Swift strings.
        cmark_node_free(document)
        cmark_parser_free(parser)
        parserFreed = true
        guard let rendered else { fatalError("cmark_render_html failed") }
        defer { free(rendered) }
        let bytes = UnsafeRawPointer(rendered).assumingMemoryBound(to: UInt8.self)
        return finish(UnsafeBufferPointer(start: bytes, count: strlen(rendered)))
    }

    /// What is known about a heading before rendering; the split fills in its HTML.
    private struct PendingHeading {
        var level: Int
        var text: String
        var attributes: HeadingAttributes?
        var position: SourceLocation
    }

    /// Takes the attribute block off the heading's text, reads its plain text, and marks it for the split.
    private static func prepareHeading(_ heading: OpaquePointer, path: String?) -> PendingHeading {
        // cmark splits text at characters such as `_`; joining adjacent text nodes changes no output and gives
        // the attribute block back in one piece.
        cmark_consolidate_text_nodes(heading)
        var attributes: HeadingAttributes?
        if let last = cmark_node_last_child(heading), cmark_node_get_type(last) == CMARK_NODE_TEXT,
            let literal = cmark_node_get_literal(last),
            let (rest, parsed) = HeadingAttributes.split(ControlCharacterScrubber.scrubText(String(cString: literal)))
        {
            attributes = parsed
            cmark_node_set_literal(last, rest)
        }
        let pending = PendingHeading(
            level: Int(cmark_node_get_heading_level(heading)),
            text: plainText(of: heading),
            attributes: attributes,
            position: SourceLocation(
                file: path,
                line: Int(cmark_node_get_start_line(heading)),
                column: Int(cmark_node_get_start_column(heading))
            )
        )
        insertMarker(Marker.section, before: heading)
        if let start = cmark_node_new(CMARK_NODE_CUSTOM_INLINE), let end = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
            cmark_node_set_on_enter(start, Marker.titleStart)
            cmark_node_set_on_enter(end, Marker.titleEnd)
            cmark_node_prepend_child(heading, start)
            cmark_node_append_child(heading, end)
        }
        return pending
    }

    /// A warning for each key given twice in a heading's attribute block, at the key's last copy on the heading's
    /// line when it is found there, else at the heading.
    private static func repeatedKeyWarnings(_ keys: [String], heading: SourceLocation, lines: SourceLines) -> [Diagnostic] {
        let lineBytes = heading.line.flatMap { lines.line($0) }.map { Array($0.utf8) } ?? []
        return keys.map { key in
            var location = heading
            let needle = Array(" \(key)=".utf8)
            if lineBytes.count >= needle.count {
                var offset = lineBytes.count - needle.count
                while offset >= 0, Array(lineBytes[offset..<(offset + needle.count)]) != needle { offset -= 1 }
                if offset >= 0 { location.column = offset + 2 }
            }
            return Diagnostic(
                .warning, at: location, code: "duplicate-attribute",
                "attribute '\(key)' is given more than once in the heading's attribute block; the last value is used")
        }
    }

    private static func insertMarker(_ marker: String, before node: OpaquePointer) {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(block, marker)
        cmark_node_insert_before(node, block)
    }

    /// The text of a heading without markup: text and code literals, with line breaks as spaces.
    private static func plainText(of heading: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(heading) else { return text }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                if let literal = cmark_node_get_literal(node) { text += ControlCharacterScrubber.scrubText(String(cString: literal)) }
            } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                text += " "
            }
        }
        return text
    }

    /// cmark-gfm 0.29 gives an autolink (`<https://…>`, or a bare URL) a column counted from the start of its
    /// paragraph rather than of its line. When the reported column does not point at the URL on its line, this
    /// finds the URL on that line instead; `nil` keeps the reported column. Compares UTF-8 bytes, not
    /// `Character`s: a URL followed by a combining mark still matches.
    static func autolinkColumn(in lineText: Substring, column: Int, url: String) -> Int? {
        let bytes = Array(lineText.utf8)
        let written = url.hasPrefix("mailto:") ? String(decoding: url.utf8.dropFirst("mailto:".utf8.count), as: UTF8.self) : url
        if column >= 1, column <= bytes.count {
            let rest = bytes[(column - 1)...]
            func starts(with prefix: String) -> Bool { rest.starts(with: prefix.utf8) }
            if starts(with: "[") || starts(with: "<") || starts(with: written) || starts(with: url) { return nil }
        }
        for candidate in ["<" + url, "<" + written, written] {
            if let offset = firstOffset(of: Array(candidate.utf8), in: bytes) { return offset + 1 }
        }
        return nil
    }

    /// The byte offset of the first occurrence of `needle` in `haystack`.
    private static func firstOffset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        var offset = 0
        while offset + needle.count <= haystack.count {
            if haystack[offset] == needle[0], haystack[offset..<(offset + needle.count)].elementsEqual(needle) { return offset }
            offset += 1
        }
        return nil
    }

    /// Cuts the rendered HTML at the markers.
    private static func split(_ html: UnsafeBufferPointer<UInt8>, headings: [PendingHeading]) -> ParsedMarkdown {
        var result = ParsedMarkdown()
        var scanner = MarkerScanner(html)
        var headingIndex = 0
        var pieceStart = 0
        var current: (pending: PendingHeading, title: String)?

        func finishPiece(at end: Int) {
            let piece = scanner.string(pieceStart..<end)
            if let open = current {
                result.headings.append(
                    ParsedMarkdown.Heading(
                        level: open.pending.level,
                        title: SectionTitle(html: open.title, text: open.pending.text),
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
                result.footnoteIDs = footnoteIDs(in: result.footnotes)
                return result
            case UInt8(ascii: "I"):
                continue  // a heading inside a container: stays in the body for NestedHeadingIDs
            default:
                preconditionFailure("unknown marker")
            }
        }
        finishPiece(at: html.count)
        return result
    }
}

/// The ids the footnotes section defines (`fn-…`) and links back to (`fnref-…`, `fnref-…-2`).
private func footnoteIDs(in html: String) -> [String] {
    var ids: [String] = []
    for prefix in [" id=\"", " href=\"#"] {
        var rest = html[...]
        while let start = rest.range(of: prefix) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            ids.append(String(rest[..<end]))
            rest = rest[end...]
        }
    }
    return ids
}

/// The lines of a source text, indexed once so that any line can be had in constant time. Lines end at `\r\n`,
/// `\r` or `\n`, as cmark-gfm counts them.
private struct SourceLines {
    private let text: String
    /// The UTF-8 offsets where each line's content starts and ends.
    private var bounds: [(start: Int, end: Int)] = []

    init(_ text: String) {
        self.text = text
        let bytes = text.utf8
        var start = 0
        var offset = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            index = bytes.index(after: index)
            offset += 1
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                let end = offset - 1
                if byte == UInt8(ascii: "\r"), index != bytes.endIndex, bytes[index] == UInt8(ascii: "\n") {
                    index = bytes.index(after: index)
                    offset += 1
                }
                bounds.append((start, end))
                start = offset
            }
        }
        bounds.append((start, offset))
    }

    /// Line `number` (1-based) without its line break, or `nil` past the end.
    func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= bounds.count else { return nil }
        let utf8 = text.utf8
        let (start, end) = bounds[number - 1]
        return text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }
}

/// Finds `<` U+0001 markers in rendered HTML and cuts strings out of it.
private struct MarkerScanner {
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
