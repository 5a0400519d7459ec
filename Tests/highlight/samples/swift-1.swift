import Foundation

/// A section of a document, with its heading and body.
public struct Section: Sendable, Hashable {
    public var level: Int
    public var title: String
    public var children: [Section] = []

    public init(level: Int, title: String) {
        self.level = level
        self.title = title
    }

    /// Every section below this one, depth first.
    public func flattened() -> [Section] {
        children.flatMap { [$0] + $0.flattened() }
    }
}
