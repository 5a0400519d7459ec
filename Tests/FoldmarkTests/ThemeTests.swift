import Foundation
import Mustache
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

@Suite struct ThemeTests {
    /// The built-in templates are compiled only when a render first needs them, so each is compiled here.
    @Test func everyBuiltInTemplateCompiles() throws {
        let names = Theme.builtInFileNames.filter { $0.hasSuffix(".mustache") }
        #expect(names.count >= 10)
        for file in names {
            let name = String(file.dropLast(".mustache".count))
            let text = try #require(Theme.builtIn.file(named: file))
            _ = TemplateEscaping.registered
            #expect(throws: Never.self) {
                try MustacheTemplate(string: TemplateEscaping.prefix + Theme.compiledText(name, text))
            }
        }
    }

    @Test func builtInThemeHasEveryTemplate() {
        #expect(
            Set(Theme.builtInFileNames).isSuperset(of: [
                "report.mustache", "document.mustache", "section.mustache", "foldmark.css", "foldmark.js",
            ]))
    }

    /// The embedded theme is the one in Templates/: the build plugin regenerates it on every change.
    @Test func builtInThemeIsTemplatesFolder() throws {
        let templates = testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Templates")
        for name in Theme.builtInFileNames {
            let onDisk = try String(contentsOf: templates.appendingPathComponent(name), encoding: .utf8)
            #expect(Theme.builtIn.file(named: name) == onDisk, "\(name)")
        }
    }

    @Test func overridesReplaceTemplatesByName() throws {
        try withTemporaryFolder { folder in
            try "<section id=\"{{id}}\">{{{titleHTML}}}</section>\n".write(
                to: folder.appendingPathComponent("section.mustache"), atomically: true, encoding: .utf8)
            try "body { color: red }".write(
                to: folder.appendingPathComponent("foldmark.css"), atomically: true, encoding: .utf8)
            let theme = try Theme.load(overridesIn: folder.path)
            let renderer = HTMLRenderer(theme: theme)
            let document = Document.parse("## A *b*\n\nx\n")
            #expect(try renderer.renderFragment(document) == "<section id=\"a-b\">A <em>b</em></section>\n")
            #expect(try renderer.renderReport(document, title: "t").contains("body { color: red }"))
        }
    }

    @Test func templateErrorsNameFileLineAndColumn() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("section.mustache").path
            try "<p>\n  {{#open}}x{{/close}}\n".write(toFile: path, atomically: true, encoding: .utf8)
            let error = try #require(throws: FoldmarkError.self) { try Theme.load(overridesIn: folder.path) }
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.location.file == path)
            #expect(diagnostic.location.line == 2)
            #expect(diagnostic.location.column != nil)
            #expect(diagnostic.code == "template-syntax")
        }
    }

    @Test func unfinishedTagsAndStrayFilesInTheTemplatesFolder() throws {
        try withTemporaryFolder { folder in
            try Data([0x89, 0x50, 0x4E, 0x47, 0xFF]).write(to: folder.appendingPathComponent("logo.png"))
            try "<p>\nx {{titleText\n".write(
                to: folder.appendingPathComponent("section.mustache"), atomically: true, encoding: .utf8)
            let error = try #require(throws: FoldmarkError.self) { try Theme.load(overridesIn: folder.path) }
            #expect(error.diagnostics.map(\.message) == ["the template ends inside a tag"])
            #expect(error.diagnostics.first?.location.file?.hasSuffix("section.mustache") == true)
        }
    }

    @Test func missingTemplatesFolderIsAnError() {
        #expect(throws: FoldmarkError.self) { try Theme.load(overridesIn: "/nonexistent/templates") }
    }
}
