import FoldmarkCore
import Yams

/// The keys of an MkDocs project's `mkdocs.yml` that Foldmark uses: `site_name`, `docs_dir` (`docs` by default)
/// and `nav`. Every other key (theme, plugins, markdown_extensions, …) belongs to MkDocs and is ignored without
/// a word: they configure MkDocs' own theme and Python extensions, which Foldmark has no counterpart for.
///
/// `nav` is a list whose entries are a page path (`guide.md`, titled by the page), `Title: path.md`,
/// `Title: https://…` (a link that leaves the site) or `Title: [entries…]` (a section without a page).
enum MkDocsConfig {
    static func load(_ path: String) -> SiteProject {
        var project = SiteProject(layout: .mkDocs, contentFolder: "docs")
        let (source, problems) = SiteProject.read(path)
        project.diagnostics = problems
        guard let source else { return project }
        var fields = YAMLFields(source.text, file: source.path)
        project.title = fields.string("site_name")
        if let docs = fields.string("docs_dir"), !docs.isEmpty { project.contentFolder = docs }
        var diagnostics = fields.diagnostics
        if let nav = fields.node("nav") {
            project.navigation = navigation(nav, fields: fields, diagnostics: &diagnostics)
        }
        project.diagnostics += diagnostics
        return project
    }

    /// The entries of `nav`, with page paths as written; entries of an unknown shape are warnings and left out.
    static func navigation(_ nav: Node, fields: YAMLFields, diagnostics: inout [Diagnostic]) -> WrittenNavigation {
        var outline = WrittenNavigation(file: fields.file ?? "mkdocs.yml")
        guard case .sequence(let top) = nav else {
            diagnostics.append(
                Diagnostic(.error, at: fields.location(of: nav), code: .yamlType, "'nav' must be a list"))
            return outline
        }
        // Depth first with a stack of its own, so that a deep nav cannot overflow the call stack.
        var stack: [(node: Node, parent: Int?)] = top.reversed().map { ($0, nil) }
        while let (node, parent) = stack.popLast() {
            let location = fields.location(of: node)
            var title: String?
            var value = node
            if case .mapping(let mapping) = node, mapping.count == 1, let (key, inner) = mapping.first,
                let name = key.string
            {
                title = name
                value = inner
            }
            switch value {
            case .scalar(let scalar):
                let target = scalar.string
                if ControlCharacterScrubber.firstControl(in: target + (title ?? "")) != nil {
                    diagnostics.append(
                        Diagnostic(
                            .warning, at: location, code: .controlCharacter,
                            "nav entry holds a control character; left out"))
                    continue
                }
                let kind: WrittenNavigation.Target =
                    target.hasBytePrefix("//") || LinkRewriter.hasScheme(target) ? .external(target) : .page(target)
                outline.entries.append(
                    .init(
                        title: title ?? (kind == .page(target) ? nil : target), target: kind, parent: parent,
                        location: location))
            case .sequence(let children) where title != nil:
                outline.entries.append(.init(title: title, target: .part, parent: parent, location: location))
                let index = outline.entries.count - 1
                stack += children.reversed().map { ($0, index) }
            default:
                diagnostics.append(
                    Diagnostic(
                        .warning, at: location, code: .unknownNavEntry,
                        "nav entry must be a page path, 'Title: page.md', 'Title: https://…' or 'Title: [entries]'; left out"
                    ))
            }
        }
        return outline
    }
}
