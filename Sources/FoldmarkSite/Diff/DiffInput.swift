import FoldmarkCore
import Foundation

/// One side of `foldmark diff`: a Markdown file, a site folder, or an `outline --json` file, read into the
/// entries ``SectionDiff`` compares.
public enum DiffInput {
    /// The entries of `path` and the warnings found reading it: a folder is a site (read as `foldmark build`
    /// reads it), a `.json` file the output of `foldmark outline --json` (of a file or of a site; structure only,
    /// no text), anything else a Markdown file.
    public static func load(_ path: String) throws -> (sections: [DiffSection], diagnostics: [Diagnostic]) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return try SiteBuilder.diffSections(SiteBuildOptions(siteFolder: path))
        }
        let bytes = try FileIO.read(path, allowsPipes: true)
        if path.hasSuffix(".json") { return (try outline(bytes, path: path), []) }
        let source = SourceText(bytes: bytes, path: path)
        if source.diagnostics.containsErrors { throw FoldmarkError(source.diagnostics) }
        var options = ParseOptions()
        options.highlight = false
        let document = Document.parse(source, options: options)
        return (DiffSection.entries(of: document), document.diagnostics)
    }

    private static func outline(_ bytes: [UInt8], path: String) throws -> [DiffSection] {
        let decoder = JSONDecoder()
        let data = Data(bytes)
        if let site = try? decoder.decode(SiteOutline.self, from: data) {
            var entries: [DiffSection] = []
            for page in site.pages {
                let pageIndex = entries.count
                let name = page.path.hasPrefix("Content/") ? String(page.path.dropFirst(8)) : page.path
                entries.append(DiffSection(page: name, id: "", title: page.title, level: 0, url: page.url))
                entries += DiffSection.entries(
                    of: page.sections, page: name, url: page.url, under: pageIndex, startingAt: entries.count)
            }
            return entries
        }
        do {
            let summary = try decoder.decode(OutlineSummary.self, from: data)
            return DiffSection.entries(of: summary.sections)
        } catch {
            throw FoldmarkError(
                at: SourceLocation(file: path), code: .notAnOutline,
                "not the output of `foldmark outline --json`: it has neither `sections` nor `pages`")
        }
    }
}
