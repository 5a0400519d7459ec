import FoldmarkCore

extension SiteBuild {
    /// Step 3: reads every page and its front matter, in parallel; drops drafts unless they are wanted.
    mutating func readPages() {
        let contentFolder = contentFolder
        let displayContent = displayContent
        let defaults = config.defaults
        // The paths alone go to the threads: a copy of the page list would be shared when the pages are written
        // below, and copied whole at the first.
        let paths = pages.map { $0.contentPath! }
        let read = ParallelMap.map(paths.count, concurrency: options.concurrency) { index in
            Self.readPage(
                paths[index], contentFolder: contentFolder, displayContent: displayContent, defaults: defaults)
        }
        for (index, (metadata, source, problems)) in read.enumerated() {
            pages[index].metadata = metadata
            pages[index].source = source
            diagnostics += problems
        }
        if !options.drafts {
            drafts = Set(pages.filter { $0.metadata.draft == true }.compactMap(\.contentPath))
            pages.removeAll { $0.metadata.draft == true }
        }
    }

    /// One page's front matter (over `defaults`), its Markdown and the problems found reading them.
    static func readPage(
        _ path: String, contentFolder: String, displayContent: String, defaults: PageMetadata
    ) -> (PageMetadata, SourceText, [Diagnostic]) {
        let display = displayContent + "/" + path
        do {
            let source = SourceText(bytes: try FileIO.read(contentFolder + "/" + path), path: display)
            let (metadata, markdown, problems) = FrontMatter.read(source)
            return (metadata.merged(over: defaults), markdown, source.diagnostics + problems)
        } catch let error as FoldmarkError {
            return (PageMetadata(), SourceText(""), error.diagnostics)
        } catch {
            let problem = Diagnostic(.error, at: SourceLocation(file: display), code: .io, "\(error)")
            return (PageMetadata(), SourceText(""), [problem])
        }
    }
}
