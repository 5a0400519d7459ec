import FoldmarkCore
import Foundation

/// A built site held in memory: output path (relative, `/` between components, as in the output folder) → bytes.
/// What `foldmark serve` serves; nothing of it is ever written to disk.
public final class SiteFiles: @unchecked Sendable, SiteDestination {
    private let lock = NSLock()
    private var contents: [String: [UInt8]]

    /// An empty site, or one holding `contents`.
    public init(_ contents: [String: [UInt8]] = [:]) {
        self.contents = contents
    }

    /// Every file, path → bytes: a value, unaffected by later writes.
    public var snapshot: [String: [UInt8]] {
        lock.withLock { contents }
    }

    /// The bytes at `path`, or `nil` when the site has no such file.
    public subscript(path: String) -> [UInt8]? {
        lock.withLock { contents[path] }
    }

    /// Removes the file at `path`.
    func remove(_ path: String) {
        lock.withLock { _ = contents.removeValue(forKey: path) }
    }

    func makeFolders(for paths: [String]) throws {}

    func write(_ text: String, to path: String) throws {
        let bytes = Array(text.utf8)
        // An unchanged file keeps the bytes it shares with the site being served, and the new copy is freed at
        // once: laying out every page again (a new title) then costs memory only for the pages that changed.
        lock.withLock { if contents[path] != bytes { contents[path] = bytes } }
    }

    func copy(_ source: String, to path: String) throws {
        let bytes = try FileIO.read(source, limit: .markdown)
        lock.withLock { contents[path] = bytes }
    }
}
