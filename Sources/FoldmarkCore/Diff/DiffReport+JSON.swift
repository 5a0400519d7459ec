import Foundation

extension DiffReport {
    /// `foldmark diff --format json`: `{ version, summary, changes: [{ kinds, page, id, title, level, url, old,
    /// words }] }`, one change per section that changed, in the report's order; `old` is the old section's page,
    /// id, title and level (absent for additions), `words` the word runs (absent unless the text changed).
    public struct JSON: Encodable, Sendable {
        /// The schema's version.
        public var version = 1
        /// How many sections had each kind of change, including `unchanged`.
        public var summary: [String: Int]
        /// The changes.
        public var changes: [Item]

        /// One changed section.
        public struct Item: Encodable, Sendable {
            public var kinds: [String]
            public var page: String?
            public var id: String?
            public var title: String
            public var level: Int
            public var url: String?
            public var old: Place?
            public var words: [WordDiff.Run]?
        }

        /// Where a section was.
        public struct Place: Encodable, Sendable {
            public var page: String?
            public var id: String?
            public var title: String
            public var level: Int
        }
    }

    /// The JSON value of the report.
    public var json: JSON {
        var summary: [String: Int] = [:]
        for (kind, count) in diff.counts { summary[kind.rawValue] = count }
        let items = diff.changes.filter { $0.kinds != [.unchanged] }.map { change -> JSON.Item in
            let entry = change.shown
            return JSON.Item(
                kinds: change.kinds.map(\.rawValue), page: entry.page.isEmpty ? nil : entry.page,
                id: entry.isPage ? nil : entry.id, title: entry.title, level: entry.level,
                url: change.new.flatMap { link(to: $0) },
                old: change.new == nil
                    ? nil
                    : change.old.map {
                        JSON.Place(
                            page: $0.page.isEmpty ? nil : $0.page, id: $0.isPage ? nil : $0.id, title: $0.title,
                            level: $0.level)
                    },
                words: change.kinds.contains(.changed) ? change.words?.runs : nil)
        }
        return JSON(summary: summary, changes: items)
    }

    /// The JSON text: sorted keys, so the same inputs always give the same bytes.
    public func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(json), as: UTF8.self) + "\n"
    }
}
