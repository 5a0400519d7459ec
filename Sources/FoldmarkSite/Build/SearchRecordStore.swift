import FoldmarkCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The search records of the last build's pages, kept in `.foldmark-cache/` beside the output, so that a rebuild
/// takes the records of the pages whose HTML did not change instead of making them again (reading the text and the
/// terms out of every section's HTML is half of what the index costs).
///
/// Each page's records are kept under ``SearchPage/key(url:title:document:)``, a hash of everything they are made
/// from, so a record is only taken back for a page that would make the same one. The file also holds the hash of
/// each of the index's files the build wrote: when a rebuild names the same files (their names are fingerprints
/// of the records) and the output still holds those very bytes, the rebuild keeps them instead of writing the
/// index again. A hash of the program that wrote the file (its file's inode, size and time of writing) makes
/// another version of Foldmark, which may make records another way, start afresh; a checksum of the rest makes a
/// damaged file ignored. The file is a cache: when it is missing, damaged or cannot be written, the build makes
/// every page's records, with the same result.
struct SearchRecordStore: Sendable {
    /// The file's first bytes, with the version of its format.
    static let signature = Array("foldmark search records 1\n".utf8)

    /// One of the index's files as the build that kept the records wrote it.
    struct WrittenFile: Equatable {
        /// Its path in the output.
        var path: String
        /// The hash of its bytes.
        var hash: WideHash
    }

    /// The file's bytes.
    private let bytes: Data
    /// Where each page's records are in ``bytes``, by key.
    private let entries: [WideHash: Range<Int>]
    /// The index's files the build wrote from these records, in the order of ``SiteBuild/SearchFiles/paths``.
    let files: [WrittenFile]

    /// How many pages' records the file holds.
    var count: Int { entries.count }

    /// The records kept under `key`; `nil` when none are, or when they do not read back whole.
    func page(for key: WideHash) -> SearchPage? {
        guard let range = entries[key] else { return nil }
        return bytes.withUnsafeBytes { SearchPage(stored: UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    /// The records kept under `key` as stored bytes, to keep them again as they are.
    private func storedBytes(for key: WideHash) -> Data? {
        entries[key].map { bytes[$0] }
    }

    /// The records kept in the file at `path` by this program; `nil` when there is none, or it is damaged, or
    /// another program wrote it.
    ///
    /// The file: ``signature``; the program's hash; a checksum of the rest; the rest, which is the number of pages,
    /// each page's key and the size of its records, then the records one after the other, then the index's files.
    static func load(from path: String) -> SearchRecordStore? {
        guard let program = programHash, let bytes = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
            return nil
        }
        return bytes.withUnsafeBytes { raw -> SearchRecordStore? in
            let header = signature.count + 32
            guard raw.count >= header, raw.prefix(signature.count).elementsEqual(signature) else { return nil }
            var reader = StoredBytes.Reader(UnsafeRawBufferPointer(rebasing: raw[signature.count..<header]))
            guard let high = reader.hash(), let low = reader.hash(), WideHash(high: high, low: low) == program,
                let sumHigh = reader.hash(), let sumLow = reader.hash()
            else { return nil }
            let rest = UnsafeRawBufferPointer(rebasing: raw[header...])
            var sum = WideHash()
            sum.add(rest)
            guard sum == WideHash(high: sumHigh, low: sumLow) else { return nil }
            reader = StoredBytes.Reader(rest)
            guard let count = reader.count(atMost: rest.count / 17) else { return nil }
            var sizes: [(key: WideHash, size: Int)] = []
            sizes.reserveCapacity(count)
            var total = 0
            for _ in 0..<count {
                guard let high = reader.hash(), let low = reader.hash(), let size = reader.count(atMost: rest.count)
                else { return nil }
                sizes.append((WideHash(high: high, low: low), size))
                total += size
            }
            guard total <= reader.remaining else { return nil }
            var start = header + reader.offset
            _ = reader.take(total)
            var entries: [WideHash: Range<Int>] = [:]
            entries.reserveCapacity(count)
            for (key, size) in sizes {
                entries[key] = start..<(start + size)
                start += size
            }
            guard let fileCount = reader.count(atMost: reader.remaining / 17) else { return nil }
            var files: [WrittenFile] = []
            for _ in 0..<fileCount {
                guard let path = reader.string(), let high = reader.hash(), let low = reader.hash() else { return nil }
                files.append(WrittenFile(path: path, hash: WideHash(high: high, low: low)))
            }
            guard reader.isAtEnd else { return nil }
            return SearchRecordStore(bytes: bytes, entries: entries, files: files)
        }
    }

    /// Writes `pages`' records, each under its key, and the index's `files` made from them, to `path` (replacing
    /// the file whole, and whatever was at `path`, a link too, never written through), for the next build. The
    /// records `previous` holds under the same key are copied as they are.
    /// Returns whether it could: a cache that cannot be written only makes the next build slower.
    @discardableResult
    static func save(
        _ pages: [(key: WideHash, page: SearchPage)], files: [WrittenFile], reusing previous: SearchRecordStore?,
        to path: String
    ) -> Bool {
        guard let program = programHash else { return false }
        var table: [UInt8] = []
        var records: [UInt8] = []
        StoredBytes.append(pages.count, to: &table)
        for (key, page) in pages {
            let start = records.count
            if let stored = previous?.storedBytes(for: key) {
                records += stored
            } else {
                page.store(into: &records)
            }
            StoredBytes.append(hash: key.high, to: &table)
            StoredBytes.append(hash: key.low, to: &table)
            StoredBytes.append(records.count - start, to: &table)
        }
        var rest = table + records
        StoredBytes.append(files.count, to: &rest)
        for file in files {
            StoredBytes.append(file.path, to: &rest)
            StoredBytes.append(hash: file.hash.high, to: &rest)
            StoredBytes.append(hash: file.hash.low, to: &rest)
        }
        var sum = WideHash()
        rest.withUnsafeBytes { sum.add($0) }
        var file = signature
        for hash in [program.high, program.low, sum.high, sum.low] { StoredBytes.append(hash: hash, to: &file) }
        file += rest
        return (try? FileIO.replaceAtomically(file, at: path)) != nil
    }

    /// A hash of the running program's file: its device, inode, size and time of writing, which a new version of
    /// it changes. `nil` when the file cannot be found, and then nothing is kept.
    static let programHash: WideHash? = {
        #if os(Linux)
        let path = "/proc/self/exe"
        #else
        guard let path = Bundle.main.executablePath else { return nil }
        #endif
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        var hash = WideHash()
        hash.add(Int(info.st_dev))
        hash.add(Int(info.st_ino))
        hash.add(Int(info.st_size))
        #if os(Linux)
        hash.add(Int(info.st_mtim.tv_sec))
        hash.add(Int(info.st_mtim.tv_nsec))
        #else
        hash.add(Int(info.st_mtimespec.tv_sec))
        hash.add(Int(info.st_mtimespec.tv_nsec))
        #endif
        return hash
    }()
}
