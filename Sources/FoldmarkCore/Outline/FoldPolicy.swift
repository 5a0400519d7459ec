/// Which heading levels fold, and down to which level they start open.
///
/// The default folds levels 2 to 6 (the level-1 heading is the page title) and opens level-2 sections,
/// leaving deeper ones closed. A heading's own `{open}`, `{closed}` or `{.nofold}` wins over the policy.
public struct FoldPolicy: Sendable, Hashable, Codable {
    /// The levels that fold.
    public var foldLevels: ClosedRange<Int>
    /// Sections at this level or above (a smaller number) start open; 0 starts every section closed.
    public var openLevel: Int
    /// What happens to a section with no body and no subsections; ``EmptySections/plain`` by default.
    public var emptySections: EmptySections = .plain
    /// Which count badges section summaries show; ``CountBadges/none`` by default.
    public var badges: CountBadges = .none

    /// Creates a policy; the defaults fold levels 2–6 and open level 2.
    public init(foldLevels: ClosedRange<Int> = 2...6, openLevel: Int = 2) {
        self.foldLevels = foldLevels
        self.openLevel = openLevel
    }

    /// The state `section` renders in.
    public func state(of section: Section) -> FoldState {
        guard section.hasContent || emptySections == .fold else { return .plain }
        switch section.fold {
        case .nofold: return .plain
        case .open: return .open
        case .closed: return .closed
        case .policy:
            guard foldLevels.contains(section.level) else { return .plain }
            return section.level <= openLevel ? .open : .closed
        }
    }

    /// Parses a level range such as `2-6`, or a single level such as `3`.
    public static func parseLevels(_ text: String) -> ClosedRange<Int>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            let low = Int(parts[0]), let high = Int(parts[parts.count - 1]),
            1 <= low, low <= high, high <= 6
        else { return nil }
        return low...high
    }

    /// Whether any section of `document` folds under this policy: a page with none has no toolbar to make room for.
    public func foldsAnySection(of document: Document) -> Bool {
        document.firstSection(where: { state(of: $0).folds }) != nil
    }
}
