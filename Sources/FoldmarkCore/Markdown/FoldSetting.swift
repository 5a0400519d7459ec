/// How the author asked one section to fold, from its heading's attribute block.
public enum FoldSetting: String, Sendable, Hashable, Codable, CaseIterable {
    /// No marker: the ``FoldPolicy`` decides.
    case policy
    /// `{open}`: folds, and starts open.
    case open
    /// `{closed}`: folds, and starts closed.
    case closed
    /// `{.nofold}`: a plain heading that never folds.
    case nofold
}

/// How a section is rendered once the policy and the author's markers are applied.
public enum FoldState: String, Sendable, Hashable, Codable {
    /// A `<details>` that starts open.
    case open
    /// A `<details>` that starts closed.
    case closed
    /// A plain heading with no `<details>`.
    case plain

    /// Whether the section renders as a `<details>`.
    public var folds: Bool { self != .plain }
}
