import FoldmarkCore

extension Theme {
    /// Renders a site page through the layout template `name`: the compiled ``BuiltInPageWriter`` while that
    /// template is the built-in `page.mustache`, Mustache otherwise. Either way, each built-in partial the layout
    /// includes is written by the page's views (see ``CompiledTemplateView``). The theme itself knows nothing of
    /// pages.
    func renderPage(_ name: String, _ page: PageView) throws -> String {
        if name == "page", isBuiltIn("page.mustache") {
            return try BuiltInPageWriter.render(page, theme: self)
        }
        return try render(name, page)
    }
}
