import Foldmark

/// A Markdown file named on the command line with its front matter read, as `build` reads a page: what `render`
/// and `outline` work on.
struct PageInput {
    /// What the front matter says: the title and fold settings `render` and `outline` use.
    var metadata: PageMetadata
    /// The Markdown, its front matter lines blanked so that line numbers are the file's own.
    var source: SourceText
    /// Warnings about the front matter (unknown keys); the source's own are in ``source``.
    var frontMatterWarnings: [Diagnostic]

    /// Reads `input` and its front matter. Throws a ``FoldmarkError`` (exit status 1, as in `build`) when the
    /// front matter is invalid or never closed, with every diagnostic found so far.
    init(_ input: InputFile) throws {
        let file = try input.read()
        let (metadata, markdown, problems) = FrontMatter.read(file)
        if problems.containsErrors { throw FoldmarkError(file.diagnostics + problems) }
        self.metadata = metadata
        self.source = markdown
        self.frontMatterWarnings = problems
    }
}
