import ArgumentParser
import Testing

@testable import FoldmarkCLI

/// The command line parsed in the test process (`parseAsRoot`), with no binary to start: which command an
/// argument list reaches, and the usage errors that `foldmark` turns into exit status 2.
@Suite struct InProcessCLITests {
    @Test func argumentsReachTheirCommand() throws {
        let render = try #require(
            try FoldmarkCommand.parseAsRoot(["render", "notes.md", "--open-level", "3"]) as? RenderCommand)
        #expect(render.fold.openLevel == 3)
        let build = try #require(
            try FoldmarkCommand.parseAsRoot(["build", "docs", "--strict", "--jobs", "2"]) as? BuildCommand)
        #expect((build.site, build.strict, build.jobs.jobs) == ("docs", true, 2))
        #expect(try FoldmarkCommand.parseAsRoot(["check"]) is CheckCommand)
        #expect(try FoldmarkCommand.parseAsRoot(["outline", "-", "--json"]) is OutlineCommand)
    }

    @Test(arguments: [
        ["render", "--fold-levels", "9"],
        ["render", "--open-level", "7"],
        ["build", "--jobs", "0"],
        ["check", "--list-external", "--format", "json"],
        ["outline", "--no-such-option"],
    ])
    func usageErrorsExitWithTwo(_ arguments: [String]) {
        do {
            _ = try FoldmarkCommand.parseAsRoot(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(ExitStatus.of(argumentParserCode: FoldmarkCommand.exitCode(for: error)) == ExitStatus.usage)
            #expect(!FoldmarkCommand.fullMessage(for: error).isEmpty)
        }
    }
}
