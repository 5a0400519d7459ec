import Foldmark
import Foundation
import Testing

@testable import FoldmarkCLI

/// Exit statuses come from one place: 1 for errors in the input, 2 for bad usage or configuration.
@Suite struct ExitStatusTests {
    /// Every command that reads a site, with the output formats that machines read.
    static let siteCommands = [
        "\"$FOLDMARK\" build . --quiet",
        "\"$FOLDMARK\" check . --format json",
        "\"$FOLDMARK\" outline . --json",
    ]

    @Test func statusFollowsTheKindOfError() {
        #expect(ExitStatus.of(FoldmarkError([], kind: .input)) == 1)
        #expect(ExitStatus.of(FoldmarkError([], kind: .configuration)) == 2)
        #expect(ExitStatus.of(argumentParserCode: .validationFailure) == 2)
        #expect(ExitStatus.of(argumentParserCode: .failure) == 1)
    }

    @Test(arguments: siteCommands)
    func aBadConfigurationExitsWithTwoForEverySiteCommand(_ command: String) throws {
        try Fault.withFolder { site in
            try Fault.write(
                ["Content/index.md": "# Home\n", "foldmark.yml": "titel: Typo\nopen_level: many\n"], in: site)
            let result = try Fault.shell(command, in: site)
            #expect(result.status == 2)
            // Every problem is shown, the warning too, even under --quiet: nothing was built.
            let shown = result.stdout + result.stderr
            #expect(shown.contains("open_level") && shown.contains("titel"))
            #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("_site").path))
        }
    }

    @Test(arguments: siteCommands)
    func aBrokenPageExitsWithOneForEverySiteCommand(_ command: String) throws {
        try Fault.withFolder { site in
            try Fault.write(["Content/index.md": "---\ntitle: Home\n# Home\n"], in: site)
            let result = try Fault.shell(command, in: site)
            #expect(result.status == 1)
            // The human format ends with `[front-matter]`, JSON has `"code" : "front-matter"`.
            #expect((result.stdout + result.stderr).contains("front-matter"))
        }
    }
}
