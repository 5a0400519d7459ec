import Testing

@testable import FoldmarkCore

/// Template errors are at the same line and byte column whatever the template's line ends.
@Suite struct TemplateLineEndingTests {
    static func locations(_ files: [String: String]) -> [String] {
        do {
            _ = try Theme(overriding: files)
            return []
        } catch let error as FoldmarkError {
            return error.diagnostics.map { "\($0.location) [\($0.code)]" }
        } catch {
            return ["\(error)"]
        }
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func aSyntaxErrorIsAtTheSameColumn(ending: String) {
        let text = ["<p>é</p>", "{{#items}}", "  é {{/other}}", ""].joined(separator: ending)
        // Column 9 is the `o` of `other`: two spaces, `é` (two bytes), a space, `{{/`.
        #expect(Self.locations(["report.mustache": text]) == ["report.mustache:3:9 [template-syntax]"])
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func aMissingPartialIsOnItsOwnLine(ending: String) {
        let text = ["<p>", "é {{>nowhere}}", ""].joined(separator: ending)
        #expect(Self.locations(["report.mustache": text]) == ["report.mustache:2:4 [template-missing-partial]"])
    }

    @Test func lineEndsAreNormalizedOnlyForCounting() {
        #expect(LineEndings.normalizedBytes(Array("a\r\nb\rc\n\r\r\nd".utf8)) == Array("a\nb\nc\n\n\nd".utf8))
        let bytes = Array("\r\n\r\n".utf8)
        #expect(LineEndings.length(in: bytes, at: 0) == 2)
        #expect(LineEndings.length(in: bytes, at: 1) == 1)
        #expect(LineEndings.length(in: Array("\r".utf8), at: 0) == 1)
        #expect(LineEndings.length(in: Array("x".utf8), at: 0) == 0)
    }
}
