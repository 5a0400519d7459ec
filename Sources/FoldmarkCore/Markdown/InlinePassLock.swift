internal import CCmarkGFM
import Foundation
import Synchronization

/// Runs cmark-gfm's inline pass (`cmark_parser_finish`) for one parse at a time, process-wide.
///
/// cmark-gfm keeps the characters that start an inline (`*`, `[`, and the extensions' `~`, `:`, `w`, …) in one
/// table shared by the whole process. `cmark_parser_finish` adds the attached extensions' characters to it before
/// its inline pass and removes them after (`cmark_manage_extensions_special_characters` in blocks.c). Two parses
/// finishing at once would remove each other's characters mid-pass, and autolinks, `www.` and e-mail links and
/// strikethrough would be lost at random. Nothing else reads or writes the table in cmark-gfm 0.29.0.gfm.6: block
/// parsing (`cmark_parser_feed`) and `cmark_render_html` never touch it, so they stay parallel. (The same list of
/// characters also tells the inline pass which extension a delimiter belongs to, so the table cannot simply be
/// filled once and left alone.)
///
/// Every `cmark_parser_finish` call in Foldmark goes through ``finish(_:)``. (Later cmark-gfm releases also toggle
/// the table while the table extension parses a row during `cmark_parser_feed`; the stress test, whose pages
/// hold tables, would show it if the system library ever does.)
///
/// The pass takes tens of microseconds on a typical page, so a thread that finds it taken yields its core and
/// tries again rather than going to sleep: a lock that slept and woke a thread for nearly every page of a build
/// cost thousands of context switches, about 8% of the wall time of a build of 7,000 small pages on two cores.
/// After `spinLimit` tries it sleeps between tries, so that many more threads than cores still make progress.
enum InlinePassLock {
    private static let taken = Atomic<Bool>(false)
    private static let spinLimit = 2_000

    /// `cmark_parser_finish(parser)`, while no other parse in the process is in its inline pass.
    static func finish(_ parser: OpaquePointer) -> OpaquePointer? {
        var tries = 0
        while !taken.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            // Reading before trying again keeps the waiting threads from writing the flag's cache line.
            while taken.load(ordering: .relaxed) {
                tries += 1
                if tries < spinLimit { sched_yield() } else { usleep(50) }
            }
        }
        defer { taken.store(false, ordering: .releasing) }
        return cmark_parser_finish(parser)
    }
}
