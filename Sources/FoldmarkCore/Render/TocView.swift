/// The values of a contents list (`{{#toc}}` in a page or report): its entries, for the `toc-list` partial.
public struct TocView: CompiledTemplateView, Sendable {
    /// The top-level sections listed: the document's, with each level-1 heading replaced by its children.
    public let sections: [Section]

    /// The contents of `document`, or nil when it has no heading to list.
    public init?(document: Document) {
        let sections = ContentsList.topLevel(of: document)
        if sections.isEmpty { return nil }
        self.sections = sections
    }

    /// How many entries the list has, nested ones included.
    public var count: Int { ContentsList.count(sections) }

    /// Whether a report's contents panel starts open: it lists ``ContentsList/openingCount`` entries or more.
    public var open: Bool { count >= ContentsList.openingCount }

    public func templateValue(named name: String) -> Any? {
        switch name {
        case "entries": sections.map(TocEntry.init)
        case "count": count
        case "open": open
        default: nil
        }
    }

    /// The list, as the value `toc` was before it became a view.
    public var templateHTML: String { ContentsList.list(sections) }

    package func writesPartial(named name: String, theme: Theme) -> Bool { name == "toc-list" }
    package func appendCompiledPartial(named name: String, to html: inout HTMLBuffer) {
        html.append(html: ContentsList.list(sections))
    }
}

/// One entry of a contents list: a section's link, and the entries of its subsections.
public struct TocEntry: CompiledTemplateView, Sendable {
    public let section: Section

    public init(_ section: Section) {
        self.section = section
    }

    /// The text of an entry: the heading's text, else its id.
    static func title(of section: Section) -> String {
        section.title.text.isEmpty ? section.id : section.title.text
    }

    public func templateValue(named name: String) -> Any? {
        switch name {
        case "id": section.id
        case "title": Self.title(of: section)
        case "entries": section.children.map(TocEntry.init)
        case "hasEntries": !section.children.isEmpty
        default: nil
        }
    }

    package func writesPartial(named name: String, theme: Theme) -> Bool { name == "toc-list" }
    package func appendCompiledPartial(named name: String, to html: inout HTMLBuffer) {
        html.append(html: ContentsList.list(section.children))
    }
}
