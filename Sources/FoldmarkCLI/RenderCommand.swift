import ArgumentParser
import Foldmark

/// `foldmark render`: one Markdown file to one self-contained HTML file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one Markdown file as one self-contained HTML report.",
        discussion: """
            Reads FILE (standard input when FILE is - or missing) and writes the report to OUT (standard output \
            when OUT is - or missing). The report inlines its CSS and script and refers to no other file.
            """
    )

    @Argument(help: ArgumentHelp("The Markdown file, or - for standard input.", valueName: "FILE"))
    var input: String?

    @Option(
        name: .shortAndLong, help: ArgumentHelp("Where to write the HTML, or - for standard output.", valueName: "OUT"))
    var output: String?

    @Option(help: "The page title (default: the first level-1 heading, else the file name).")
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

    @Flag(help: "Do not highlight code blocks.")
    var noHighlight = false

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
        let source = try input.read()
        var options = ReportOptions(
            title: title,
            policy: fold.policy,
            unsafeHTML: unsafeHTML,
            embedImages: embedImages,
            fragment: fragment,
            theme: try Theme.load(overridesIn: templates),
            remember: !noRemember
        )
        options.highlight = !noHighlight
        options.search = !noSearch
        let report = try ReportBuilder.build(
            source, fallbackTitle: input.fallbackTitle, baseDirectory: input.baseDirectory, options: options)
        Console.report(report.diagnostics)
        if let output, output != "-" {
            try FileIO.writeAtomically(report.html, to: output)
        } else {
            Console.write(report.html)
        }
        if report.diagnostics.containsErrors { throw ExitCode(ExitStatus.problems) }
    }
}
