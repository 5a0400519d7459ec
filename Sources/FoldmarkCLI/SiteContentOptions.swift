import ArgumentParser
import Foldmark

/// The options that say what goes into a site and how it looks, shared by `build` and `serve` so that a preview
/// shows what a build publishes.
struct SiteContentOptions: ParsableArguments {
    @Flag(help: "Include draft pages.")
    var drafts = false

    @Flag(help: "Keep raw HTML and javascript: links in every page (only for trusted content).")
    var unsafeHTML = false

    @Flag(help: "Do not highlight code blocks (overrides 'highlight' in foldmark.yml).")
    var noHighlight = false

    @Option(help: ArgumentHelp("A templates folder to use instead of SITE/Templates.", valueName: "DIR"))
    var templates: String?

    /// Sets these options on build options made for the same site; the config file decides what they leave unset.
    func apply(to options: inout SiteBuildOptions) {
        options.drafts = drafts
        options.templates = templates
        if unsafeHTML { options.unsafeHTML = true }
        if noHighlight { options.highlight = false }
    }
}
