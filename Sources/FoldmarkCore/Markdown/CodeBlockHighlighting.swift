internal import CCmarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hook between cmark-gfm and the highlighter: before rendering, each fenced code block whose language
/// Foldmark knows is replaced by a custom block that holds its highlighted HTML, which cmark-gfm prints verbatim.
///
/// Safe in safe mode: the highlighter escapes every byte of the code itself (the same four escapes cmark-gfm
/// uses), and the code comes from ``SourceText``, whose control characters are already replaced, so it can forge
/// neither markup nor the parser's U+0001 markers. Code blocks with no or an unknown language are not touched.
enum CodeBlockHighlighting {
    static func highlight(_ document: OpaquePointer) {
        // Code blocks may sit in block quotes, lists and footnotes.
        BlockWalk.forEach(in: document) {
            $0 == CMARK_NODE_BLOCK_QUOTE || $0 == CMARK_NODE_LIST || $0 == CMARK_NODE_ITEM
                || $0 == CMARK_NODE_FOOTNOTE_DEFINITION
        } _: { block, type in
            if type == CMARK_NODE_CODE_BLOCK { replace(block) }
        }
    }

    private static func replace(_ block: OpaquePointer) {
        guard let info = cmark_node_get_fence_info(block), info.pointee != 0,
            let literal = cmark_node_get_literal(block)
        else { return }
        let code = UnsafeBufferPointer(
            start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
        guard var html = SyntaxHighlighter.codeBlockHTML(code: code, info: String(cString: info)),
            let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
        else { return }
        html.append(0)
        html.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { _ = cmark_node_set_on_enter(custom, $0.baseAddress) }
        }
        cmark_node_insert_before(block, custom)
        cmark_node_free(block)
    }
}
