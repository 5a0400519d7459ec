import Foundation

/// What a finished process left: its exit status and everything it wrote.
public struct ProcessRun: Sendable {
    /// The exit status.
    public var status: Int32
    /// Everything written to standard output.
    public var stdout: String
    /// Everything written to standard error.
    public var stderr: String

    /// Creates a result.
    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Runs `executable` with `arguments` in `folder`, feeding it `stdin` (or nothing when `nil`: standard input
    /// is then the null device), and waits for it. Standard output and error are read at the same time, so a
    /// process that fills one pipe while the test reads the other cannot hang.
    public static func run(
        _ executable: URL, _ arguments: [String], stdin: String? = nil, in folder: URL? = nil,
        environment: [String: String]? = nil
    ) throws -> ProcessRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        let group = DispatchGroup()
        nonisolated(unsafe) var out = Data()
        DispatchQueue.global().async(group: group) { out = output.fileHandleForReading.readDataToEndOfFile() }
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ProcessRun(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }
}
