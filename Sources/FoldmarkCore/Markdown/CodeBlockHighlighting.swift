internal import CCmarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hook between cmark-gfm and the highlighter: before rendering, each fenced code block whose language
/// Foldmark knows is highlighted, and replaced by a custom block whose marker cmark-gfm prints verbatim:
/// `<` U+0001 `H`, the block's number and `;` (see ``RenderedHTML``). The highlighted HTML itself stays out of
/// cmark-gfm.
///
/// Safe in safe mode: the highlighter escapes every byte of the code itself (the same four escapes cmark-gfm
/// uses), and the code comes from ``SourceText``, whose control characters are already replaced, so it can forge
/// neither markup nor the parser's U+0001 markers. Code blocks with no or an unknown language are not touched.
enum CodeBlockHighlighting {
    static let marker = "<\u{1}H"

    /// Highlights the code blocks of `document` and returns their HTML, by the number in each one's marker.
    static func highlight(_ document: OpaquePointer) -> [String] {
        var blocks: [String] = []
        // Code blocks may sit in block quotes, lists and footnotes.
        BlockWalk.forEach(in: document) {
            $0 == CMARK_NODE_BLOCK_QUOTE || $0 == CMARK_NODE_LIST || $0 == CMARK_NODE_ITEM
                || $0 == CMARK_NODE_FOOTNOTE_DEFINITION
        } _: { block, type in
            if type == CMARK_NODE_CODE_BLOCK, let html = replace(block, number: blocks.count) { blocks.append(html) }
        }
        return blocks
    }

    /// The block's highlighted HTML, once the block is replaced by its marker; `nil` when it is left as it is.
    private static func replace(_ block: OpaquePointer, number: Int) -> String? {
        guard let info = cmark_node_get_fence_info(block), info.pointee != 0,
            let literal = cmark_node_get_literal(block)
        else { return nil }
        let code = UnsafeBufferPointer(
            start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
        guard let html = SyntaxHighlighter.codeBlockHTML(code: code, info: String(cString: info)),
            let custom = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, CmarkArena.allocator)
        else { return nil }
        _ = cmark_node_set_on_enter(custom, marker + String(number) + ";")
        cmark_node_insert_before(block, custom)
        cmark_node_free(block)
        return html
    }
}
