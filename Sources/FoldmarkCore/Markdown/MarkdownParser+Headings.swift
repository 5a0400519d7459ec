internal import CCmarkGFM

/// Heading preparation: attribute blocks taken off, plain text read, markers put around the heading text.
extension MarkdownParser {
    /// What is known about a heading before rendering; the split fills in its HTML.
    struct PendingHeading {
        var level: Int
        var text: String
        var attributes: HeadingAttributes?
        var position: SourceLocation
    }

    /// Takes the attribute block off the heading's text, reads its plain text, and marks it for the split.
    static func prepareHeading(_ heading: OpaquePointer, path: String?) -> PendingHeading {
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
            position: location(of: heading, path: path)
        )
        insertMarker(Marker.section, before: heading)
        if let start = CmarkArena.node(CMARK_NODE_CUSTOM_INLINE),
            let end = CmarkArena.node(CMARK_NODE_CUSTOM_INLINE)
        {
            cmark_node_set_on_enter(start, Marker.titleStart)
            cmark_node_set_on_enter(end, Marker.titleEnd)
            cmark_node_prepend_child(heading, start)
            cmark_node_append_child(heading, end)
        }
        return pending
    }

    /// Marks a heading inside a container so that it gets an id, and returns it with its plain text for the slug
    /// (the id is handed out later).
    static func prepareNestedHeading(_ heading: OpaquePointer, path: String?) -> NestedHeading {
        cmark_consolidate_text_nodes(heading)
        let nested = NestedHeading(
            id: "", level: Int(cmark_node_get_heading_level(heading)), title: plainText(of: heading),
            position: location(of: heading, path: path))
        if let marker = CmarkArena.node(CMARK_NODE_CUSTOM_INLINE) {
            cmark_node_set_on_enter(marker, Marker.nestedHeading)
            cmark_node_prepend_child(heading, marker)
        }
        return nested
    }

    private static func location(of node: OpaquePointer, path: String?) -> SourceLocation {
        SourceLocation(
            file: path, line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    /// A warning for each key given twice in a heading's attribute block, at the key's last copy on the heading's
    /// line when it is found there, else at the heading.
    static func repeatedKeyWarnings(_ keys: [String], heading: SourceLocation, lines: SourceLines) -> [Diagnostic] {
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
                .warning, at: location, code: .duplicateAttribute,
                "attribute '\(key)' is given more than once in the heading's attribute block; the last value is used")
        }
    }

    static func insertMarker(_ marker: String, before node: OpaquePointer) {
        guard let block = CmarkArena.node(CMARK_NODE_CUSTOM_BLOCK) else { return }
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
                if let literal = cmark_node_get_literal(node) {
                    text += ControlCharacterScrubber.scrubText(String(cString: literal))
                }
            } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                text += " "
            }
        }
        return text
    }
}
