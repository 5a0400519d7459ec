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
        let embedder = options.embedImages ? ImageEmbedder(baseDirectory: baseDirectory) : nil
        var parseOptions = ParseOptions(unsafeHTML: options.unsafeHTML)
        parseOptions.highlight = options.highlight
        parseOptions.outlineLists = options.outlineLists
        if let embedder { parseOptions.rewriteURL = embedder.rewrite }
        let document = Document.parse(source, options: parseOptions)
        let renderer = HTMLRenderer(theme: options.theme, policy: options.policy)
        var html: String
        if options.fragment {
            html = try renderer.renderFragment(document)
        } else {
            let title = ControlCharacterScrubber.scrubText(
                options.title ?? document.headingTitle ?? fallbackTitle)
            let search = options.search ? SearchIndex.inlineScript(for: document, title: title) : nil
            html = try renderer.renderReport(
                document, title: title, remember: options.remember, searchIndex: search, contents: options.contents)
        }
        if let embedder { html = embedder.replacePlaceholders(in: html) }
        return Report(html: html, document: document, diagnostics: document.diagnostics + (embedder?.diagnostics ?? []))
    }
}
