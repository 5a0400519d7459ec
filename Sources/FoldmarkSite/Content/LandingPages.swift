import FoldmarkCore

/// Which page introduces which folder: the landing-page rule, in a fixed order so that the choice never depends
/// on hash order.
///
/// 1. A folder's own `index.md` is its landing page; else its `README.md` (any case; the first in byte order
///    when several differ only in case).
/// 2. A folder without either takes the page named like it beside it: `guide.md` for `guide/`.
/// 3. A page introduces at most one folder, and rule 1 comes first: a top-level `README.md` is the site's landing
///    page even beside a `README/` folder, which then gets a generated landing page (as in MkDocs, where
///    `README.md` is the index of its own folder only).
/// 4. A folder with none of these gets a generated landing page that lists its entries.
enum LandingPages {
    /// The folder (with its trailing `/`, "" for the root) that each landing page introduces, by content path.
    /// `pages` are content paths, sorted.
    static func folders(for pages: [String]) -> [String: String] {
        var landingOf: [String: String] = [:]
        var folderOf: [String: String] = [:]
        // Each page's folder and stem, made once.
        let folders = pages.map(SiteRoutes.folder(of:))
        let stems = pages.map(SiteRoutes.stem(of:))
        // Rule 1, in the pages' sorted order: the first `index.md`, else the first README, of each folder.
        for index in pages.indices where stems[index] == "index" {
            if landingOf[folders[index]] == nil { landingOf[folders[index]] = pages[index] }
        }
        for index in pages.indices where SiteRoutes.isLandingName(stems[index]) {
            if landingOf[folders[index]] == nil { landingOf[folders[index]] = pages[index] }
        }
        for (folder, page) in landingOf { folderOf[page] = folder }
        // Rule 2, for folders still without one, from pages that introduce nothing yet (rule 3).
        let allFolders = Set(folders)
        // A page can be named like a folder only if its stem is the last part of some folder's path: most pages
        // are ruled out by that, without making the folder path they would name.
        let folderNames = Set(allFolders.map { SiteRoutes.lastComponent(of: String($0.utf8.dropLast())!) })
        for index in pages.indices
        where folderNames.contains(stems[index]) && folderOf[pages[index]] == nil && !isNotFoundPage(pages[index]) {
            let named = folders[index] + stems[index] + "/"
            if allFolders.contains(named), landingOf[named] == nil {
                landingOf[named] = pages[index]
                folderOf[pages[index]] = named
            }
        }
        return folderOf
    }

    /// Whether the page at `contentPath` is the site's own "page not found" page: `404.md` at the top.
    static func isNotFoundPage(_ contentPath: String) -> Bool {
        !contentPath.containsByte("/") && SiteRoutes.stem(of: contentPath) == "404"
    }
}
