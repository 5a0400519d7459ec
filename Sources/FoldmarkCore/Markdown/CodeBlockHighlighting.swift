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

    /// With at least this many bytes of code to highlight (64 KiB), a document's blocks are highlighted on a thread
    /// of their own while cmark-gfm renders the rest; smaller ones (most pages of a site) are highlighted in turn.
    static let backgroundBytes = 64 * 1024

    /// The code blocks taken out of a tree: their code, copied one after the other, and their info strings.
    struct Blocks: Sendable {
        /// Every block's code, in order.
        var code: [UInt8] = []
        /// Where each block's code ends in ``code``, and its info string.
        var ends: [(end: Int, info: String)] = []

        /// The blocks' HTML, by the number in each one's marker.
        func html() -> [String] {
            code.withUnsafeBufferPointer { code in
                var start = 0
                return ends.map { block in
                    defer { start = block.end }
                    let html = SyntaxHighlighter.codeBlockHTML(
                        code: UnsafeBufferPointer(rebasing: code[start..<block.end]), info: block.info)
                    guard let html else { preconditionFailure("a block taken for a language it does not know") }
                    return html
                }
            }
        }

        /// The blocks' HTML, made on a thread of its own when there is much code (see ``backgroundBytes``): a
        /// function to call for it once the tree is gone.
        func startHTML() -> () -> [String] {
            guard code.count >= CodeBlockHighlighting.backgroundBytes else { return html }
            let work = BackgroundWork { html() }
            return { work.value }
        }
    }

    /// Replaces each fenced code block of `document` whose language Foldmark knows by its marker, and returns the
    /// blocks' code and info strings, to highlight with ``Blocks/html()``.
    static func take(from document: OpaquePointer) -> Blocks {
        var blocks = Blocks()
        // Code blocks may sit in block quotes, lists and footnotes.
        BlockWalk.forEach(in: document) {
            $0 == CMARK_NODE_BLOCK_QUOTE || $0 == CMARK_NODE_LIST || $0 == CMARK_NODE_ITEM
                || $0 == CMARK_NODE_FOOTNOTE_DEFINITION
        } _: { block, type in
            if type == CMARK_NODE_CODE_BLOCK { take(block, into: &blocks) }
        }
        return blocks
    }

    /// Takes `block` when its language is known: copies its code and puts its marker in its place.
    private static func take(_ block: OpaquePointer, into blocks: inout Blocks) {
        guard let infoBytes = cmark_node_get_fence_info(block), infoBytes.pointee != 0,
            let literal = cmark_node_get_literal(block)
        else { return }
        let info = String(cString: infoBytes)
        guard Languages.language(named: CodeBlockInfo(info).language) != nil,
            let custom = CmarkArena.node(CMARK_NODE_CUSTOM_BLOCK)
        else { return }
        let code = UnsafeBufferPointer(
            start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
        blocks.code.append(contentsOf: code)
        _ = cmark_node_set_on_enter(custom, marker + String(blocks.ends.count) + ";")
        blocks.ends.append((blocks.code.count, info))
        cmark_node_insert_before(block, custom)
        cmark_node_free(block)
    }
}
