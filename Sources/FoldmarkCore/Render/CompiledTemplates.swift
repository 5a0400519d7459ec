import Foundation
import Mustache

/// A theme's templates as one Mustache library, made when a render first needs it.
///
/// The templates a theme was given (`own`) are compiled when the theme loads, so their errors are reported then;
/// the built-in ones are known to compile and wait until the library is first used. With the built-in theme, the
/// commands write pages and reports with compiled writers (``BuiltInReportWriter``, the site's page writer) and so
/// never compile a template.
final class CompiledTemplates: @unchecked Sendable {
    private let own: [String: MustacheTemplate]
    private let builtIn: [String: String]
    private let lock = NSLock()
    private var made: MustacheLibrary?

    /// `own`: the compiled templates by name; `builtIn`: the text of each built-in template by name.
    init(own: [String: MustacheTemplate], builtIn: [String: String]) {
        self.own = own
        self.builtIn = builtIn
    }

    /// The library of every template, made on the first call (on any thread; the others wait for it).
    var library: MustacheLibrary {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        _ = TemplateEscaping.registered
        var library = MustacheLibrary()
        for (name, template) in own { library.register(template, named: name) }
        for (name, text) in builtIn {
            // The prefix makes Foldmark's escaping the content type of the template; see TemplateEscaping.
            guard let template = try? MustacheTemplate(string: TemplateEscaping.prefix + Theme.compiledText(name, text))
            else { preconditionFailure("the built-in template '\(name)' does not compile") }
            library.register(template, named: name)
        }
        made = library
        return library
    }
}
