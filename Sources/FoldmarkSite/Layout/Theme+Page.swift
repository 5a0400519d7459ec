import FoldmarkCore

extension Theme {
    /// Renders a site page through the layout template `name`: the compiled ``BuiltInPageWriter`` while that
    /// template is the built-in `page.mustache`, Mustache otherwise. The theme itself knows nothing of pages.
    func renderPage(_ name: String, _ context: [String: Any]) throws -> String {
        if name == "page", isBuiltIn("page.mustache") {
            return BuiltInPageWriter.render(context)
        }
        return try render(name, context)
    }
}
