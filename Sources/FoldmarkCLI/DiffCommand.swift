import ArgumentParser
import Foldmark

/// `foldmark diff OLD NEW`: the sections changed between two Markdown files, two sites or two outlines.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the sections added, removed, moved, renamed and changed between two versions.",
        discussion: """
            OLD and NEW are two Markdown files, two site folders (with Content/), or two files written by \
            `foldmark outline --json` (structure only). Writes a foldable HTML report (unchanged sections folded, \
            changed ones open), or Markdown for a pull request comment, or JSON for tools. Exit status: 0, or 2 \
            when an input cannot be read.
            """
    )

    @Argument(help: ArgumentHelp("The old version: a Markdown file, a site folder or an outline JSON file."))
    var old: String

    @Argument(help: ArgumentHelp("The new version, of the same kind."))
    var new: String

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Where to write the report, or - for standard output.", valueName: "OUT"))
    var output: String?

    @Option(help: "The report's title.")
    var title = "Changes"

    @Flag(help: "Write GitHub-flavoured Markdown for a pull request comment instead of HTML.")
    var markdown = false

    @Option(help: ArgumentHelp("html (the default), markdown or json.", valueName: "FORMAT"))
    var format: String?

    @Option(help: ArgumentHelp("The new site's URL: each change links to its section there.", valueName: "URL"))
    var baseURL: String?

    func run() throws {
        if let problem = ReportOptions.titleProblem(title) {
            throw FoldmarkError(at: SourceLocation(file: "--title"), code: .controlCharacter, problem)
        }
        let chosen = format ?? (markdown ? "markdown" : "html")
        guard ["html", "markdown", "json"].contains(chosen) else {
            throw ValidationError("--format must be html, markdown or json, not '\(chosen)'")
        }
        let before: (sections: [DiffSection], diagnostics: [Diagnostic])
        let after: (sections: [DiffSection], diagnostics: [Diagnostic])
        do {
            before = try DiffInput.load(old)
            after = try DiffInput.load(new)
        } catch let error as FoldmarkError {
            Console.report(error.diagnostics)
            throw ExitCode(ExitStatus.usage)
        }
        Console.report((before.diagnostics + after.diagnostics).filter { $0.severity == .error })
        let report = DiffReport(
            diff: SectionDiff(old: before.sections, new: after.sections), oldName: old, newName: new,
            baseURL: baseURL)
        let text: String
        switch chosen {
        case "markdown": text = report.markdown(title: title)
        case "json": text = try report.jsonText()
        default: text = try report.html(title: title)
        }
        if let output, output != "-" {
            try FileIO.writeAtomically(text, to: output)
        } else {
            Console.write(text)
        }
    }
}
