/// Why an edit of a ``Document``'s sections was refused.
public enum OutlineEditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No section has this id.
    case sectionNotFound(String)
    /// A section in the tree already has this id. No longer thrown: ``Document/insert(_:under:at:relevel:)`` gives
    /// a clashing section a unique id instead.
    case duplicateID(String)
    /// A section cannot move inside its own subtree.
    case moveIntoOwnSubtree(String)
    /// The position is outside the parent's children.
    case indexOutOfRange(Int)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .sectionNotFound(let id): "no section has the id '\(id)'"
        case .duplicateID(let id): "a section with the id '\(id)' already exists"
        case .moveIntoOwnSubtree(let id): "section '\(id)' cannot move inside its own subtree"
        case .indexOutOfRange(let index): "position \(index) is outside the parent's sections"
        }
    }
}

extension Document {
    /// The section with this id, anywhere in the tree.
    public func section(withID id: String) -> Section? {
        path(ofSectionWithID: id).map { self[sectionAt: $0] }
    }

    /// The child indexes that lead from the top level to the section with this id.
    public func path(ofSectionWithID id: String) -> [Int]? {
        var stack: [(path: [Int], sections: [Section])] = [([], sections)]
        while let (prefix, level) = stack.popLast() {
            for (index, section) in level.enumerated() {
                if section.id == id { return prefix + [index] }
                if !section.children.isEmpty { stack.append((prefix + [index], section.children)) }
            }
        }
        return nil
    }

    /// The section at a path of child indexes; the path must be valid.
    public subscript(sectionAt path: [Int]) -> Section {
        get {
            var section = sections[path[0]]
            for index in path.dropFirst() { section = section.children[index] }
            return section
        }
        set {
            Self.replace(in: &sections, at: path[...], with: newValue)
        }
    }

    private static func replace(in list: inout [Section], at path: ArraySlice<Int>, with section: Section) {
        guard let first = path.first else { return }
        if path.count == 1 {
            list[first] = section
        } else {
            replace(in: &list[first].children, at: path.dropFirst(), with: section)
        }
    }

    private mutating func withChildren<T>(of parentID: String?, _ body: (inout [Section]) throws -> T) throws -> T {
        guard let parentID else { return try body(&sections) }
        guard let path = path(ofSectionWithID: parentID) else { throw OutlineEditError.sectionNotFound(parentID) }
        var parent = self[sectionAt: path]
        let result = try body(&parent.children)
        self[sectionAt: path] = parent
        return result
    }

    /// Inserts `section`, with its subtree, among the children of `parentID` (the top level when `nil`), at
    /// `index` (at the end when `nil`). A section of the subtree whose id the document already uses (or the
    /// subtree uses earlier) gets a unique one instead, as a heading would: `setup` becomes `setup-1`. Returns
    /// the inserted section's id.
    ///
    /// With `relevel`, the section takes the level its new place calls for (one below its parent, or the level
    /// of the top-level sections), and its subtree moves by as many levels; levels stop at 1 and 6.
    @discardableResult
    public mutating func insert(
        _ section: Section, under parentID: String? = nil, at index: Int? = nil, relevel: Bool = false
    ) throws -> String {
        var section = section
        if relevel, let level = try level(forChildOf: parentID) {
            section = section.shifted(by: level - section.level)
        }
        var ids = Slugger(reserving: allSections.map(\.id))
        section = section.withUniqueIDs(&ids)
        try withChildren(of: parentID) { children in
            let position = index ?? children.count
            guard (0...children.count).contains(position) else { throw OutlineEditError.indexOutOfRange(position) }
            children.insert(section, at: position)
        }
        return section.id
    }

    /// Removes the section with this id, with its subtree, and returns it.
    @discardableResult
    public mutating func removeSection(withID id: String) throws -> Section {
        guard let path = path(ofSectionWithID: id) else { throw OutlineEditError.sectionNotFound(id) }
        let index = path[path.count - 1]
        if path.count == 1 { return sections.remove(at: index) }
        var parent = self[sectionAt: Array(path.dropLast())]
        let removed = parent.children.remove(at: index)
        self[sectionAt: Array(path.dropLast())] = parent
        return removed
    }

    /// Moves the section with this id, keeping its fold setting and subtree, among the children of `parentID`
    /// (the top level when `nil`), at `index` among them after the removal (at the end when `nil`).
    ///
    /// With `relevel`, a `##` moved under another `##` becomes `###`, its whole subtree one level deeper too;
    /// see ``insert(_:under:at:relevel:)``.
    public mutating func moveSection(
        withID id: String, under parentID: String? = nil, at index: Int? = nil, relevel: Bool = false
    ) throws {
        guard let moving = section(withID: id) else { throw OutlineEditError.sectionNotFound(id) }
        if let parentID {
            guard path(ofSectionWithID: parentID) != nil else { throw OutlineEditError.sectionNotFound(parentID) }
            if Document(sections: [moving]).path(ofSectionWithID: parentID) != nil {
                throw OutlineEditError.moveIntoOwnSubtree(id)
            }
        }
        var edited = self
        let removed = try edited.removeSection(withID: id)
        try edited.insert(removed, under: parentID, at: index, relevel: relevel)
        self = edited
    }

    /// The level a section placed among the children of `parentID` should have: one below the parent; at the
    /// top level, the level of the first top-level section, or `nil` when there is none.
    private func level(forChildOf parentID: String?) throws -> Int? {
        guard let parentID else { return sections.first?.level }
        guard let parent = section(withID: parentID) else { throw OutlineEditError.sectionNotFound(parentID) }
        return parent.level + 1
    }

    /// Sets how the section with this id folds.
    public mutating func setFold(_ fold: FoldSetting, forSectionWithID id: String) throws {
        guard let path = path(ofSectionWithID: id) else { throw OutlineEditError.sectionNotFound(id) }
        self[sectionAt: path].fold = fold
    }
}
