/// Turns one Markdown source into one self-contained HTML report: the work behind `foldmark render`.
public enum ReportBuilder {
    /// A rendered report and what was noticed on the way.
    public struct Report: Sendable {
        /// The HTML page, or the fragment when ``ReportOptions/fragment`` is set.
        public var html: String
        /// The parsed document.
        public var document: Document
        /// Warnings from reading, parsing and embedding.
        public var diagnostics: [Diagnostic]
    }

    /// Renders `source`. `fallbackTitle` names the page when it has no heading and no title is given;
    /// local images are looked up relative to `baseDirectory`.
    public static func build(
        _ source: SourceText, fallbackTitle: String, baseDirectory: String, options: ReportOptions
    ) throws -> Report {
        let prepared = try prepare(source, fallbackTitle: fallbackTitle, baseDirectory: baseDirectory, options: options)
        return Report(html: prepared.html, document: prepared.document, diagnostics: prepared.diagnostics)
    }

    /// Renders `source` as ``build(_:fallbackTitle:baseDirectory:options:)`` does, into pieces that
    /// ``PreparedReport/write(to:)`` writes one after the other: the document's strings are not copied into one
    /// page, which keeps a large report's memory near the size of its document.
    public static func prepare(
        _ source: SourceText, fallbackTitle: String, baseDirectory: String, options: ReportOptions
    ) throws -> PreparedReport {
        let embedder = options.embedImages ? ImageEmbedder(baseDirectory: baseDirectory) : nil
        var parseOptions = ParseOptions(unsafeHTML: options.unsafeHTML)
        parseOptions.highlight = options.highlight
        parseOptions.outlineLists = options.outlineLists
        if let embedder { parseOptions.rewriteURL = embedder.rewrite }
        let document = Document.parse(source, options: parseOptions)
        releaseFreedMemory()
        let renderer = HTMLRenderer(theme: options.theme, policy: options.policy)
        var pieces = ReportPieces()
        let stand = pieces.placeholders(in: document, policy: options.policy)
        var cut: [String]?
        if options.fragment {
            cut = pieces.pieces(of: try renderer.renderFragment(stand))
            if cut == nil { cut = [try renderer.renderFragment(document)] }
        } else {
            let title = ControlCharacterScrubber.scrubText(options.title ?? document.headingTitle ?? fallbackTitle)
            let search = options.search ? SearchIndex.inlineScript(for: document, title: title) : nil
            let searchStand = search.map { pieces.placeholder(for: $0) }
            cut = pieces.pieces(
                of: try renderer.renderReport(
                    stand, title: title, remember: options.remember, searchIndex: searchStand,
                    contents: options.contents))
            if cut == nil {
                cut = [
                    try renderer.renderReport(
                        document, title: title, remember: options.remember, searchIndex: search,
                        contents: options.contents)
                ]
            }
        }
        var html = cut ?? []
        if let embedder { html = html.map(embedder.replacePlaceholders) }
        return PreparedReport(
            pieces: html, document: document, diagnostics: document.diagnostics + (embedder?.diagnostics ?? []))
    }

    /// Gives the memory that cmark-gfm's tree held back to the system (glibc keeps freed memory in its heap
    /// otherwise), so that it does not count again while the page is rendered.
    private static func releaseFreedMemory() {
        #if os(Linux) && canImport(Glibc)
        _ = glibcMallocTrim(0)
        #endif
    }
}

#if os(Linux) && canImport(Glibc)
/// glibc's `malloc_trim`, which `<malloc.h>` declares but the Glibc module does not export.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
