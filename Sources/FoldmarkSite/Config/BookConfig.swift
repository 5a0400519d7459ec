import FoldmarkCore
import Foundation
import TOMLKit

/// The two keys of an mdBook project's `book.toml` that Foldmark uses: `[book] title` (the site's name) and
/// `[book] src` (the folder of the pages, `src` by default). Every other key belongs to mdBook and is ignored.
enum BookConfig {
    /// Reads `book.toml` at `path`; a file that is not TOML, or a key of the wrong type, is an error.
    static func load(_ path: String) -> SiteProject {
        var project = SiteProject(layout: .mdBook, contentFolder: "src")
        let (source, problems) = SiteProject.read(path)
        project.diagnostics = problems
        guard let source else { return project }
        let (title, src, diagnostics) = parse(source.text, file: source.path)
        project.diagnostics += diagnostics
        project.title = title
        if let src { project.contentFolder = src }
        return project
    }

    /// The title and source folder that `text` (a `book.toml`) gives, and its problems.
    static func parse(_ text: String, file: String?) -> (title: String?, src: String?, [Diagnostic]) {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let location = SourceLocation(file: file, line: error.source.begin.line, column: error.source.begin.column)
            return (
                nil, nil, [Diagnostic(.error, at: location, code: .tomlSyntax, "invalid TOML: \(error.description)")]
            )
        } catch {
            return (nil, nil, [Diagnostic(.error, at: SourceLocation(file: file), code: .tomlSyntax, "\(error)")])
        }
        guard let bookValue = table["book"] else { return (nil, nil, []) }
        guard let book = bookValue.table else {
            return (nil, nil, [typeError("book", "a table", file: file)])
        }
        var diagnostics: [Diagnostic] = []
        func string(_ key: String) -> String? {
            guard let value = book[key] else { return nil }
            guard let text = value.string else {
                diagnostics.append(typeError("book." + key, "text", file: file))
                return nil
            }
            if let control = ControlCharacterScrubber.firstControl(in: text) {
                diagnostics.append(
                    Diagnostic(
                        .error, at: SourceLocation(file: file), code: .controlCharacter,
                        "'book.\(key)' must not contain control characters (it has \(control))"))
                return nil
            }
            return text
        }
        let title = string("title")
        var src = string("src")
        if let folder = src, folder.trimmingCharacters(in: .whitespaces).isEmpty { src = nil }
        return (title, src, diagnostics)
    }

    private static func typeError(_ key: String, _ expected: String, file: String?) -> Diagnostic {
        Diagnostic(.error, at: SourceLocation(file: file), code: .tomlType, "'\(key)' must be \(expected)")
    }
}
