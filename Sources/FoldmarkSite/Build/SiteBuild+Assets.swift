import FoldmarkCore

extension SiteBuild {
    /// Where the theme's CSS and script are written, relative to the output folder.
    struct Assets {
        var stylesheet: String
        var script: String
        /// The search index's script, when the site has search.
        var searchIndex: String? = nil
    }

    /// The theme's CSS and script, named after their content so browsers never keep a stale copy.
    var assets: Assets {
        let css = theme.file(named: "foldmark.css") ?? ""
        let js = theme.file(named: "foldmark.js") ?? ""
        return Assets(
            stylesheet: "assets/foldmark.\(ContentHash.hex(css).prefix(10)).css",
            script: "assets/foldmark.\(ContentHash.hex(js).prefix(10)).js")
    }

    /// Every file the new site will have, relative to the output folder.
    func outputFiles() -> Set<String> {
        let generated = [assets.stylesheet, assets.script, "sitemap.xml", "404.html", OutputFolder.markerName]
        return Set(pages.map(\.outputPath) + files + generated)
    }

    /// Step 9a: writes the theme's CSS and script once.
    func writeAssets() throws -> Assets {
        let css = theme.file(named: "foldmark.css") ?? ""
        let js = theme.file(named: "foldmark.js") ?? ""
        let assets = assets
        try FileIO.makeFolders(for: [assets.stylesheet], under: output.staging)
        try FileIO.write(
            css, to: output.staging + "/" + assets.stylesheet, reusing: output.previousFile(assets.stylesheet))
        try FileIO.write(js, to: output.staging + "/" + assets.script, reusing: output.previousFile(assets.script))
        return assets
    }
}
