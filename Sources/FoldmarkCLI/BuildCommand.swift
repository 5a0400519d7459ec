import ArgumentParser
import Foundation
import Foldmark

/// `foldmark build`: a folder of Markdown to a static site.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build a static site from the Content/ folder of a site folder.",
        discussion: """
            Reads SITE/Content (Markdown pages and other files), SITE/Templates (theme overrides, optional) and \
            SITE/foldmark.yml (optional), and writes the site to SITE/_site unless told otherwise. The new site \
            replaces the old one only when the build succeeds.
            """
    )

    @Argument(help: ArgumentHelp("The site folder.", valueName: "SITE"))
    var site: String = "."

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The output folder (default: _site in the site folder).", valueName: "DIR"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Where the site will be served, such as /docs/ or https://example.com/docs/.", valueName: "URL"))
    var baseURL: String?

    @Flag(
        name: .customLong("pretty-urls"), inversion: .prefixedNo,
        help: "Write pages as name/index.html (default) or as name.html.")
    var prettyURLs: Bool?

    @OptionGroup var content: SiteContentOptions

    @Flag(help: "Replace an output folder that foldmark did not write.")
    var force = false

    @Flag(help: "Check links and headings as 'foldmark check' does, and keep the old site if there are errors.")
    var strict = false

    @OptionGroup var jobs: JobsOption

    @OptionGroup var report: DiagnosticOptions

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    func run() throws {
        let start = ContinuousClock.now
        let showProgress = !quiet && isatty(2) == 1 && ProcessInfo.processInfo.environment["CI"] == nil
        let progress: (@Sendable (Int, Int) -> Void)? = showProgress ? Self.showProgress : nil
        var options = SiteBuildOptions(
            siteFolder: site, output: output, baseURL: baseURL, prettyURLs: prettyURLs, force: force,
            concurrency: jobs.jobs, progress: progress)
        content.apply(to: &options)
        options.strict = strict
        options.warningsAsErrors = report.warningsAsErrors
        let result: SiteBuildResult
        do {
            result = try SiteBuilder.build(options)
        } catch let error as FoldmarkError {
            // A configuration error stops the build before any page, so there is no progress line to clear.
            let started = error.kind == .input
            if showProgress && started { Console.writeError("\r\u{1B}[K") }
            let status = ExitStatus.reporting(error, format: report.format, onlyErrors: quiet && started)
            if started { ProblemTotal.report(error.diagnostics, format: report.format) }
            throw status
        }
        if showProgress { Console.writeError("\r\u{1B}[K") }
        if !quiet {
            Console.report(result.diagnostics, format: report.format)
            ProblemTotal.report(result.diagnostics, format: report.format)
            let elapsed = ContinuousClock.now - start
            let milliseconds =
                elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
            let pages = result.pages == 1 ? "1 page" : "\(result.pages) pages"
            let files = result.files == 1 ? "1 file" : "\(result.files) files"
            // Another tool's project says so; Foldmark's own layout is the default and goes unnamed.
            let layout = result.layout == .foldmark ? "" : " from \(result.layout)"
            Console.writeError(
                "Built \(pages)\(layout) and copied \(files) into \(result.output)/ in \(milliseconds) ms\n")
        }
    }

    /// Redraws one status line on the terminal, at most every 50th page and at the end.
    @Sendable static func showProgress(done: Int, total: Int) {
        guard done == total || done % 50 == 0 else { return }
        Console.writeError("\r\u{1B}[KRendering pages: \(done) of \(total)")
    }
}
