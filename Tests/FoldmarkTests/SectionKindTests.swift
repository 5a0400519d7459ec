import Testing

@testable import FoldmarkCore

/// Section kinds: a heading class picks `section-CLASS.mustache` when the theme has it.
@Suite struct SectionKindTests {
    private static let people =
        "<section id=\"{{id}}\" class=\"people\">{{titleText}} ({{kind}}): {{{body}}}"
        + "{{#children}}{{>*template}}{{/children}}</section>\n"

    private static let markdown =
        "## Followers <3 {.wide .people}\n\nAnn, Bob\n\n### Sub\n\nx\n\n#### Friends {.people}\n\nCy\n\n## Other\n\ny\n"

    @Test func aHeadingClassPicksTheKindTemplateAtAnyDepth() throws {
        let theme = try Theme(overriding: ["section-people.mustache": Self.people])
        let html = try HTMLRenderer(theme: theme).renderFragment(Document.parse(Self.markdown))
        #expect(
            html == """
                <section id="followers-3" class="people">Followers &lt;3 (people): <p>Ann, Bob</p>
                <details id="sub" class="fm-section fm-level-3">
                <summary class="fm-summary"><h3 class="fm-heading">Sub<a class="fm-permalink" href="#sub" \
                aria-hidden="true" tabindex="-1"></a></h3></summary>
                <p>x</p>
                <section id="friends" class="people">Friends (people): <p>Cy</p>
                </section>
                </details>
                </section>
                <details id="other" class="fm-section fm-level-2" open>
                <summary class="fm-summary"><h2 class="fm-heading">Other<a class="fm-permalink" href="#other" \
                aria-hidden="true" tabindex="-1"></a></h2></summary>
                <p>y</p>
                </details>

                """)
    }

    @Test func withoutAKindTemplateTheDefaultSectionTemplateIsUsed() throws {
        let document = Document.parse(Self.markdown)
        let plain = try HTMLRenderer().renderFragment(document)
        #expect(plain.contains("<details id=\"followers-3\" class=\"fm-section fm-level-2 wide people\" open>"))
        // A theme whose kind templates this page does not use renders it exactly as the built-in theme does.
        let other = try Theme(overriding: ["section-team.mustache": "{{id}}"])
        #expect(try HTMLRenderer(theme: other).renderFragment(document) == plain)
        #expect(try HTMLRenderer(theme: other).renderFragmentWithTemplates(document) == plain)
    }

    @Test func theFirstClassWithATemplateWins() throws {
        let theme = try Theme(overriding: ["section-a.mustache": "A{{kind}}\n", "section-b.mustache": "B{{kind}}\n"])
        let section = Document.parse("## X {.c .b .a}\n\nx\n").sections[0]
        #expect(theme.kindTemplate(for: section) == "section-b")
        #expect(try HTMLRenderer(theme: theme).renderFragment(Document.parse("## X {.c .b .a}\n\nx\n")) == "Bb\n")
        #expect(Theme.builtIn.kindTemplate(for: section) == nil)
    }
}
