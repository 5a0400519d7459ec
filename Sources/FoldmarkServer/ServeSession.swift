import FoldmarkCore
import FoldmarkSite
import Foundation

/// One run of `foldmark serve`, apart from HTTP: the site built into memory, the watches that keep it up to
/// date, what is served, and the search index made again once edits pause.
///
/// ``start(debounceMilliseconds:polling:)`` puts the watches in place first and builds second, so a change saved
/// during the first build is not lost: it is the first update. Updates run one at a time, each published with a
/// new version (open pages reload). An edit leaves the search index as it was; ``searchDelay`` after the last
/// update, the index is made again apart, without holding up the next update, and served without a reload.
final class ServeSession: @unchecked Sendable {
    let live: LiveSite
    let served = ServedSite()
    let output: SiteServer.Output
    /// How long after the last update the search index is made again.
    let searchDelay: Duration
    /// One build or update, and its publication, at a time.
    private let building = NSLock()
    /// When the search index is due to be made again; `nil` when it is not.
    private var searchDue: ContinuousClock.Instant?
    private let searchCondition = NSCondition()
    private var searchThreadStarted = false

    init(options: SiteBuildOptions, output: SiteServer.Output, searchDelay: Duration = .milliseconds(300)) {
        live = LiveSite(options: options)
        self.output = output
        self.searchDelay = searchDelay
    }

    /// Watches the site's folders and files, then builds the site; returns once the first build is done (or
    /// failed: the next change tries again).
    func start(debounceMilliseconds: Int, polling: Bool) {
        let siteFolder = URL(fileURLWithPath: live.options.siteFolder).standardizedFileURL.path
        let watched = live.watchedPaths
        ChangeWatcher(
            siteFolder: siteFolder, folders: watched.folders, files: watched.files,
            debounceMilliseconds: debounceMilliseconds, polling: polling
        ).start { [self] paths in rebuild(paths) }
        firstBuild()
    }

    /// Builds the whole site and serves it.
    func firstBuild() {
        building.withLock {
            let start = ContinuousClock.now
            do {
                let update = try live.build()
                published(live.site)
                output.diagnostics(update.diagnostics)
                let pages = Self.plural(update.parsed.count, "page")
                output.status("Built \(pages) in \(Self.milliseconds(since: start)) ms")
            } catch {
                failed(error)
            }
        }
    }

    /// Brings the site up to date with the files at `paths`, and serves it.
    func rebuild(_ paths: Set<String>) {
        building.withLock {
            let start = ContinuousClock.now
            do {
                let update = try live.update(changed: paths)
                guard update.scope != .nothing else { return }
                published(live.site)
                output.diagnostics(update.diagnostics)
                let what =
                    update.scope == .site
                    ? "the site (\(Self.plural(update.parsed.count, "page")))"
                    : Self.plural(update.written.count, "file")
                output.status("Rebuilt \(what) in \(Self.milliseconds(since: start)) ms")
            } catch {
                failed(error)
                if error is FoldmarkError {
                    output.status("The change did not build; still serving the last good version")
                }
            }
        }
    }

    /// Makes the search index again if an update left it stale, outside the build lock, and serves it unless a
    /// newer update came in meanwhile (that update scheduled another).
    func refreshSearch() {
        guard let refreshed = live.refreshSearch() else { return }
        served.replace(refreshed.replaced, with: refreshed.by)
    }

    private func published(_ site: SiteInMemory?) {
        guard let site else { return }
        served.publish(site)
        if site.searchIsStale { scheduleSearchRefresh() }
    }

    private func failed(_ error: Error) {
        let diagnostics =
            (error as? FoldmarkError)?.diagnostics
            ?? [Diagnostic(.error, at: SourceLocation(file: nil), code: .io, "\(error)")]
        output.diagnostics(diagnostics)
        served.fail(diagnostics)
    }

    /// Makes the search index again ``searchDelay`` after now, unless another update comes first.
    private func scheduleSearchRefresh() {
        searchCondition.withLock {
            searchDue = .now + searchDelay
            searchCondition.signal()
            guard !searchThreadStarted else { return }
            searchThreadStarted = true
            let thread = Thread { [self] in
                while true {
                    waitForSearchDue()
                    refreshSearch()
                }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// Returns once the refresh is due and no update has pushed it back.
    private func waitForSearchDue() {
        searchCondition.lock()
        defer { searchCondition.unlock() }
        while true {
            guard let due = searchDue else {
                searchCondition.wait()
                continue
            }
            let left = due - .now
            if left <= .zero {
                searchDue = nil
                return
            }
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
            _ = searchCondition.wait(until: Date(timeIntervalSinceNow: seconds))
        }
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Int64 {
        let elapsed = ContinuousClock.now - start
        return elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    }
}
