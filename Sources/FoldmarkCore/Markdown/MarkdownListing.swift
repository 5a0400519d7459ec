internal import CCmarkGFM
import Foundation

/// What a Markdown file written as a list of links holds (an mdBook `SUMMARY.md`): its headings, thematic breaks,
/// list items with their nesting, and the links outside lists, in document order, as plain values.
///
/// Read with cmark-gfm, so nesting, link destinations and titles are exactly what CommonMark says they are. The
/// walk keeps its place with cmark's iterator, without recursion, so deep nesting cannot overflow the stack.
public struct MarkdownListing: Sendable, Hashable {
    /// What one entry is.
    public enum Kind: Sendable, Hashable {
        /// A heading of the given level, with its text as the title.
        case heading(level: Int)
        /// A thematic break (`---`).
        case rule
        /// A list item: its title is the text of its first link, and ``Entry/url`` that link's destination
        /// (`""` for `[Title]()`); an item without a link has its paragraph's text as title and no URL.
        case listItem
        /// A link in a paragraph outside every list.
        case link
    }

    /// One heading, rule, list item or link.
    public struct Entry: Sendable, Hashable {
        public var kind: Kind
        /// Plain text: text and code, line breaks as spaces.
        public var title: String
        /// The destination, as written, for links and list items that hold one.
        public var url: String?
        /// How many list items hold this entry: 0 outside every list, 1 for a top-level item.
        public var depth: Int
        /// Where the entry starts.
        public var location: SourceLocation
    }

    /// Every entry, in document order.
    public var entries: [Entry] = []

    /// Reads `source` (tables and other extensions play no part in a list of links).
    public init(_ source: SourceText) {
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return }
        defer { cmark_parser_free(parser) }
        var text = source.text
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let document = InlinePassLock.finish(parser) else { return }
        defer { cmark_node_free(document) }
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        var depth = 0
        func location(_ node: OpaquePointer) -> SourceLocation {
            SourceLocation(
                file: source.path, line: Int(cmark_node_get_start_line(node)),
                column: Int(cmark_node_get_start_column(node)))
        }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_ITEM {
                guard event == CMARK_EVENT_ENTER else {
                    depth -= 1
                    continue
                }
                depth += 1
                var entry = Entry(kind: .listItem, title: "", url: nil, depth: depth, location: location(node))
                if let paragraph = cmark_node_first_child(node), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH
                {
                    if let link = Self.firstLink(in: paragraph) {
                        entry.title = Self.plainText(of: link)
                        entry.url = cmark_node_get_url(link).map { String(cString: $0) } ?? ""
                    } else {
                        entry.title = Self.plainText(of: paragraph)
                    }
                }
                entries.append(entry)
                continue
            }
            guard event == CMARK_EVENT_ENTER else { continue }
            switch type {
            case CMARK_NODE_HEADING:
                let level = Int(cmark_node_get_heading_level(node))
                entries.append(
                    Entry(
                        kind: .heading(level: level), title: Self.plainText(of: node), url: nil, depth: depth,
                        location: location(node)))
            case CMARK_NODE_THEMATIC_BREAK:
                entries.append(Entry(kind: .rule, title: "", url: nil, depth: depth, location: location(node)))
            case CMARK_NODE_LINK where depth == 0:
                let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                entries.append(
                    Entry(kind: .link, title: Self.plainText(of: node), url: url, depth: 0, location: location(node)))
            default:
                break
            }
        }
    }

    /// The first link among the inlines of `paragraph`, at any depth of emphasis.
    private static func firstLink(in paragraph: OpaquePointer) -> OpaquePointer? {
        guard let iterator = cmark_iter_new(paragraph) else { return nil }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_LINK
            {
                return node
            }
        }
        return nil
    }

    /// The text of `node` without markup: text and code literals, with line breaks as spaces.
    private static func plainText(of node: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(node) else { return text }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                if let literal = cmark_node_get_literal(node) { text += String(cString: literal) }
            } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                text += " "
            }
        }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
