import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// The compiled writer must produce exactly what the built-in templates produce through Mustache.
@Suite struct BuiltInSectionWriterTests {
    private static let policies = [
        FoldPolicy(), FoldPolicy(foldLevels: 1...6, openLevel: 0), FoldPolicy(foldLevels: 3...4, openLevel: 6),
    ]

    @Test(arguments: policies)
    func matchesTheTemplatesOnEverything(_ policy: FoldPolicy) throws {
        let document = Document.parse(try fixture("Everything.md"))
        let renderer = HTMLRenderer(policy: policy)
        #expect(renderer.theme.hasBuiltInSectionTemplates)
        #expect(try renderer.renderFragment(document) == renderer.renderFragmentWithTemplates(document))
    }

    @Test func matchesTheTemplatesOnEscapingAndEdits() throws {
        var document = Document.parse(
            """
            # T <&> {#top .a .b k='"v"' data-x=1}

            ## Q "quoted" 'single' {closed}

            x

            ### {#only}

            y
            """)
        try document.insert(
            Section(
                level: 4, id: "a&b", title: SectionTitle(text: "<i>"), body: "<p>z</p>\n", classes: ["c\"d"],
                attributes: [HeadingAttribute(key: "k", value: "<'>")]),
            under: "only")
        let renderer = HTMLRenderer()
        #expect(try renderer.renderFragment(document) == renderer.renderFragmentWithTemplates(document))
    }

    @Test func anOverriddenSectionTemplateIsUsed() throws {
        try withTemporaryFolder { folder in
            try "{{id}}\n".write(
                to: folder.appendingPathComponent("section.mustache"), atomically: true, encoding: .utf8)
            let theme = try Theme.load(overridesIn: folder.path)
            #expect(!theme.hasBuiltInSectionTemplates)
            #expect(try HTMLRenderer(theme: theme).renderFragment(Document.parse("## A\n## B\n")) == "a\nb\n")
        }
    }
}
