extension SiteBuild {
    /// Step 5: two sources may not write the same output file, and content may not replace the theme's assets.
    mutating func checkOutputCollisions() throws {
        diagnostics += OutputCollisions.find(
            pages: pages, files: files, displayContent: displayContent,
            generated: [(assets.stylesheet, "the theme's stylesheet"), (assets.script, "the theme's script")])
        try checkForErrors()
    }
}
