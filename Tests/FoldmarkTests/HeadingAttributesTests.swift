import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

@Suite struct HeadingAttributesTests {
    @Test func blockSetsIDClassesAndPairsAndLeavesTheTitle() {
        let section = Document.parse("## Install {#setup .wide .tall key=value other=\"a b\"}\n\ntext\n").sections[0]
        #expect(section.id == "setup")
        #expect(section.title.html == "Install")
        #expect(section.title.text == "Install")
        #expect(section.classes == ["wide", "tall"])
        #expect(
            section.attributes == [
                HeadingAttribute(key: "key", value: "value"), HeadingAttribute(key: "other", value: "a b"),
            ])
    }

    @Test func foldMarkersSetTheSectionsSetting() {
        let document = Document.parse("## A {open}\nx\n## B {closed}\nx\n## C {.nofold}\nx\n## D\nx\n")
        #expect(document.sections.map(\.fold) == [.open, .closed, .nofold, .policy])
        #expect(document.sections[2].classes.isEmpty)
    }

    @Test func malformedBlocksStayInTheTitle() {
        for heading in ["## Set {x}", "## Map {a=\"open}", "## Brace {}", "## Code {#a #b}", "## Half {#id"] {
            let section = Document.parse(heading + "\n").sections[0]
            #expect(section.title.text == String(heading.dropFirst(3)), "\(heading)")
        }
    }

    @Test func blockAfterInlineMarkupIsFound() {
        let section = Document.parse("## Run `make` *now* {#run-it}\n").sections[0]
        #expect(section.id == "run-it")
        #expect(section.title.html == "Run <code>make</code> <em>now</em>")
    }

    @Test func quotedValuesMayHoldSpacesAndBraces() {
        let attributes = HeadingAttributes.split("Title {title='a {b} c' #x}")
        #expect(attributes?.text == "Title")
        #expect(attributes?.attributes.id == "x")
        #expect(attributes?.attributes.attributes == [HeadingAttribute(key: "title", value: "a {b} c")])
    }

    @Test func idsMayHoldUnderscoresAndDots() {
        #expect(Document.parse("## A {#my_id.v2}\n").sections[0].id == "my_id.v2")
    }

    @Test func blockAloneMakesAnEmptyTitle() {
        let section = Document.parse("## {#only}\n").sections[0]
        #expect(section.id == "only")
        #expect(section.title.text == "")
    }

    @Test func dataPrefixIsAddedOnce() {
        #expect(HeadingAttribute(key: "owner", value: "x").htmlName == "data-owner")
        #expect(HeadingAttribute(key: "data-owner", value: "x").htmlName == "data-owner")
    }
}
