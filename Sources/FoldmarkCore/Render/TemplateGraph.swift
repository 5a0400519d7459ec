/// How a theme's templates include each other, checked when the theme loads: every partial exists, no pragma
/// changes how values are escaped, and no template includes itself without end.
///
/// A template may include itself, directly or through others, only from inside a `{{#name}}…{{/name}}` section:
/// each inclusion then looks a value up, and the recursion ends when the data does (the built-in
/// `section.mustache` draws each child from inside `{{#children}}`). A cycle of inclusions that passes through no
/// such section can only recurse until the stack overflows, so it is an error (`template-cycle`). A cycle that
/// does pass through one, but whose data never runs out (`{{#folds}}{{>section}}{{/folds}}`), is stopped while
/// rendering by ``TemplateDepthGuard``.
struct TemplateGraph {
    /// A template of the theme: its name (the file name without `.mustache`), its text and where it came from.
    struct Template {
        var name: String
        var text: String
        var file: String
    }

    private let templates: [Template]
    private let scans: [String: TemplateTagScanner]

    init(_ templates: [Template]) {
        self.templates = templates.sorted { $0.name < $1.name }
        var scans: [String: TemplateTagScanner] = [:]
        for template in templates { scans[template.name] = TemplateTagScanner(template.text) }
        self.scans = scans
    }

    /// The problems, in template order and then in order of appearance.
    func diagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for template in templates {
            guard let scan = scans[template.name] else { continue }
            for pragma in scan.pragmas {
                diagnostics.append(
                    Diagnostic(
                        .error, at: SourceLocation(file: template.file, line: pragma.line, column: pragma.column),
                        code: .templatePragma,
                        "pragma tags are not supported: templates always produce HTML, with {{name}} escaped and "
                            + "{{{name}}} as it is"
                    ))
            }
            for reference in scan.references where !reference.isDynamic && scans[reference.name] == nil {
                diagnostics.append(
                    Diagnostic(
                        .error, at: SourceLocation(file: template.file, line: reference.line, column: reference.column),
                        code: .templateMissingPartial, "no partial named '\(reference.name)'"))
            }
        }
        return diagnostics + cycles()
    }

    /// One error per cycle of inclusions that no `{{#…}}` section guards, at the tag that closes it.
    private func cycles() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var finished: Set<String> = []
        var path: [String] = []
        var onPath: Set<String> = []

        func visit(_ name: String) {
            path.append(name)
            onPath.insert(name)
            for reference in scans[name]?.references ?? []
            where !reference.isDynamic && !reference.isInsideSection && scans[reference.name] != nil {
                if onPath.contains(reference.name) {
                    let start = path.lastIndex(of: reference.name) ?? 0
                    let cycle = (path[start...] + [reference.name]).joined(separator: " → ")
                    let file = templates.first { $0.name == name }?.file
                    diagnostics.append(
                        Diagnostic(
                            .error, at: SourceLocation(file: file, line: reference.line, column: reference.column),
                            code: .templateCycle,
                            "partial '\(reference.name)' includes itself without end: \(cycle) (include a template in "
                                + "itself only inside a {{#list}}…{{/list}} section)"
                        ))
                } else if !finished.contains(reference.name) {
                    visit(reference.name)
                }
            }
            path.removeLast()
            onPath.remove(name)
            finished.insert(name)
        }

        for template in templates where !finished.contains(template.name) { visit(template.name) }
        return diagnostics
    }
}
