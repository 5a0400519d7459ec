import ArgumentParser
import Foundation
import Foldmark

/// The `foldmark` command: parses arguments and hands the work to the library.
public struct FoldmarkCommand: ParsableCommand {
    /// The command's name, help and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "foldmark",
        abstract: "Turn Markdown into static HTML in which every section folds.",
        version: FoldmarkVersion.current,
        subcommands: [
            RenderCommand.self, BuildCommand.self, CheckCommand.self, OutlineCommand.self, ServeCommand.self,
            ReportCommand.self, DiffCommand.self,
        ]
    )

    /// Creates the command; ArgumentParser calls this.
    public init() {}

    /// Runs the command line and exits: 0 on success, 1 when the input has errors, 2 for bad usage.
    public static func runMain(_ arguments: [String]? = nil) -> Never {
        if arguments == nil, let argument = RawArguments.firstNotUTF8() {
            Console.report([
                Diagnostic(
                    .error, at: SourceLocation(file: argument), code: .argumentNotUTF8,
                    "the argument is not valid UTF-8, so it cannot name a file; rename the file (or give it on standard input)"
                )
            ])
            Foundation.exit(2)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(ExitStatus.success)
        } catch let error as FoldmarkError {
            Foundation.exit(ExitStatus.reporting(error).rawValue)
        } catch let error as ExitCode {
            Foundation.exit(error.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            Console.writeError(fullMessage(for: error) + "\n")
            Foundation.exit(ExitStatus.of(argumentParserCode: code))
        }
    }
}

/// Foldmark's version, printed by `foldmark --version`.
public enum FoldmarkVersion {
    /// The version string.
    public static let current = "0.1.0-dev"
}
