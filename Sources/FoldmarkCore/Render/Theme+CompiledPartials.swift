/// Built-in partials written without Mustache.
///
/// The views of a page or a report write the built-in theme's partials themselves (``CompiledTemplateView``), with
/// the same bytes as the templates. A compiled writer is used partial by partial, for each one that is still the
/// built-in file: a theme that overrides `breadcrumbs.mustache` gets its breadcrumbs through Mustache and every
/// other part of the page from the compiled writers, and a theme that overrides `page.mustache` (or
/// `report.mustache`) still gets the built-in partials it includes from them.
extension Theme {
    /// The text a built-in template is compiled from: the template itself when it has no compiled writer, else the
    /// template wrapped so that it first asks the values for `fm-compiled-NAME` and outputs those bytes when a view
    /// writes them, and renders its own text only when none does. The four wrapping tags stand alone on their lines,
    /// so Mustache outputs nothing of them.
    static func compiledText(_ name: String, _ text: String) -> String {
        guard compiledPartials.contains(name), text.hasSuffix("\n") else { return text }
        let key = TemplateValues.compiledPrefix + name
        return "{{^\(key)}}\n" + text + "{{/\(key)}}\n{{#\(key)}}\n{{/\(key)}}\n"
    }

    /// Appends the partial `name` (without `.mustache`) with `view` as the values to `html`: written by the view
    /// while the partial is the built-in one, rendered through the theme's template otherwise.
    package func appendPartial(_ name: String, _ view: some CompiledTemplateView, to html: inout HTMLBuffer) throws {
        if builtInCompiledPartials.contains(name), view.writesPartial(named: name, theme: self) {
            view.appendCompiledPartial(named: name, to: &html)
        } else {
            html.append(html: try render(name, view))
        }
    }
}
