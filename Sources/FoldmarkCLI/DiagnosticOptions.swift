import ArgumentParser
import Foldmark

extension DiagnosticFormatter.Format: ExpressibleByArgument {}

/// How problems are reported, shared by the commands that check a site.
struct DiagnosticOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "How to print problems: human (to standard error), json or github (to standard output).",
            valueName: "FORMAT"))
    var format: DiagnosticFormatter.Format = .human

    @Flag(help: "Treat warnings as errors.")
    var warningsAsErrors = false
}
