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
        for page in pages {
            let writer =
                page.contentPath.map { Writer(name: displayContent + "/" + $0, isContent: true) }
                ?? Writer(name: "the generated landing page of '\(page.folder)/'", isContent: false)
            sources.append((page.outputPath, writer))
        }
        sources += files.map { ($0, Writer(name: displayContent + "/" + $0, isContent: true)) }

        var diagnostics: [Diagnostic] = []
        var writers: [String: Writer] = [:]
        for (outputPath, writer) in sources {
            guard let first = writers[outputPath] else {
                writers[outputPath] = writer
                continue
            }
            let (here, other) = writer.isContent ? (writer, first) : (first, writer)
            diagnostics.append(
                Diagnostic(
                    .error, at: SourceLocation(file: here.name), code: .outputCollision,
                    "writes '\(outputPath)', which \(other.quoted) also writes"))
        }
        for (outputPath, writer) in sources {
            var folder = SiteRoutes.folder(of: outputPath)
            while !folder.isEmpty {
                folder = String(decoding: folder.utf8.dropLast(), as: UTF8.self)
                if let file = writers[folder] {
                    diagnostics.append(
                        Diagnostic(
                            .error, at: SourceLocation(file: (writer.isContent ? writer : file).name),
                            code: .outputCollision,
                            "\(file.quoted) writes the file '\(folder)', where \(writer.quoted) needs a folder for "
                                + "'\(outputPath)'"
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
        /// A content path as displayed, or what Foldmark generates ("the theme's script").
        var name: String
        var isContent: Bool

        var quoted: String { isContent ? "'\(name)'" : name }
    }
}
