import FoldmarkCore

extension SiteBuild {
    /// Step 4: gives every folder that holds pages (and each folder above it) a landing page, generating the
    /// missing ones.
    mutating func addLandingPages() {
        var folders: Set<String> = [""]
        // A navigation written by hand (SUMMARY.md, MkDocs' nav) gives the tree: only the site needs a landing page.
        for page in pages where config.writtenNavigation == nil {
            var folder = page.folder
            while !folder.isEmpty {
                folders.insert(folder)
                folder = SiteRoutes.parent(ofFolder: folder)
            }
        }
        let existing = Set(pages.filter(\.isLanding).map(\.folder))
        for folder in folders.subtracting(existing).sorted() {
            pages.append(
                SitePage(
                    origin: .generatedLanding, folder: folder, isLanding: true,
                    outputPath: routes.outputPath(forFolder: folder), metadata: config.defaults, source: SourceText(""))
            )
            // The home page of a project whose navigation is written by hand lists its chapters under the site's
            // name, not under "Home".
            if folder.isEmpty && config.writtenNavigation != nil {
                pages[pages.count - 1].navigationTitle = config.title
            }
        }
    }
}
