import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore

/// `render` writes its page in pieces (the template's text between the document's own strings) instead of one
/// string that copies the whole document: the bytes are those of the whole render, and the write is atomic.
@Suite struct ReportStreamingTests {
    private static let markdown = """
        Preamble with a note[^1].

        # Report

        > [!NOTE]- Folded
        > Inside.

        ## Items {badge=items}

        - one
        - two

        ## Plain

        Text.

        ### Deeper

        More text.

        ## Empty

        [^1]: The note.

        """

    /// The page as one render: what `render` wrote before it wrote pieces.
    private func wholePage(_ options: ReportOptions, title: String = "Report") throws -> String {
        let document = Document.parse(Self.markdown)
        let renderer = HTMLRenderer(theme: options.theme, policy: options.policy)
        if options.fragment { return try renderer.renderFragment(document) }
        let search = options.search ? SearchIndex.inlineScript(for: document, title: title) : nil
        return try renderer.renderReport(
            document, title: title, remember: options.remember, searchIndex: search, contents: options.contents)
    }

    private func prepare(_ options: ReportOptions) throws -> PreparedReport {
        try ReportBuilder.prepare(
            SourceText(Self.markdown), fallbackTitle: "fallback", baseDirectory: ".", options: options)
    }

    @Test(arguments: [false, true])
    func piecesMakeTheSameBytesAsTheWholePage(fragment: Bool) throws {
        var options = ReportOptions(policy: FoldPolicy(), fragment: fragment)
        options.policy.badges = .items
        let prepared = try prepare(options)
        #expect(prepared.html == (try wholePage(options)))
        #expect(prepared.byteCount == prepared.html.utf8.count)
        // The document's strings are pieces of their own, not copied into the template's text.
        let document = prepared.document
        #expect(prepared.pieces.count > 4)
        #expect(prepared.pieces.contains(document.preamble))
        #expect(prepared.pieces.contains(document.footnotes))
        #expect(prepared.pieces.contains(document.sections[0].children[1].body))
        #expect(!prepared.pieces.contains { $0.utf8.contains(1) })
    }

    @Test func aThemeThatEscapesTheBodyGetsTheWholeRender() throws {
        let theme = try Theme(overriding: [
            "section.mustache": "<section id=\"{{id}}\">{{body}}{{#children}}{{>section}}{{/children}}</section>\n"
        ])
        let options = ReportOptions(theme: theme)
        let prepared = try prepare(options)
        #expect(prepared.pieces.count == 1)
        #expect(prepared.html == (try wholePage(options)))
    }

    @Test func piecesAreWrittenAtomically() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("report.html").path
            try "old".write(toFile: path, atomically: false, encoding: .utf8)
            chmod(path, 0o640)
            try FileIO.writeAtomically(to: path, pieces: ["<p>", "é", "", "</p>\n"])
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "<p>é</p>\n")
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(mode == 0o640)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.html"])
            #expect(throws: FoldmarkError.self) {
                try FileIO.writeAtomically(to: folder.appendingPathComponent("missing/x.html").path, pieces: ["x"])
            }
            #expect(throws: FoldmarkError.self) { try FileIO.writeAtomically(to: "/dev/full", pieces: ["x"]) }
        }
    }

    @Test func aFailedRenderLeavesTheOldFile() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("report.html").path
            try "old".write(toFile: path, atomically: false, encoding: .utf8)
            // A partial inside a section whose value never runs out: the render fails, after parsing.
            let theme = try Theme(overriding: ["document.mustache": "{{#sections}}{{>document}}{{/sections}}"])
            #expect(throws: FoldmarkError.self) { try prepare(ReportOptions(theme: theme)).write(to: path) }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.html"])
        }
    }
}
