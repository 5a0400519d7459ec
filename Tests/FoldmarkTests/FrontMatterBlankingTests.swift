import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Front matter is blanked, not removed, so that line numbers after it are the file's own, whatever its line ends.
@Suite struct FrontMatterBlankingTests {
    @Test func aLoneCRInFrontMatterDoesNotJoinTheNextLineEnd() {
        // Line 3 ends in a lone \r and line 4 in \n: kept as they were, they would make one \r\n.
        let text = "---\ntitle: T\r\norder: 1\r---\n\n# Heading\n"
        let (metadata, markdown, problems) = FrontMatter.read(SourceText(text, path: "p.md"))
        #expect(problems.isEmpty)
        #expect(metadata.order == 1)
        #expect(markdown.text == "\n\n\n\n\n# Heading\n")
        #expect(Document.parse(markdown).sections.first?.position?.line == 6)
    }
}
