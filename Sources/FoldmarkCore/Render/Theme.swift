import Foundation
import Mustache

/// The templates and assets a page is rendered with: the built-in theme, with any file overridden by name.
///
/// Use ``builtIn`` for the default theme, or ``load(overridesIn:)`` to lay a folder of templates (`NAME.mustache`)
/// and assets (`foldmark.css`, `foldmark.js`) over it.
public struct Theme: Sendable {
    /// The built-in theme's file names.
    public static let builtInFileNames: [String] = BuiltInTemplates.files.keys.sorted()

    /// Every file of the theme, keyed by file name.
    public private(set) var files: [String: String]
    /// Where each overridden file came from, for error messages.
    public private(set) var sources: [String: String] = [:]
    /// The templates, compiled for Mustache when a render first needs them.
    let compiled: CompiledTemplates
    /// The names of the files that are the built-in theme's, not overridden.
    private let builtInNames: Set<String>
    /// The ``compiledPartials`` that are still the built-in files (without `.mustache`): a short list, quicker to
    /// search than the set for the partials of every page.
    package let builtInCompiledPartials: [String]

    /// The built-in partials that views can write without Mustache (see ``CompiledTemplateView``).
    static let compiledPartials: Set<String> = ["head", "nav", "breadcrumbs", "pagination", "toc", "toc-list"]

    /// The default theme, compiled into Foldmark.
    public static let builtIn: Theme = {
        do {
            return try Theme(files: BuiltInTemplates.files, sources: [:])
        } catch {
            fatalError("the built-in theme does not compile: \(error)")
        }
    }()

    /// The built-in theme with `files` (file name → text, such as `"report.mustache"` or `"foldmark.css"`) laid
    /// over it, by name: a theme of your own without a folder. As with ``load(overridesIn:)``, only templates
    /// (`NAME.mustache`) and the two assets count; errors name the file as given, with its line and column.
    public init(overriding files: [String: String]) throws {
        let own = files.filter { $0.key.hasSuffix(".mustache") || $0.key == "foldmark.css" || $0.key == "foldmark.js" }
        try self.init(
            files: BuiltInTemplates.files.merging(own) { $1 },
            sources: Dictionary(uniqueKeysWithValues: own.keys.map { ($0, $0) }))
    }

