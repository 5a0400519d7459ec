import FoldmarkTestSupport
import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// A compact dump of a section tree, one line per section: `##id` indented by depth.
func outline(_ markdown: String) -> String {
    dump(Document.parse(markdown))
}

func dump(_ document: Document) -> String {
    var lines: [String] = []
    var stack: [(Section, Int)] = document.sections.reversed().map { ($0, 0) }
    while let (section, depth) = stack.popLast() {
        lines.append(
            String(repeating: "  ", count: depth) + String(repeating: "#", count: section.level) + " " + section.id)
        stack.append(contentsOf: section.children.reversed().map { ($0, depth + 1) })
    }
    return lines.joined(separator: "\n")
}

/// The folder that holds this test file's fixtures and snapshots.
let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

func fixture(_ name: String) throws -> String {
    try String(contentsOf: testsFolder.appendingPathComponent("Fixtures/\(name)"), encoding: .utf8)
}

/// A fresh temporary folder, removed when `body` returns.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    try TemporaryFolder.with(prefix: "foldmark-tests", body)
}
