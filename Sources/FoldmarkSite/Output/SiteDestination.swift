/// Where a build puts the files of the site: the output folder's staging area on disk (``OutputFolder``), or a
/// map in memory (``SiteFiles``) for `foldmark serve`. Paths are relative to the site's root, with `/` between
/// components. Writes of different paths may come from several threads at once.
protocol SiteDestination {
    /// Makes the folders that `paths` need (nothing in memory).
    func makeFolders(for paths: [String]) throws
    /// Puts `text`, as UTF-8, at `path`, making the folders it needs that are missing.
    func write(_ text: String, to path: String) throws
    /// Puts a copy of the file at `source` (an absolute path in `Content/`) at `path`.
    func copy(_ source: String, to path: String) throws
}
