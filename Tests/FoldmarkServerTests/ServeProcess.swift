import FoldmarkTestSupport
import Foundation

/// A running `foldmark serve`, stopped when the test is done with it.
final class ServeProcess {
    /// The `foldmark` binary SwiftPM built beside the test bundle.
    static let binary = FoldmarkBinary.url

    let process = Process()
    let port: Int
    let http: RawHTTP
    private let output = Pipe()
    private let errors = Pipe()
    private let errorText = LockedText()
    /// The line with the URL.
    let urlLine: String

    /// Starts `foldmark serve SITE --port 0 ARGUMENTS` and waits for the line with its URL.
    init(site: URL, _ arguments: [String] = []) throws {
        process.executableURL = Self.binary
        process.arguments = ["serve", site.path, "--port", "0"] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        let text = errorText
        errors.fileHandleForReading.readabilityHandler = { handle in text.append(handle.availableData) }
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let first = String(decoding: line, as: UTF8.self)
        guard let match = first.firstMatch(of: /http:\/\/[^\/ ]+:(\d+)\//), let port = Int(match.1) else {
            process.terminate()
            throw ServeError.noURL(first + errorText.value)
        }
        self.port = port
        urlLine = first
        http = RawHTTP(port: port)
    }

    /// Everything written to standard error so far.
    var standardError: String { errorText.value }

    /// Standard error once it holds `text` (it is read as it comes), or as it is after 10 seconds.
    func standardError(containing text: String) -> String {
        let deadline = Date().addingTimeInterval(10)
        while !errorText.value.contains(text) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return errorText.value
    }

    /// Asks `target` until `condition` holds for the answer (the server rebuilds in the background), for at most
    /// 20 seconds; returns the last answer.
    @discardableResult
    func waitFor(_ target: String, until condition: (RawHTTP.Response) -> Bool) throws -> RawHTTP.Response {
        let deadline = Date().addingTimeInterval(20)
        var response = try http.get(target, host: "127.0.0.1:\(port)")
        while !condition(response) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            response = try http.get(target, host: "127.0.0.1:\(port)")
        }
        return response
    }

    func get(_ target: String) throws -> RawHTTP.Response {
        try http.get(target, host: "127.0.0.1:\(port)")
    }

    func stop() {
        if process.isRunning {
            process.interrupt()
            process.waitUntilExit()
        }
        errors.fileHandleForReading.readabilityHandler = nil
    }

    deinit { stop() }

    enum ServeError: Error {
        case noURL(String)
    }
}

/// Text appended from one thread and read from another.
final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func append(_ more: Data) { lock.withLock { data += more } }
    var value: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}

/// Writes `text` at `path` under `folder` as editors save: a temporary file renamed over it.
func save(_ text: String, _ path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).saving")
    try Data(text.utf8).write(to: temporary)
    guard rename(temporary.path, url.path) == 0 else { throw POSIXError(.EIO) }
}
