import FoldmarkCore

/// Finds output files that two sources would write, and files where another source needs a folder.
///
/// Content may not replace what Foldmark generates (the theme's stylesheet and script), nor may two content
/// files map to one output (`a.md` and `a/index.md` with pretty URLs; `a.md` and `a.html` without). Two cases
/// are overrides by design, not collisions, and are handled by the build, not here: a content `404.html` or a
/// top-level `404.md` is the site's "page not found" page, and a content `sitemap.xml` is the site's sitemap;
/// the generated ones are then not written.
enum OutputCollisions {
    /// One `output-collision` error per clash, at the content file involved, in page-then-file order.
    /// `generated`: output paths Foldmark writes whatever the content, with how messages name them.
    static func find(pages: [SitePage], files: [String], displayContent: String, generated: [(String, String)])
        -> [Diagnostic]
    {
        var sources = generated.map { ($0.0, Writer(name: $0.1, isContent: false)) }
        sources.reserveCapacity(generated.count + pages.count + files.count)
        // By index, so that no page is copied whole.
        for index in pages.indices {
            let writer =
                pages[index].contentPath.map { Writer(name: $0, isContent: true) }
                ?? Writer(name: "the generated landing page of '\(pages[index].folder)/'", isContent: false)
            sources.append((pages[index].outputPath, writer))
        }
        sources += files.map { ($0, Writer(name: $0, isContent: true)) }

        var diagnostics: [Diagnostic] = []
        var writers: [String: Writer] = [:]
        writers.reserveCapacity(sources.count)
        for (outputPath, writer) in sources {
            guard let first = writers[outputPath] else {
                writers[outputPath] = writer
                continue
            }
            let (here, other) = writer.isContent ? (writer, first) : (first, writer)
            diagnostics.append(
                Diagnostic(
                    .error, at: SourceLocation(file: here.shown(displayContent)), code: .outputCollision,
                    "writes '\(outputPath)', which \(other.quoted(displayContent)) also writes"))
        }
        // A file where a folder is needed is rare: first each folder that some output needs, looked up once.
        let folders = FileIO.folders(holding: sources.map { $0.0 })
        guard folders.contains(where: { writers[$0] != nil }) else { return diagnostics }
        for (outputPath, writer) in sources {
            var folder = SiteRoutes.folder(of: outputPath)
            while !folder.isEmpty {
                folder = String(decoding: folder.utf8.dropLast(), as: UTF8.self)
                if let file = writers[folder] {
                    diagnostics.append(
                        Diagnostic(
                            .error, at: SourceLocation(file: (writer.isContent ? writer : file).shown(displayContent)),
                            code: .outputCollision,
                            "\(file.quoted(displayContent)) writes the file '\(folder)', where "
                                + "\(writer.quoted(displayContent)) needs a folder for '\(outputPath)'"
                        ))
                    break
                }
                folder = SiteRoutes.folder(of: folder)
            }
        }
        return diagnostics
    }

    /// A source of one output file, for messages.
    private struct Writer {
        /// A content path, or what Foldmark generates ("the theme's script").
        var name: String
        var isContent: Bool

        /// The name in a message: a content path under `displayContent`, as the user knows the folder.
        func shown(_ displayContent: String) -> String {
            isContent ? displayContent + "/" + name : name
        }

        func quoted(_ displayContent: String) -> String {
            isContent ? "'\(shown(displayContent))'" : name
        }
    }
}
