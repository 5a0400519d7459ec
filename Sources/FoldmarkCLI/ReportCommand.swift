import ArgumentParser
import Foldmark

/// `foldmark report`: JUnit XML test results to one foldable HTML report, or to Markdown for CI summaries.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Turn JUnit XML test results into a foldable HTML report (or Markdown for CI summaries).",
        discussion: """
            Reads each FILE (standard input for -; - when none is given). Failures and errors start open, passes \
            and skips are folded. Exit status: 0 when every test passed, 1 when any failed or stopped with an \
            error (0 with --no-fail), 2 when an input cannot be read or is not JUnit XML.
            """
    )

    @Argument(help: ArgumentHelp("JUnit XML files, or - for standard input.", valueName: "FILE"))
    var inputs: [String] = []

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Where to write the report, or - for standard output.", valueName: "OUT"))
    var output: String?

    @Option(help: "The report's title.")
    var title = "Test report"

    @Flag(help: "Write GitHub-flavoured Markdown (for $GITHUB_STEP_SUMMARY) instead of HTML.")
    var markdown = false

    @Flag(help: "Exit with status 0 even when tests failed.")
    var noFail = false

    @Flag(help: "Do not let the page remember which sections the reader opened and closed.")
    var noRemember = false

    func run() throws {
        if let problem = ReportOptions.titleProblem(title) {
            throw FoldmarkError(at: SourceLocation(file: "--title"), code: .controlCharacter, problem)
        }
        let testRun: TestRun
        do {
            testRun = try TestRun.read(inputs.isEmpty ? ["-"] : inputs)
        } catch let error as FoldmarkError {
            Console.report(error.diagnostics)
            throw ExitCode(ExitStatus.usage)
        }
        let text =
            markdown
            ? TestSummaryMarkdown.markdown(testRun, title: title)
            : try TestReportPage.html(testRun, title: title, remember: !noRemember)
        if let output, output != "-" {
            try FileIO.writeAtomically(text, to: output)
        } else {
            Console.write(text)
        }
        if testRun.hasFailures && !noFail { throw ExitCode(ExitStatus.problems) }
    }
}
