import ArgumentParser
import Foundation
import Foldmark

/// `foldmark outline`: the section tree of a Markdown file, as text or JSON.
struct OutlineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "outline",
        abstract: "Print the section tree of a Markdown file, or of every page of a site.",
        discussion: """
            With --json, prints { title, sections: [{ id, level, title, line, folds, open, children, kind }] }; \
            kind is section, callout (with its type) or outline-item, and a section's callouts come before its \
            subsections among its children. Given a site folder (one that holds Content/), prints every page: \
            { pages: [{ path, url, title, sections }] }. YAML front matter is skipped (line numbers stay the file's \
            own); its title is the outline's title.
            """
    )

    @Argument(help: ArgumentHelp("The Markdown file, - for standard input, or a site folder.", valueName: "FILE|SITE"))
    var input: String?

    @Flag(help: "Print JSON for tools.")
    var json = false

    @OptionGroup var fold: FoldOptions

    @Flag(help: "Fold every list item that holds a nested list, as front matter's 'outline: true' does.")
    var outlineLists = false

    func run() throws {
        var isDirectory: ObjCBool = false
        if let input, FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue {
            return try outlineSite(input)
        }
        let page = try PageInput(InputFile(input))
        var options = ParseOptions()
        options.outlineLists = outlineLists || page.metadata.outline == true
        let document = Document.parse(page.source, options: options)
        Console.report(document.diagnostics + page.frontMatterWarnings)
        var summary = OutlineSummary(document, policy: fold.policy(over: page.metadata))
        summary.title = page.metadata.title ?? summary.title
        if json {
            try Console.writeJSON(summary)
        } else {
            Console.write(Self.text(summary.sections))
        }
    }

    private func outlineSite(_ folder: String) throws {
        let outline = try SiteBuilder.outline(SiteBuildOptions(siteFolder: folder))
        Console.report(outline.diagnostics)
        if json {
            try Console.writeJSON(outline)
        } else {
            Console.write(
                outline.pages.map { "\($0.path) (\($0.title))\n" + Self.text($0.sections) }.joined(separator: "\n"))
        }
    }

    /// One line per section, indented by depth: `## Title #id (line 3, closed)`.
    static func text(_ entries: [OutlineSummary.Entry]) -> String {
        var lines = ""
        var stack: [(entry: OutlineSummary.Entry, depth: Int)] = entries.reversed().map { ($0, 0) }
        while let (entry, depth) = stack.popLast() {
            let state = entry.folds ? (entry.open ? "open" : "closed") : "plain"
            let line = entry.line.map { "line \($0), " } ?? ""
            let marker = entry.kind == "section" ? String(repeating: "#", count: entry.level) : "[\(entry.kind)]"
            lines += String(repeating: "  ", count: depth) + marker
            lines += (entry.title.isEmpty ? "" : " \(entry.title)") + " #\(entry.id) (\(line)\(state))\n"
            stack.append(contentsOf: entry.children.reversed().map { ($0, depth + 1) })
        }
        return lines
    }
}
