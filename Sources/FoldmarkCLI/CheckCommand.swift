import ArgumentParser
import Foundation
import Foldmark

/// `foldmark check`: a site's links and headings, without writing anything.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a site's links, anchors, images and headings without building it.",
        discussion: """
            Reports links to missing pages, anchors and files (with a did-you-mean), links into drafts, duplicate \
            ids, empty links and headings, and heading levels that jump; and, as build does, two sources of one \
            output file and symbolic links in Content/ that lead outside the site. External links are never \
            fetched. Exit status: 0 when clean, 1 when problems were found, 2 for bad usage or a bad foldmark.yml.
            """
    )

    @Argument(help: ArgumentHelp("The site folder.", valueName: "SITE"))
    var site: String = "."

    @OptionGroup var report: DiagnosticOptions

    @Flag(
        help: ArgumentHelp(
            "Print every external link (URL, tab, file:line:column) on standard output; problems still go to "
                + "standard error."))
    var listExternal = false

    @Flag(help: "Check draft pages too.")
    var drafts = false

    @Flag(help: "Keep raw HTML and javascript: links in every page (only for trusted content).")
    var unsafeHTML = false

    @OptionGroup var jobs: JobsOption

    func validate() throws {
        if listExternal && report.format != .human {
            throw ValidationError(
                "--list-external prints its own list; it cannot be combined with --format \(report.format.rawValue)")
        }
    }

    func run() throws {
        var options = SiteBuildOptions(siteFolder: site, drafts: drafts, concurrency: jobs.jobs)
        options.warningsAsErrors = report.warningsAsErrors
        if unsafeHTML { options.unsafeHTML = true }
        let result: SiteCheckResult
        do {
            result = try SiteBuilder.check(options)
        } catch let error as FoldmarkError {
            let status = ExitStatus.reporting(error, format: report.format)
            if error.kind == .input { ProblemTotal.report(error.diagnostics, format: report.format) }
            throw status
        }
        if listExternal {
            Console.report(result.diagnostics)
            ProblemTotal.report(result.diagnostics, format: .human)
            Console.write(result.externalLinks.map { "\($0.url)\t\($0.location)\n" }.joined())
        } else {
            Console.report(result.diagnostics, format: report.format)
            ProblemTotal.report(result.diagnostics, format: report.format)
        }
        if result.diagnostics.containsErrors { throw ExitCode(ExitStatus.problems) }
    }
}
