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
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("foldmark-determinism-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in site {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var outputs: [[String: Data]] = []
        var messages: [String] = []
        var checks: [String] = []
        for run in 0..<8 {
            let output = root.appendingPathComponent("out-\(run)")
            let (status, stderr) = try Self.foldmark(["build", root.path, "-o", output.path])
            #expect(status == 0, "\(stderr)")
            messages.append(stderr.replacingOccurrences(of: "out-\(run)", with: "out").replacingOccurrences(of: #" in [0-9]+ ms"#, with: "", options: .regularExpression))
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

    /// Runs the built `foldmark` with a random hash seed; its exit status and standard error.
    static func foldmark(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "SWIFT_DETERMINISTIC_HASHING")
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }

    static func tree(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let base = folder.standardizedFileURL.path + "/"
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            result[String(url.standardizedFileURL.path.dropFirst(base.count))] = try Data(contentsOf: url)
        }
        return result
    }
}
