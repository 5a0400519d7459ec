import Mustache

/// The Mustache content type of every Foldmark template: `{{name}}` is escaped by ``HTMLEscaping``, which works
/// on UTF-8 bytes.
///
/// swift-mustache's own HTML content type compares `Character`s, so a `"` or `<` followed by a combining mark
/// (one grapheme) passes through unescaped. Its renderer starts every template, and every partial, with that
/// content type, and the only way to change it is a `{{%CONTENT_TYPE:NAME}}` tag at the top of the template.
/// ``Theme`` therefore compiles each template with ``prefix`` in front of its text; the prefix is a standalone
/// tag on a line of its own, which Mustache removes with its newline, so the template renders exactly as written
/// and only its line numbers move down by one (``Theme`` moves them back in error messages).
struct TemplateEscaping: MustacheContentType {
    /// The name the content type is registered under with swift-mustache.
    static let name = "FOLDMARK_HTML"

    /// The line put in front of every template's text before it is compiled.
    static let prefix = "{{%CONTENT_TYPE:\(name)}}\n"

    /// Registers the content type once per process; compile no template before this has run.
    static let registered: Void = {
        MustacheContentTypes.register(TemplateEscaping(), named: name)
    }()

    func escapeText(_ text: String) -> String {
        HTMLEscaping.escape(text)
    }
}
