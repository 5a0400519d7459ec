import FoldmarkTestSupport
import Foundation
import Testing

/// The same site built in separate processes (each with its own hash seed) gives byte-identical files.
@Suite struct DeterminismTests {
    /// A site whose landing pages, navigation order and diagnostics could depend on Dictionary or Set order.
    private let site: [String: String] = {
        var files = [
            "Content/README.md": "# Project\n\n[a](README/a.md)\n",
            "Content/README/a.md": "# A\n\n[missing](nowhere.md)\n",
            "Content/README/b.md": "# B\n\n[gone](#nowhere) [other](../guide/thre.md)\n",
            "Content/guide.md": "# Guide\n",
            "Content/guide/one.md": "# One\n",
            "Content/guide/two.md": "---\norder: 1\n---\n# Two\n",
            "Content/same/x.md": "# Same title\n",
            "Content/same/y.md": "# Same title\n",
            "Content/img/logo.png": "png",
        ]
        for index in 0..<30 { files["Content/many/page-\(index).md"] = "# Page\n\n## Part\n" }
        return files
    }()

    @Test func buildsInSeparateProcessesAreByteIdentical() throws {
        try TemporaryFolder.with(prefix: "foldmark-determinism") { root in
            try FileTree.write(site, in: root)
            var outputs: [[String: Data]] = []
            var messages: [String] = []
            var checks: [String] = []
            for run in 0..<8 {
                let output = root.appendingPathComponent("out-\(run)")
                let (status, stderr) = try Self.foldmark(["build", root.path, "-o", output.path])
                #expect(status == 0, "\(stderr)")
                messages.append(
                    stderr.replacingOccurrences(of: "out-\(run)", with: "out").replacingOccurrences(
                        of: #" in [0-9]+ ms"#, with: "", options: .regularExpression))
                outputs.append(try Self.tree(output))
                let (checkStatus, problems) = try Self.foldmark(["check", root.path])
                #expect(checkStatus == 1)
                checks.append(problems)
            }
            #expect(outputs[0].count > 40)
            #expect(checks[0].contains("[broken-link]"))
            for (run, output) in outputs.enumerated().dropFirst() {
                #expect(output.keys.sorted() == outputs[0].keys.sorted(), "run \(run) wrote other files")
                for (path, data) in outputs[0] {
                    #expect(output[path] == data, "run \(run) wrote other bytes to \(path)")
                }
                #expect(messages[run] == messages[0])
                #expect(checks[run] == checks[0])
            }
        }
    }

    /// Runs the built `foldmark` with a random hash seed; its exit status and standard error.
    static func foldmark(_ arguments: [String]) throws -> (Int32, String) {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "SWIFT_DETERMINISTIC_HASHING")
        let run = try ProcessRun.run(CLITests.binary, arguments, environment: environment)
        return (run.status, run.stderr)
    }

    static func tree(_ folder: URL) throws -> [String: Data] {
        try FileTree.read(folder)
    }
}
