import ArgumentParser
import Foldmark
import FoldmarkCore

/// `foldmark render`: one Markdown file to one self-contained HTML file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one Markdown file as one self-contained HTML report.",
        discussion: """
            Reads FILE (standard input when FILE is - or missing) and writes the report to OUT (standard output \
            when OUT is - or missing). The report inlines its CSS and script and refers to no other file. YAML \
            front matter is read as in a site: its title, fold_levels, open_level, empty_sections, badges, outline and \
            toc apply unless given as options.
            """
    )

    @Argument(help: ArgumentHelp("The Markdown file, or - for standard input.", valueName: "FILE"))
    var input: String?

    @Option(
        name: .shortAndLong, help: ArgumentHelp("Where to write the HTML, or - for standard output.", valueName: "OUT"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "The page title (default: the front matter's title, else the first level-1 heading, else the first "
                + "heading, else the file name)."))
    var title: String?

    @OptionGroup var fold: FoldOptions

    @Flag(help: "Keep raw HTML and javascript: links (only for trusted input).")
    var unsafeHTML = false

    @Flag(help: "Inline local images as data: URIs.")
    var embedImages = false

    @Flag(help: "Write only the document's HTML, without the page, CSS or script.")
    var fragment = false

    @Flag(help: "Do not let the page remember which sections the reader opened and closed.")
    var noRemember = false

    @Flag(
        inversion: .prefixedNo,
        help: "Show a contents panel of the report's sections (default: on; front matter's toc: false turns it off).")
    var toc: Bool?

    @Flag(help: "Do not highlight code blocks.")
    var noHighlight = false

    @Flag(help: "Fold every list item that holds a nested list, as front matter's 'outline: true' does.")
    var outlineLists = false
    @Flag(help: "Do not add a search box (nor the search index it needs).")
    var noSearch = false

    @Option(help: ArgumentHelp("A folder of templates that override the built-in ones by name.", valueName: "DIR"))
    var templates: String?

    func run() throws {
        if let title, let problem = ReportOptions.titleProblem(title) {
            throw FoldmarkError(at: SourceLocation(file: "--title"), code: .controlCharacter, problem)
        }
        let input = InputFile(input)
        if let output, output != "-", let path = input.path, FileIO.sameFile(path, output) {
            throw FoldmarkError(
                at: SourceLocation(file: output), code: .outputIsInput,
                "the output is the input file '\(path)'; writing it would replace the Markdown with HTML")
        }
        let page = try PageInput(input)
        var options = ReportOptions(
            title: title ?? page.metadata.title,
            policy: fold.policy(over: page.metadata),
            unsafeHTML: unsafeHTML,
            embedImages: embedImages,
            fragment: fragment,
            theme: try Theme.load(overridesIn: templates),
            remember: !noRemember
        )
        options.highlight = !noHighlight
        options.outlineLists = outlineLists || page.metadata.outline == true
        options.search = !noSearch && page.metadata.search != false
        options.contents = toc ?? page.metadata.toc ?? true
        // The page in pieces, written one after the other: never one string that copies the whole document.
        let report = try ReportBuilder.prepare(
            page.source, fallbackTitle: input.fallbackTitle, baseDirectory: input.baseDirectory, options: options)
        Console.report(report.diagnostics + page.frontMatterWarnings)
        if let output, output != "-" {
            try report.write(to: output)
        } else {
            PieceBatches.write(report.pieces) { Console.write(bytes: $0) }
        }
        let failed = report.diagnostics.containsErrors
        BackgroundRelease.release(consume report)
        if failed { throw ExitCode(ExitStatus.problems) }
    }
}
