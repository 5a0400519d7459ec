/// A value that templates read by field name: `{{name}}`, `{{{name}}}` and `{{#name}}…{{/name}}` ask the view for
/// `name`, so typed Swift values feed the theme's templates instead of a dictionary of finished HTML.
///
/// A field's value is text (`String`), a number, `true` or `false`, another view, or a list of views. A view answers
/// every field it has, and ``TemplateNull`` for one that is empty here, so that a nested view never shows its
/// parent's field of the same name by accident; `nil` means "no such field", and Mustache then looks in the
/// enclosing values, as it does for a dictionary. `[String: Any]` is a view too.
public protocol TemplateView {
    /// The value of the field `name`, or `nil` when the view has no such field.
    func templateValue(named name: String) -> Any?

    /// What `{{{name}}}` writes when a template shows this view as one value: the finished HTML the value was
    /// before it became a view (the sidebar for `nav`, the list of links for `toc`), so that older templates keep
    /// working.
    var templateHTML: String { get }
}

extension TemplateView {
    public var templateHTML: String { "" }
}

/// The value of a field that a view has but that is empty here: nothing in `{{name}}`, false in `{{#name}}`.
public struct TemplateNull: Sendable {
    public init() {}
}

/// A view that writes the built-in theme's partials itself, without Mustache, byte for byte as the partial's
/// template would with this view on top of the values (see ``Theme`` for when these writers are used).
///
/// A view answers a partial here exactly when it is the view that answers the name the partial's template looks up
/// first (`head` for `head.mustache`, `entries` for `toc-list.mustache`), and the partial reads nothing but that
/// view's fields below it: the output then depends on this view alone, wherever the partial is included.
package protocol CompiledTemplateView: TemplateView {
    /// Whether ``appendCompiledPartial(named:to:)`` writes the built-in partial `name` (without `.mustache`) as
    /// `theme` would: false when the partial includes another that `theme` overrides.
    func writesPartial(named name: String, theme: Theme) -> Bool
    /// Appends the bytes of the built-in partial `name` for this view to `html`.
    func appendCompiledPartial(named name: String, to html: inout HTMLBuffer)
}

extension CompiledTemplateView {
    /// The bytes of the built-in partial `name` for this view.
    func compiledPartial(named name: String) -> String {
        var html = HTMLBuffer()
        appendCompiledPartial(named: name, to: &html)
        return html.string()
    }
}

extension Dictionary: TemplateView where Key == String, Value == Any {
    public func templateValue(named name: String) -> Any? { self[name] }
    public var templateHTML: String { String(describing: self) }
}
