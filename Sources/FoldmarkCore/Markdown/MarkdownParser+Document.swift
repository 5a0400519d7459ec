internal import CCmarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C lifetimes: a cmark-gfm parser and document that live and die inside one call, in ``CmarkArena``.
extension MarkdownParser {
    private static let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()
    private static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    /// Parses `source`, lets `prepare` edit the tree, renders it once, and hands the HTML to the function that
    /// `prepare` returned. Every cmark pointer lives and dies inside this call. Without `tables`, the table
    /// extension is left out (see ``WideTableGuard``).
    static func withDocument<Result>(
        _ source: SourceText, _ options: ParseOptions, tables: Bool = true,
        prepare: (OpaquePointer) -> (RenderedHTML) -> Result
    ) -> Result {
        _ = registerExtensions
        var cmarkOptions = CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES
        if options.unsafeHTML { cmarkOptions |= CMARK_OPT_UNSAFE }

        // The parser and its tree live in this thread's arena, which is emptied (the tree with it) when the scope
        // ends: before the HTML, which is the system's, is cut into Swift strings.
        let (rendered, highlighted, finish) = CmarkArena.withScope {
            () -> (UnsafeMutablePointer<CChar>?, () -> [String], (RenderedHTML) -> Result) in
            guard let parser = cmark_parser_new_with_mem(cmarkOptions, CmarkArena.allocator) else {
                fatalError("cmark_parser_new failed")
            }
            for name in extensionNames where tables || name != "table" {
                if let syntaxExtension = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, syntaxExtension)
                }
            }
            var text = AdmonitionRewriter.rewrite(source.text)
            text.withUTF8 { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    cmark_parser_feed(parser, chars.baseAddress, chars.count)
                }
            }
            guard let document = InlinePassLock.finish(parser) else { fatalError("cmark_parser_finish failed") }
            // Highlighted while the tree is edited and rendered, on another thread when there is much code.
            let highlighted = options.highlight ? CodeBlockHighlighting.take(from: document).startHTML() : { [] }
            let finish = prepare(document)
            let rendered = cmark_render_html_with_mem(
                document, cmarkOptions, cmark_parser_get_syntax_extensions(parser), cmark_get_default_mem_allocator())
            return (rendered, highlighted, finish)
        }
        guard let rendered else { fatalError("cmark_render_html failed") }
        defer { free(rendered) }
        let bytes = UnsafeRawPointer(rendered).assumingMemoryBound(to: UInt8.self)
        let html = UnsafeBufferPointer(start: bytes, count: strlen(rendered))
        return finish(RenderedHTML(bytes: html, blocks: highlighted()))
    }
}
