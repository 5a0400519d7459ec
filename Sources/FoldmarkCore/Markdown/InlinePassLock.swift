internal import CCmarkGFM
import Foundation

/// Runs cmark-gfm's inline pass (`cmark_parser_finish`) for one parse at a time, process-wide.
///
/// cmark-gfm keeps the characters that start an inline (`*`, `[`, and the extensions' `~`, `:`, `w`, …) in one
/// table shared by the whole process. `cmark_parser_finish` adds the attached extensions' characters to it before
/// its inline pass and removes them after (`cmark_manage_extensions_special_characters` in blocks.c). Two parses
/// finishing at once would remove each other's characters mid-pass, and autolinks, `www.` and e-mail links and
/// strikethrough would be lost at random. Nothing else reads or writes the table in cmark-gfm 0.29.0.gfm.6: block
/// parsing (`cmark_parser_feed`) and `cmark_render_html` never touch it, so they stay parallel.
///
/// Every `cmark_parser_finish` call in Foldmark goes through ``finish(_:)``. (Later cmark-gfm releases also toggle
/// the table while the table extension parses a row during `cmark_parser_feed`; the stress test, whose pages
/// hold tables, would show it if the system library ever does.)
enum InlinePassLock {
    private static let lock = NSLock()

    /// `cmark_parser_finish(parser)`, while no other parse in the process is in its inline pass.
    static func finish(_ parser: OpaquePointer) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        return cmark_parser_finish(parser)
    }
}
