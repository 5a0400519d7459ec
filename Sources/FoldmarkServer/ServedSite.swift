import FoldmarkCore
import FoldmarkSite
import Foundation
import Synchronization

/// What the server serves right now: the last good site in memory, its version, and the diagnostics of the last
/// rebuild when it failed; and the live-reload listeners, told of every change.
final class ServedSite: Sendable {
    /// One diagnostic as the browser's overlay shows it.
    struct Problem: Codable, Equatable, Sendable {
        var location: String
        var severity: String
        var message: String
        var code: String
        var source: String?
        var column: Int?
    }

    /// What a listener is told: the current version, and the problems of a failed rebuild (empty when the last
    /// one succeeded).
    struct State: Codable, Equatable, Sendable {
        var version: String
        var problems: [Problem]
    }

    private struct Stored {
        var site: SiteInMemory?
        var generation = 0
        var problems: [Problem] = []
        var listeners: [Int: AsyncStream<String>.Continuation] = [:]
        var nextListener = 0
    }

    private let stored = Mutex(Stored())
    /// Random per process, so a restarted server counts as a change for pages still open.
    private let boot = String(UInt64.random(in: 0...UInt64.max), radix: 36)

    /// The site served now; `nil` until the first build succeeds.
    var site: SiteInMemory? { stored.withLock { $0.site } }

    /// The version pages are served with.
    var version: String { stored.withLock { "\(boot)-\($0.generation)" } }

    /// The number of live-reload listeners connected.
    var listenerCount: Int { stored.withLock { $0.listeners.count } }

    /// Serves `site` from now on and tells every listener.
    func publish(_ site: SiteInMemory) {
        broadcast {
            $0.site = site
            $0.generation += 1
            $0.problems = []
        }
    }

    /// Serves `new` instead of `old`, at the same version and without telling the listeners, if `old` is still
    /// the site served: for a new search index, which does not change what a page shows.
    func replace(_ old: SiteInMemory, with new: SiteInMemory) {
        stored.withLock { if $0.site === old { $0.site = new } }
    }

    /// Keeps serving the last good files, and tells every listener what went wrong.
    func fail(_ diagnostics: [Diagnostic]) {
        let problems = DiagnosticFormatter.sorted(diagnostics).filter { $0.severity == .error }.prefix(20).map(
            Self.problem)
        broadcast { $0.problems = Array(problems) }
    }

    /// A new listener: a stream of server-sent events, the current state first.
    func listen() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(4))
        let id = stored.withLock { stored -> Int in
            stored.nextListener += 1
            stored.listeners[stored.nextListener] = continuation
            continuation.yield(Self.event(state(of: stored)))
            return stored.nextListener
        }
        continuation.onTermination = { [weak self] _ in
            self?.stored.withLock { _ = $0.listeners.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends a comment to every listener, so that connections closed by the other end are noticed.
    func ping() {
        let listeners = stored.withLock { Array($0.listeners.values) }
        for listener in listeners { listener.yield(": ping\n\n") }
    }

    private func broadcast(_ change: (inout Stored) -> Void) {
        let (event, listeners) = stored.withLock { stored -> (String, [AsyncStream<String>.Continuation]) in
            change(&stored)
            return (Self.event(state(of: stored)), Array(stored.listeners.values))
        }
        for listener in listeners { listener.yield(event) }
    }

    private func state(of stored: Stored) -> State {
        State(version: "\(boot)-\(stored.generation)", problems: stored.problems)
    }

    /// `state` as one server-sent event; JSON keeps it on one line (newlines in strings are escaped).
    static func event(_ state: State) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(state)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "event: state\ndata: \(json)\n\n"
    }

    private static func problem(_ diagnostic: Diagnostic) -> Problem {
        let location = diagnostic.location
        var source: String?
        if let file = location.file, let line = location.line, line > 0,
            let text = try? String(contentsOfFile: file, encoding: .utf8)
        {
            let lines = text.split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false)
            if line <= lines.count {
                let shown = lines[line - 1].prefix(400)
                source = String(shown.hasSuffix("\r") ? shown.dropLast() : shown)
            }
        }
        return Problem(
            location: location.description, severity: diagnostic.severity == .error ? "error" : "warning",
            message: diagnostic.fullMessage, code: diagnostic.code, source: source, column: location.column)
    }
}