    /// The built-in theme with the files in `directory` laid over it, by name.
    ///
    /// Throws a ``FoldmarkError`` naming the file, line and column when a template does not parse.
    public static func load(overridesIn directory: String?) throws -> Theme {
        guard let directory else { return builtIn }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FoldmarkError(
                at: SourceLocation(file: directory), code: .templatesNotFound, "templates folder not found")
        }
        var files = BuiltInTemplates.files
        var sources: [String: String] = [:]
        var problems: [Diagnostic] = []
        guard let folder = opendir(directory) else {
            let reason = String(cString: strerror(errno))
            throw FoldmarkError(
                at: SourceLocation(file: directory), code: .templateUnreadable,
                "cannot list the templates folder: \(reason)")
        }
        closedir(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { !$0.hasPrefix(".") }
            .sorted()
        // Templates and the two theme assets; other files (images, notes) are not part of the theme.
        for name in names where name.hasSuffix(".mustache") || name == "foldmark.css" || name == "foldmark.js" {
            let path = (directory as NSString).appendingPathComponent(name)
            do {
                guard let text = try readThemeFile(path) else { continue }
                files[name] = text
                sources[name] = path
            } catch let error as FoldmarkError {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw FoldmarkError(problems) }
        return try Theme(files: files, sources: sources)
    }

    /// The text of a theme file, or `nil` for a folder (subfolders are not part of the theme). A file that cannot
    /// be read is an error naming the path and the system's reason, never silently left built-in.
    private static func readThemeFile(_ path: String) throws -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            throw FoldmarkError(
                at: SourceLocation(file: path), code: .templateUnreadable, "cannot read template: \(reason)")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { return nil }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw FoldmarkError(
                at: SourceLocation(file: path), code: .templateUnreadable, "cannot read template: not a regular file")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(path)
        } catch let error as FoldmarkError {
            throw FoldmarkError(
                error.diagnostics.map {
                    Diagnostic($0.severity, at: $0.location, code: .templateUnreadable, $0.message)
                })
        }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw FoldmarkError(at: SourceLocation(file: path), code: .invalidUTF8, "template is not valid UTF-8")
        }
        return text
    }

    private init(files: [String: String], sources: [String: String]) throws {
        self.files = files
        self.sources = sources
        let builtInNames = Set(files.keys.filter { files[$0] == BuiltInTemplates.files[$0] })
        self.builtInNames = builtInNames
        builtInCompiledPartials = Self.compiledPartials.filter { builtInNames.contains($0 + ".mustache") }.sorted()
        _ = TemplateEscaping.registered
        var own: [String: MustacheTemplate] = [:]
        var builtIn: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        var templates: [TemplateGraph.Template] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".mustache") {
            let file = sources[name] ?? "Templates/\(name) (built in)"
            let templateName = String(name.dropLast(".mustache".count))
            templates.append(TemplateGraph.Template(name: templateName, text: text, file: file))
            // A built-in template is known to compile (the tests compile every one): it is compiled when first
            // needed, and a command that writes only with the compiled writers never compiles it.
            if builtInNames.contains(name) {
                builtIn[templateName] = text
                continue
            }
            do {
                // The prefix makes Foldmark's escaping the content type of the template; see TemplateEscaping.
                own[templateName] = try MustacheTemplate(string: TemplateEscaping.prefix + text)
            } catch let error as MustacheTemplate.ParserError {
                let position = TemplateErrorPosition.locate(text, prefix: TemplateEscaping.prefix)
                let location = SourceLocation(
                    file: file,
                    line: position?.line ?? max(1, error.context.lineNumber - 1),
                    column: position?.column ?? error.context.columnNumber
                )
                diagnostics.append(Diagnostic(.error, at: location, code: .templateSyntax, Self.describe(error.error)))
            }
        }
        if diagnostics.isEmpty { diagnostics = TemplateGraph(templates).diagnostics() }
        if !diagnostics.isEmpty { throw FoldmarkError(diagnostics) }
        compiled = CompiledTemplates(own: own, builtIn: builtIn)
    }

    /// Whether the templates that draw the section tree are the built-in ones, so that the renderer may use the
    /// equivalent compiled writer.
    var hasBuiltInSectionTemplates: Bool {
        isBuiltIn("document.mustache") && isBuiltIn("section.mustache")
    }

    /// Whether the file `name` (such as `page.mustache`) is the built-in theme's, not overridden or removed, so
    /// that a caller may use a compiled writer that produces the same bytes.
    package func isBuiltIn(_ name: String) -> Bool {
        builtInNames.contains(name)
    }

    /// Whether the theme has a template of this name (without `.mustache`).
    public func hasTemplate(_ name: String) -> Bool {
        files[name + ".mustache"] != nil
    }

    /// The text of an asset or template, by file name.
    public func file(named name: String) -> String? {
        files[name]
    }

    /// Renders the template `name` (without `.mustache`) with `view` through Mustache, whatever the template
    /// is: every `{{name}}` escaped by ``HTMLEscaping``, and a render that recurses without end stopped by a
    /// ``TemplateDepthGuard`` and reported.
    ///
    /// A built-in partial that has a compiled writer is written by the view that answers it (see
    /// ``CompiledTemplateView``), with the same bytes, unless `compiledPartials` is false.
    package func render(_ name: String, _ view: any TemplateView, compiledPartials: Bool = true) throws -> String {
        let render = TemplateRender(theme: compiledPartials ? self : nil)
        let depthGuard = render.depthGuard
        let values = TemplateValues(view: view, render: render)
        guard let html = compiled.library.render(values, withTemplate: name) else {
            throw FoldmarkError(
                at: SourceLocation(file: "\(name).mustache"), code: .templateMissing,
                "the theme has no template '\(name)'")
        }
        if depthGuard.tripped {
            let file = sources[name + ".mustache"] ?? "Templates/\(name).mustache (built in)"
            throw FoldmarkError(
                at: SourceLocation(file: file), code: .templateRecursion,
                "templates include each other without end while rendering '\(name)': a partial included inside a "
                    + "{{#section}} whose value never runs out, such as a true/false value"
            )
        }
        return html
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case MustacheTemplate.Error.sectionCloseNameIncorrect:
            "section closed with a name that does not match its opening tag"
        case MustacheTemplate.Error.unfinishedName: "unfinished tag"
        case MustacheTemplate.Error.expectedSectionEnd: "section is never closed"
        case MustacheTemplate.Error.invalidSetDelimiter: "invalid set-delimiter tag"
        case MustacheTemplate.Error.transformAppliedToInheritanceSection:
            "a transform cannot apply to an inherited section"
        case MustacheTemplate.Error.illegalTokenInsideInheritSection:
            "this tag is not allowed inside an inherited partial"
        case MustacheTemplate.Error.textInsideInheritSection: "text is not allowed inside an inherited partial"
        case MustacheTemplate.Error.invalidConfigVariableSyntax: "invalid configuration tag"
        case MustacheTemplate.Error.unrecognisedConfigVariable: "unknown configuration variable"
        default:
            String(describing: error) == "overflow"
                ? "the template ends inside a tag" : "template syntax error: \(error)"
        }
    }
}
