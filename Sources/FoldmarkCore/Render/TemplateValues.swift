import Mustache

/// A ``TemplateView`` as Mustache sees it: lookups go through the render's ``TemplateDepthGuard``, nested views and
/// lists of views are wrapped the same way as they are looked up, and ``TemplateNull`` is Mustache's null.
///
/// A lookup of `fm-compiled-NAME` asks for the built-in partial `NAME` written by the view itself (see
/// ``CompiledTemplateView``): ``Theme`` compiles each built-in partial that has such a writer so that it looks that
/// name up first, and uses the template's own text only when no view answers.
struct TemplateValues: MustacheParent, MustacheCustomRenderable {
    let view: any TemplateView
    let render: TemplateRender

    /// The prefix of the names that ask for a compiled partial.
    static let compiledPrefix = "fm-compiled-"

    func child(named name: String) -> Any? {
        if render.depthGuard.exceeded() { return TemplateDepthGuard.nothing }
        if name.hasPrefix(Self.compiledPrefix) { return compiled(String(name.dropFirst(Self.compiledPrefix.count))) }
        guard let value = view.templateValue(named: name) else { return nil }
        return wrap(value)
    }

    var renderText: String { view.templateHTML }
    var isNull: Bool { false }

    private func wrap(_ value: Any) -> Any {
        if value is TemplateNull { return Null() }
        // Dictionaries first, as `[String: String]` is one only once cast.
        if let dictionary = value as? [String: Any] { return TemplateValues(view: dictionary, render: render) }
        if let list = value as? [[String: Any]], !list.isEmpty {
            return list.map { TemplateValues(view: $0, render: render) }
        }
        if let view = value as? any TemplateView {
            return TemplateValues(view: view, render: render)
        }
        if let list = value as? [any TemplateView], !list.isEmpty {
            return list.map { TemplateValues(view: $0, render: render) }
        }
        return value
    }

    /// A lambda that writes the partial, when this view writes it: a section over it outputs the bytes as they are,
    /// and an inverted section over it outputs nothing.
    private func compiled(_ partial: String) -> Any? {
        guard let theme = render.theme, let view = view as? any CompiledTemplateView,
            view.writesPartial(named: partial, theme: theme)
        else { return nil }
        return MustacheLambda { _ in Written(html: view.compiledPartial(named: partial)) }
    }

    /// Bytes a lambda returns to be output as they are (a `String` would be compiled as a template).
    private struct Written: CustomStringConvertible {
        let html: String
        var description: String { html }
    }

    /// Mustache's null: nothing as a value, false as a section.
    private struct Null: MustacheCustomRenderable {
        var renderText: String { "" }
        var isNull: Bool { true }
    }
}

/// One render through Mustache: its depth guard, and the theme whose built-in partials views may write, or nil to
/// render every partial through its template.
final class TemplateRender {
    let depthGuard = TemplateDepthGuard()
    let theme: Theme?

    init(theme: Theme?) {
        self.theme = theme
    }
}
