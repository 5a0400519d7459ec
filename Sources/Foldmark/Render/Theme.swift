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
    let library: MustacheLibrary

    /// The default theme, compiled into Foldmark.
    public static let builtIn: Theme = {
        do {
            return try Theme(files: BuiltInTemplates.files, sources: [:])
        } catch {
            fatalError("the built-in theme does not compile: \(error)")
        }
    }()

    /// The built-in theme with the files in `directory` laid over it, by name.
    ///
    /// Throws a ``FoldmarkError`` naming the file, line and column when a template does not parse.
    public static func load(overridesIn directory: String?) throws -> Theme {
        guard let directory else { return builtIn }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FoldmarkError(at: SourceLocation(file: directory), code: "templates-not-found", "templates folder not found")
        }
        var files = BuiltInTemplates.files
        var sources: [String: String] = [:]
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { !$0.hasPrefix(".") }.sorted()
        // Templates and the two theme assets; other files (images, notes) are not part of the theme.
        for name in names where name.hasSuffix(".mustache") || name == "foldmark.css" || name == "foldmark.js" {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            guard let text = String(data: data, encoding: .utf8) else {
                throw FoldmarkError(at: SourceLocation(file: path), code: "invalid-utf8", "template is not valid UTF-8")
            }
            files[name] = text
            sources[name] = path
        }
        return try Theme(files: files, sources: sources)
    }

    private init(files: [String: String], sources: [String: String]) throws {
        self.files = files
        self.sources = sources
        var library = MustacheLibrary()
        var diagnostics: [Diagnostic] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".mustache") {
            do {
                library.register(try MustacheTemplate(string: text), named: String(name.dropLast(".mustache".count)))
            } catch let error as MustacheTemplate.ParserError {
                let location = SourceLocation(
                    file: sources[name] ?? "Templates/\(name) (built in)",
                    line: error.context.lineNumber,
                    column: error.context.columnNumber
                )
                diagnostics.append(Diagnostic(.error, at: location, code: "template-syntax", Self.describe(error.error)))
            }
        }
        if !diagnostics.isEmpty { throw FoldmarkError(diagnostics) }
        self.library = library
    }

    /// Whether the templates that draw the section tree are the built-in ones, so that the renderer may use the
    /// equivalent compiled writer.
    var hasBuiltInSectionTemplates: Bool {
        ["document.mustache", "section.mustache"].allSatisfy { files[$0] == BuiltInTemplates.files[$0] }
    }

    /// Whether the theme has a template of this name (without `.mustache`).
    public func hasTemplate(_ name: String) -> Bool {
        files[name + ".mustache"] != nil
    }

    /// The text of an asset or template, by file name.
    public func file(named name: String) -> String? {
        files[name]
    }

    /// Renders the template `name` (without `.mustache`) with `context`.
    func render(_ name: String, _ context: [String: Any]) throws -> String {
        if name == "page", files["page.mustache"] == BuiltInTemplates.files["page.mustache"] {
            return BuiltInPageWriter.render(context)
        }
        return try renderWithTemplates(name, context)
    }

    /// Renders through Mustache, whatever the template is.
    func renderWithTemplates(_ name: String, _ context: [String: Any]) throws -> String {
        guard let html = library.render(context, withTemplate: name) else {
            throw FoldmarkError(
                at: SourceLocation(file: "\(name).mustache"), code: "template-missing", "the theme has no template '\(name)'")
        }
        return html
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case MustacheTemplate.Error.sectionCloseNameIncorrect: "section closed with a name that does not match its opening tag"
        case MustacheTemplate.Error.unfinishedName: "unfinished tag"
        case MustacheTemplate.Error.expectedSectionEnd: "section is never closed"
        case MustacheTemplate.Error.invalidSetDelimiter: "invalid set-delimiter tag"
        case MustacheTemplate.Error.transformAppliedToInheritanceSection: "a transform cannot apply to an inherited section"
        case MustacheTemplate.Error.illegalTokenInsideInheritSection: "this tag is not allowed inside an inherited partial"
        case MustacheTemplate.Error.textInsideInheritSection: "text is not allowed inside an inherited partial"
        case MustacheTemplate.Error.invalidConfigVariableSyntax: "invalid configuration tag"
        case MustacheTemplate.Error.unrecognisedConfigVariable: "unknown configuration variable"
        default: String(describing: error) == "overflow" ? "the template ends inside a tag" : "template syntax error: \(error)"
        }
    }
}
