/// Folds a flat list of top-level headings into the section tree, in pure Swift.
///
/// A heading opens a section that runs until the next heading of the same or a higher level; deeper headings
/// nest inside it, whatever levels they skip. Ids come from explicit `{#id}` attributes first, then from slugs.
enum OutlineBuilder {
    static func build(_ parsed: ParsedMarkdown, path: String?) -> Document {
        var diagnostics: [Diagnostic] = []
        var slugger = Slugger(reserving: parsed.footnoteIDs)
        var explicitIDs: [String: SourceLocation] = [:]
        let footnoteIDs = Set(parsed.footnoteIDs)
        for heading in parsed.headings {
            guard let id = heading.attributes?.id else { continue }
            if footnoteIDs.contains(id) {
                diagnostics.append(
                    Diagnostic(
                        .warning, at: heading.position, code: .duplicateID,
                        "id '\(id)' is used by a footnote; this heading gets a new id"))
            } else if let first = explicitIDs[id] {
                diagnostics.append(
                    Diagnostic(
                        .warning, at: heading.position, code: .duplicateID,
                        "id '\(id)' is already used by the heading at line \(first.line ?? 0); this one gets a new id"))
            } else {
                explicitIDs[id] = heading.position
                slugger.reserve(id)
            }
        }

        var claimed: Set<String> = []
        var roots: [Section] = []
        var open: [Section] = []
        // Ids go out in document order: a section's own id, then those of the headings inside its containers.
        let preambleNested = withIDs(parsed.preambleNestedHeadings, from: &slugger)
        let preamble = NestedHeadingIDs.fill(parsed.preamble, ids: preambleNested.map(\.id))
        for heading in parsed.headings {
            let attributes = heading.attributes ?? HeadingAttributes()
            let id: String
            if let explicit = attributes.id, !footnoteIDs.contains(explicit), claimed.insert(explicit).inserted {
                id = explicit
            } else if let explicit = attributes.id {
                id = slugger.unique(explicit)
            } else {
                id = slugger.id(for: heading.titleText)
            }
            let nested = withIDs(heading.nestedHeadings, from: &slugger)
            let body = NestedHeadingIDs.fill(heading.body, ids: nested.map(\.id))
            var section = Section(
                level: heading.level,
                id: id,
                title: SectionTitle(html: heading.titleHTML, text: heading.titleText),
                body: body,
                fold: attributes.fold,
                classes: attributes.classes,
                attributes: attributes.attributes,
                position: heading.position
            )
            section.nestedHeadings = nested
            section.rawHTMLIDs = heading.htmlIDs
            while let last = open.last, last.level >= section.level {
                close(&open, into: &roots)
            }
            open.append(section)
        }
        while !open.isEmpty { close(&open, into: &roots) }
        var document = Document(
            preamble: preamble, sections: roots, footnotes: parsed.footnotes, diagnostics: diagnostics,
            links: parsed.links)
        document.preambleNestedHeadings = preambleNested
        document.preambleRawHTMLIDs = parsed.preambleHTMLIDs
        document.footnoteIDs = parsed.footnoteIDs
        document.assignFoldingBlocks(parsed.blocks, ids: &slugger)
        return document
    }

    /// `headings` with their ids handed out by `slugger`, in order.
    private static func withIDs(_ headings: [NestedHeading], from slugger: inout Slugger) -> [NestedHeading] {
        headings.map { heading in
            var heading = heading
            heading.id = slugger.id(for: heading.title)
            return heading
        }
    }

    /// Pops the innermost open section and attaches it to its parent, or to the roots.
    private static func close(_ open: inout [Section], into roots: inout [Section]) {
        let finished = open.removeLast()
        if open.isEmpty {
            roots.append(finished)
        } else {
            open[open.count - 1].children.append(finished)
        }
    }
}
