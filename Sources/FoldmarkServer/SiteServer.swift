import FoldmarkCore
import FoldmarkSite
import Foundation
import Hummingbird

#if canImport(Glibc)
import Glibc
#endif
import Logging

/// `foldmark serve`: builds the site into memory, serves it over HTTP, and rebuilds what changed as files are
/// saved, telling open pages to reload.
public enum SiteServer {
    /// What the server prints: one line per event, diagnostics in the compiler's format.
    public struct Output: Sendable {
        /// Writes a line meant for the user's eyes on standard output (the URL).
        public var line: @Sendable (String) -> Void
        /// Reports diagnostics.
        public var diagnostics: @Sendable ([Diagnostic]) -> Void
        /// Writes a status line on standard error.
        public var status: @Sendable (String) -> Void

        /// Creates the output.
        public init(
            line: @escaping @Sendable (String) -> Void, diagnostics: @escaping @Sendable ([Diagnostic]) -> Void,
            status: @escaping @Sendable (String) -> Void
        ) {
            self.line = line
            self.diagnostics = diagnostics
            self.status = status
        }
    }

    /// Serves until the process is stopped; returns only when the server cannot start (the error says why).
    public static func run(_ options: ServeOptions, output: Output) throws {
        #if canImport(Glibc)
        // A long-lived process whose builds run on every core: with glibc's default of up to 8 malloc arenas per
        // core, memory freed by one rebuild's threads stays with their arenas. Two arenas keep the peak near
        // what the site itself needs.
        // mallopt is declared in <malloc.h>, which Glibc's module does not import; M_ARENA_MAX is -8.
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            _ = unsafeBitCast(symbol, to: Mallopt.self)(-8, 2)
        }
        #endif
        let semaphore = DispatchSemaphore(value: 0)
        let result = ResultBox()
        Task {
            do {
                try await serve(options, output: output)
            } catch {
                result.error = error
            }
            semaphore.signal()
        }
        semaphore.wait()
        if let error = result.error { throw error }
    }

    private final class ResultBox: @unchecked Sendable {
        var error: Error?
    }

    private static func serve(_ options: ServeOptions, output: Output) async throws {
        var buildOptions = options.build
        // Pages link from the server's root, whatever base_url the site is published under.
        buildOptions.baseURL = "/"
        buildOptions.progress = nil
        let session = ServeSession(options: buildOptions, output: output)
        let responder = SiteResponder(site: session.served, hosts: AllowedHosts(host: options.host))
        var logger = Logger(label: "foldmark-serve")
        logger.logLevel = .critical
        let host = options.host
        let app = Application(
            responder: CallbackResponder(callback: responder.respond),
            server: .http1(configuration: .init(idleTimeout: .seconds(120))),
            configuration: .init(address: .hostname(host, port: options.port), serverName: nil, reuseAddress: true),
            onServerRunning: { channel in
                // Listening first, building second: a port in use is told at once, not after a long build. The
                // watches are in place before the first build starts, so a change made during it is not lost.
                session.start(debounceMilliseconds: options.debounceMilliseconds, polling: options.polling)
                if !isLoopback(host) {
                    output.diagnostics([
                        Diagnostic(
                            .warning, at: SourceLocation(file: "--host"), code: .exposedHost,
                            "serving on \(host): anyone who can reach this address can read the site (drafts too, "
                                + "with --drafts)")
                    ])
                }
                let port = channel.localAddress?.port ?? options.port
                let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
                output.line("Serving \(displayName(options.build.siteFolder)) at http://\(shown):\(port)/")
                startPings(session.served)
            },
            logger: logger)
        do {
            try await app.runService(gracefulShutdownSignals: [])
        } catch {
            throw listenError(error, host: host, port: options.port)
        }
    }

    private static func startPings(_ site: ServedSite) {
        let thread = Thread {
            while true {
                Thread.sleep(forTimeInterval: 15)
                site.ping()
            }
        }
        thread.stackSize = 64 << 10
        thread.start()
    }

    /// The error for a server that could not listen, in the compiler's format.
    static func listenError(_ error: Error, host: String, port: Int) -> FoldmarkError {
        let text = "\(error)"
        let location = SourceLocation(file: "\(host):\(port)")
        if text.contains("Address already in use") || text.contains("errno: 98") {
            return FoldmarkError(
                [
                    Diagnostic(
                        .error, at: location, code: .addressInUse,
                        "another program is listening on port \(port); choose another with --port (--port 0 picks "
                            + "a free one)")
                ], kind: .configuration)
        }
        return FoldmarkError(
            [
                Diagnostic(
                    .error, at: location, code: .cannotListen,
                    "cannot listen on \(host):\(port): \(systemReason(in: text) ?? text)")
            ], kind: .configuration)
    }

    /// The system's reason for the error number a NIO error's text ends with (`… (errno: 99)`), such as "Cannot
    /// assign requested address".
    static func systemReason(in text: String) -> String? {
        guard let marker = text.range(of: "(errno: ", options: .backwards) else { return nil }
        let digits = text[marker.upperBound...].prefix { $0.isNumber }
        guard let number = Int32(digits), number > 0 else { return nil }
        return String(cString: strerror(number))
    }

    static func isLoopback(_ host: String) -> Bool {
        ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased()) || host.hasPrefix("127.")
    }

    private static func displayName(_ folder: String) -> String {
        folder == "." ? "the site" : folder
    }
}
