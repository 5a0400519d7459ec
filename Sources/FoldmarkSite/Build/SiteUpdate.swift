import FoldmarkCore

/// What one build or update of a ``LiveSite`` did.
public struct SiteUpdate: Sendable, Equatable {
    /// How much was done.
    public enum Scope: Sendable, Equatable {
        /// Nothing in the site changed (a hidden file, a draft that stays a draft).
        case nothing
        /// Only the pages and files listed were read again and written.
        case pages
        /// The whole site was built again: a template, the configuration, or the set of pages changed.
        case site
    }

    /// How much was done.
    public var scope: Scope
    /// The pages of `Content/` parsed again, relative to `Content/`, sorted; every page for ``Scope/site``.
    public var parsed: [String]
    /// The output files written again (pages in their layout, copied files), sorted; every file for
    /// ``Scope/site``.
    public var written: [String]
    /// The warnings of what was read again.
    public var diagnostics: [Diagnostic]
}
