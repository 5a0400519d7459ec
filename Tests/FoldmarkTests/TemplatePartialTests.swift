import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Partials are checked when a theme loads: ones that include themselves without end, ones that do not exist, and
/// template files that cannot be read are errors naming the file; a recursion that the check cannot see is
/// stopped while rendering.
@Suite struct TemplatePartialTests {
    /// Loads a theme whose overrides are `files`, returning the error it throws.
    private func loadError(_ files: [String: String], in folder: URL) throws -> FoldmarkError {
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return try #require(throws: FoldmarkError.self) { try Theme.load(overridesIn: folder.path) }
    }

    @Test func aPartialThatIncludesItselfIsACycle() throws {
        try withTemporaryFolder { folder in
            let error = try loadError(["page.mustache": "<html>\n  {{>page}}\n</html>\n"], in: folder)
            #expect(error.diagnostics.count == 1)
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.code == "template-cycle")
            #expect(
                diagnostic.location
                    == SourceLocation(file: folder.appendingPathComponent("page.mustache").path, line: 2, column: 3))
            #expect(diagnostic.message.contains("page → page"))
        }
    }

    @Test func cyclesThroughOtherTemplatesAreNamedInOrder() throws {
        try withTemporaryFolder { folder in
            let error = try loadError(["a.mustache": "a{{>b}}", "b.mustache": "b{{#x}}{{/x}}{{>a}}"], in: folder)
            #expect(error.diagnostics.map(\.code) == ["template-cycle"])
            #expect(error.diagnostics.first?.message.contains("a → b → a") == true)
            #expect(error.diagnostics.first?.location.file?.hasSuffix("b.mustache") == true)
        }
    }

    /// Only a `{{#name}}` section that looks a value up lets a template include itself.
    @Test(arguments: [
        "{{>section}}",
        "{{^children}}{{>section}}{{/children}}",
        "{{#.}}{{>section}}{{/.}}",
        "{{<section}}{{$b}}x{{/b}}{{/section}}",
    ])
    func unguardedRecursionIsACycle(_ template: String) throws {
        try withTemporaryFolder { folder in
            let error = try loadError(["section.mustache": template], in: folder)
            #expect(error.diagnostics.map(\.code) == ["template-cycle"])
            #expect(error.diagnostics.first?.message.contains("section → section") == true)
        }
    }

    @Test func recursionInsideASectionIsAllowed() throws {
        try withTemporaryFolder { folder in
            try "<s>{{titleText}}{{#children}}{{>section}}{{/children}}</s>".write(
                to: folder.appendingPathComponent("section.mustache"), atomically: true, encoding: .utf8)
            let theme = try Theme.load(overridesIn: folder.path)
            let html = try HTMLRenderer(theme: theme).renderFragment(Document.parse("## a\n### b\n#### c\n"))
            #expect(html == "<s>a<s>b<s>c</s></s></s>")
        }
    }

    @Test func missingPartialsAreNamedWhereTheyAreUsed() throws {
        try withTemporaryFolder { folder in
            let error = try loadError(
                [
                    "page.mustache":
                        "<html>\n<body>\n    {{>nosuch}}\n{{<alsomissing}}{{/alsomissing}}</body>\n</html>\n"
                ], in: folder)
            let path = folder.appendingPathComponent("page.mustache").path
            #expect(
                error.description == """
                    \(path):3:5: error: no partial named 'nosuch' [template-missing-partial]
                    \(path):4:1: error: no partial named 'alsomissing' [template-missing-partial]
                    """)
        }
    }

    /// Spaces, tabs and line breaks around a partial's name are not part of it, as in Mustache.
    @Test func spaceAroundANameIsNotPartOfIt() throws {
        try withTemporaryFolder { folder in
            let error = try loadError(["page.mustache": "{{> head }}\n{{>\tnosuch\r\n}}\n"], in: folder)
            #expect(error.diagnostics.map(\.message) == ["no partial named 'nosuch'"])
        }
    }

    @Test func setDelimitersAreFollowed() throws {
        try withTemporaryFolder { folder in
            let error = try loadError(["page.mustache": "{{=<% %>=}}\n<%> nosuch %> {{>page}}\n"], in: folder)
            #expect(error.diagnostics.map(\.code) == ["template-missing-partial"])
            #expect(error.diagnostics.first?.location.line == 2)
        }
    }

    @Test func aTemplateThatCannotBeReadIsAnError() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("page.mustache").path
            try FileManager.default.createSymbolicLink(
                atPath: path, withDestinationPath: folder.appendingPathComponent("gone").path)
            let error = try #require(throws: FoldmarkError.self) { try Theme.load(overridesIn: folder.path) }
            #expect(
                error.description
                    == "\(path): error: cannot read template: No such file or directory [template-unreadable]")
        }
    }

    /// A named pipe is refused, not read (which would wait for a writer for ever).
    @Test func aTemplateThatIsNotAFileIsAnError() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("section.mustache").path
            #expect(mkfifo(path, 0o644) == 0)
            let error = try #require(throws: FoldmarkError.self) { try Theme.load(overridesIn: folder.path) }
            #expect(
                error.description == "\(path): error: cannot read template: not a regular file [template-unreadable]")
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func aTemplateWithoutReadPermissionIsAnError() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("page.mustache").path
            try "x".write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0)
            let error = try #require(throws: FoldmarkError.self) { try Theme.load(overridesIn: folder.path) }
            #expect(error.description.contains("Permission denied"))
        }
    }

    /// `{{#folds}}` does look a value up, so the check lets it through, but `folds` is the same true value at
    /// every depth: the render would recurse until the stack overflows. The guard stops it and it is reported.
    @Test(arguments: [
        ["section.mustache": "{{#folds}}<d>{{>section}}</d>{{/folds}}"],
        ["document.mustache": "{{#sections}}{{>document}}{{/sections}}"],
        ["section.mustache": "{{#folds}}{{^missing}}{{>section}}{{/missing}}{{/folds}}"],
    ])
    func recursionThatNeverEndsIsStoppedWhileRendering(_ files: [String: String]) throws {
        try withTemporaryFolder { folder in
            for (name, text) in files {
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            let theme = try Theme.load(overridesIn: folder.path)
            let error = try #require(throws: FoldmarkError.self) {
                try HTMLRenderer(theme: theme).renderFragment(Document.parse("## a\n\ntext\n"))
            }
            #expect(error.diagnostics.map(\.code) == ["template-recursion"])
            // The same on a worker thread, where site pages render.
            let failures = ParallelMap.map(4) { _ -> Bool in
                (try? HTMLRenderer(theme: theme).renderFragment(Document.parse("## a\n\ntext\n"))) == nil
            }
            #expect(failures == [true, true, true, true])
        }
    }
}
