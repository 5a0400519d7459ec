import FoldmarkCore

extension SiteBuild {
    /// Where the theme's CSS and script and the site's navigation script are written, relative to the output
    /// folder.
    struct Assets {
        var stylesheet: String
        var script: String
        /// The whole navigation, one file per site (see ``NavigationScript``); nil before the navigation is made.
        var navigation: NavigationScript?
        /// The whole navigation as one HTML page, the sidebar without JavaScript (see ``NavigationFrame``); nil
        /// with ``navigation``.
        var navigationFrame: NavigationFrame?
        /// The search index and its text shards; nil with `search: false`.
        var search: SearchFiles?
        /// The search index's script, when the site has search.
        var searchIndex: String? { search?.indexPath }
    }

    /// The theme's CSS and script, named after their content so browsers never keep a stale copy.
    var assets: Assets {
        let css = theme.file(named: "foldmark.css") ?? ""
        let js = theme.file(named: "foldmark.js") ?? ""
        return Assets(
            stylesheet: "assets/foldmark.\(ContentHash.hex(css).prefix(10)).css",
            script: "assets/foldmark.\(ContentHash.hex(js).prefix(10)).js")
    }

    /// The theme's assets, the navigation script and page of `navigation`, and the search index `search` (nil
    /// with `search: false`).
    func assets(for navigation: SiteNavigation, search: SearchFiles?) -> Assets {
        var assets = assets
        let script = NavigationScript(navigation: navigation, routes: routes, allowUnsafeURLs: config.unsafeHTML)
        assets.navigation = script
        assets.navigationFrame = NavigationFrame(
            outline: script.outline, routes: routes, siteTitle: config.title, language: config.language)
        assets.search = search
        return assets
    }

    /// Every file the new site will have, relative to the output folder.
    func outputFiles(_ assets: Assets) -> Set<String> {
        var generated = [assets.stylesheet, assets.script, "404.html", OutputFolder.markerName]
        // No absolute site URL, no sitemap: an old one must not stay behind in the reused staging folder.
        if config.absoluteSiteURL != nil { generated.append("sitemap.xml") }
        if let navigation = assets.navigation { generated.append(navigation.path) }
        if let frame = assets.navigationFrame { generated.append(frame.path) }
        generated += assets.search?.paths ?? []
        return Set(pages.map(\.outputPath) + files + generated)
    }

    /// Step 9a: writes the theme's CSS and script and the navigation script and page, once each.
    func writeAssets(_ assets: Assets) throws {
        let css = theme.file(named: "foldmark.css") ?? ""
        let js = theme.file(named: "foldmark.js") ?? ""
        var files = [(assets.stylesheet, css), (assets.script, js)]
        // Their names are known only now, after the collision checks; a content file of such a name is unlikely.
        let generated = [
            assets.navigation.map { ($0.path, $0.text, "navigation script") },
            assets.navigationFrame.map { ($0.path, $0.text, "navigation page") },
        ]
        for case (let path, let text, let what)? in generated {
            if self.files.contains(path) {
                throw FoldmarkError(
                    at: SourceLocation(file: displayContent + "/" + path), code: .outputCollision,
                    "writes '\(path)', which the site's \(what) also writes")
            }
            files.append((path, text))
        }
        try destination.makeFolders(for: [assets.stylesheet])
        for (path, text) in files {
            try destination.write(text, to: path)
        }
    }
}
