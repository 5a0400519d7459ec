import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

@Suite struct FoldPolicyTests {
    private func states(_ markdown: String, _ policy: FoldPolicy = FoldPolicy()) -> [FoldState] {
        Document.parse(markdown).allSections.map(policy.state(of:))
    }

    @Test func defaultFoldsLevelsTwoToSixAndOpensLevelTwo() {
        #expect(states("# T\nx\n## A\nx\n### B\nx\n###### F\nx\n") == [.plain, .open, .closed, .closed])
    }

    @Test func markersWinOverThePolicy() {
        #expect(
            states("# T {closed}\nx\n## A {closed}\nx\n### B {open}\nx\n## C {.nofold}\nx\n") == [
                .closed, .closed, .open, .plain,
            ])
    }

    @Test func sectionWithNothingToFoldIsPlain() {
        #expect(states("## Empty\n## Full\nx\n## Parent\n### Child\nx\n") == [.plain, .open, .open, .closed])
        #expect(states("## Empty {closed}\n") == [.plain])
    }

    @Test func customLevelsAndOpenLevel() {
        let policy = FoldPolicy(foldLevels: 1...3, openLevel: 0)
        #expect(states("# A\nx\n## B\nx\n#### D\nx\n", policy) == [.closed, .closed, .plain])
        #expect(states("## B\nx\n### C\nx\n", FoldPolicy(openLevel: 3)) == [.open, .open])
    }

    @Test(arguments: [("2-6", 2...6), ("3", 3...3), ("1-1", 1...1)])
    func levelRangesParse(_ text: String, _ range: ClosedRange<Int>) {
        #expect(FoldPolicy.parseLevels(text) == range)
    }

    @Test(arguments: ["0-6", "2-7", "5-2", "a-b", "", "2-", "-3", "1-2-3"])
    func badLevelRangesAreRejected(_ text: String) {
        #expect(FoldPolicy.parseLevels(text) == nil)
    }
}
