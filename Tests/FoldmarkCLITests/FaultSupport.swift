import FoldmarkTestSupport
import Foundation

/// Running `foldmark` in hostile surroundings: through a shell that closes descriptors or ignores signals, in
/// the background to be stopped and signalled, or as an unprivileged user.
enum Fault {
    typealias Result = ProcessRun

    /// Runs `script` with `/bin/sh -c`; `$FOLDMARK` names the binary. Standard output and error are read
    /// through pipes (unless the script redirects them).
    static func shell(_ script: String, in folder: URL, environment: [String: String] = [:]) throws -> Result {
        let environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .merging(["FOLDMARK": CLITests.binary.path]) { $1 }
        return try ProcessRun.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: folder, environment: environment)
    }

    /// A fresh folder, removed when `body` returns.
    static func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        try TemporaryFolder.with(prefix: "foldmark-fault", body)
    }

    /// Writes `files` (relative path → text) under `folder`.
    static func write(_ files: [String: String], in folder: URL) throws {
        try FileTree.write(files, in: folder)
    }

    /// A site of `count` small pages in folders of 100, big enough that building it takes a while.
    static func bigSite(in folder: URL, pages count: Int) throws {
        for index in 0..<count {
            let url = folder.appendingPathComponent("Content/part\(index / 100)/page\(index).md")
            if index % 100 == 0 {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            try "# Page \(index)\n\n## Section\n\nSee www.example.com and ~~old~~ text.\n".write(
                to: url, atomically: false, encoding: .utf8)
        }
    }

    /// The names in `folder`, sorted; empty when it does not exist.
    static func names(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// The inode of the file at `path`, or 0.
    static func inode(_ path: URL) -> UInt64 {
        var info = stat()
        return stat(path.path, &info) == 0 ? UInt64(info.st_ino) : 0
    }

    /// Waits, polling, until `condition` holds or `seconds` pass; returns whether it held.
    static func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            usleep(500)
        }
        return condition()
    }

    /// Starts `foldmark ARGUMENTS` in `folder` without waiting; its output goes to files in `logs`.
    static func start(_ arguments: [String], in folder: URL, logs: URL) throws -> Process {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        FileManager.default.createFile(atPath: logs.appendingPathComponent("out").path, contents: nil)
        FileManager.default.createFile(atPath: logs.appendingPathComponent("err").path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: logs.appendingPathComponent("out"))
        process.standardError = try FileHandle(forWritingTo: logs.appendingPathComponent("err"))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Starts a build of the site in `folder` and stops it (SIGSTOP) while its staging folder exists and
    /// before it has replaced the site; `nil` when the build finished first (the caller tries again with a
    /// bigger site). `live` names a file whose inode changes when the site is replaced.
    static func stoppedBuild(in folder: URL, logs: URL, live: URL) throws -> Process? {
        let before = inode(live)
        let cache = folder.appendingPathComponent(".foldmark-cache")
        let process = try start(["build", "--quiet"], in: folder, logs: logs)
        let staged = wait(seconds: 60) { names(cache).contains { $0.contains(".new-") } || !process.isRunning }
        kill(process.processIdentifier, SIGSTOP)
        if staged && process.isRunning && inode(live) == before
            && names(cache).contains(where: { $0.contains(".new-") })
        {
            return process
        }
        kill(process.processIdentifier, SIGCONT)
        process.waitUntilExit()
        return nil
    }
}
