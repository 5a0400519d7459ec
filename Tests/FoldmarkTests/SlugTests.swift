import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

@Suite struct SlugTests {
    @Test(arguments: [
        ("Hello World", "hello-world"),
        ("What's new in 2.0?", "whats-new-in-20"),
        ("snake_case and kebab-case", "snake_case-and-kebab-case"),
        ("Ünïcödé — ça marche!", "ünïcödé--ça-marche"),
        ("日本語の見出し", "日本語の見出し"),
        ("  Two  spaces ", "--two--spaces-"),
        ("C++ & Rust", "c--rust"),
        ("🎉 Party", "-party"),
    ])
    func slugsFollowGitHub(_ text: String, _ slug: String) {
        #expect(Slugger.slug(text) == slug)
    }

    @Test func duplicatesGetNumberedSuffixes() {
        #expect(outline("## Dupe\n## Dupe\n## Dupe\n") == "## dupe\n## dupe-1\n## dupe-2")
    }

    @Test func generatedIDsNeverTakeAnExplicitID() {
        #expect(outline("## Setup\n## Other {#setup}\n") == "## setup-1\n## setup")
    }

    @Test func duplicateExplicitIDsAreReportedAndMadeUnique() {
        let document = Document.parse(SourceText("## A {#x}\n## B {#x}\n", path: "p.md"))
        #expect(document.sections.map(\.id) == ["x", "x-1"])
        #expect(
            document.diagnostics.map(\.description) == [
                "p.md:2:1: warning: id 'x' is already used by the heading at line 1; this one gets a new id "
                    + "[duplicate-id]"
            ])
    }

    @Test func headingsAvoidFootnoteIDs() {
        let document = Document.parse("## fn 1\n\nx[^1]\n\n[^1]: note\n")
        #expect(document.sections[0].id == "fn-1-1")
    }

    @Test func explicitIDsGiveWayToFootnoteIDs() {
        let document = Document.parse(SourceText("## A {#fn-1}\n\nx[^1]\n\n[^1]: note\n", path: "f.md"))
        #expect(document.sections[0].id == "fn-1-1")
        #expect(
            document.diagnostics.map(\.description) == [
                "f.md:1:1: warning: id 'fn-1' is used by a footnote; this heading gets a new id [duplicate-id]"
            ])
    }

    @Test func emptySlugsBecomeSection() {
        #expect(outline("## !!!\n## ???\n") == "## section\n## section-1")
    }

    @Test func suffixesSkipTakenNames() {
        var slugger = Slugger(reserving: ["a-1"])
        #expect([slugger.id(for: "A"), slugger.id(for: "A"), slugger.id(for: "A")] == ["a", "a-2", "a-3"])
    }
}
