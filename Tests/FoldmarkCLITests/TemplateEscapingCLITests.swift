import Foundation
import Testing

/// `foldmark render --templates DIR`: a theme override prints headings and attribute values escaped, even when a
/// `"` or `<` is followed by a combining mark.
@Suite struct TemplateEscapingCLITests {
    @Test func renderWithAnOverrideEscapesByScalar() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foldmark-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let templates = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let section =
            "<section title=\"{{titleText}}\"{{#attributes}} "
            + "{{name}}=\"{{value}}\"{{/attributes}}>{{{body}}}{{#children}}{{>section}}{{/children}}</section>\n"
        try section.write(to: templates.appendingPathComponent("section.mustache"), atomically: true, encoding: .utf8)
        try "<title>{{title}}</title>{{{content}}}\n".write(
            to: templates.appendingPathComponent("report.mustache"), atomically: true, encoding: .utf8)
        let payload = "\"\u{0612} onmouseover=alert(1) x=\" <\u{0300}script>"
        try "# T \(payload)\n\n## H \(payload) {k='\(payload)'}\n\ntext\n".write(
            to: folder.appendingPathComponent("in.md"), atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = ["render", "in.md", "--templates", "theme", "-o", "out.html"]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let html = try String(contentsOf: folder.appendingPathComponent("out.html"), encoding: .utf8)
        let scalars = Array(html.unicodeScalars)
        let unescaped = zip(scalars, scalars.dropFirst()).filter { pair in
            (pair.0 == "\"" || pair.0 == "<") && pair.1.properties.generalCategory == .nonspacingMark
        }
        #expect(unescaped.isEmpty)
        #expect(html.contains("<title>T &quot;\u{0612} onmouseover=alert(1) x=&quot; &lt;\u{0300}script&gt;</title>"))
        #expect(html.contains(" data-k=\"&quot;\u{0612} onmouseover=alert(1) x=&quot; &lt;\u{0300}script&gt;\""))
    }
}
