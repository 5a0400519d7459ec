import FoldmarkCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a build needs to know of the folders it replaces: the spare site's marker and contents, and the output's
/// entries. Listing them is thousands of system calls for a site of one folder per page (about 45 ms each for
/// 7,000 pages), with little for the processor to do, so ``start(spare:output:foldersOfOurs:)`` lists them on
/// another thread while the pages are read and parsed. The caller holds the output's lock before it starts,
/// so no other build changes either folder until the build ends.
struct OutputListings: Sendable {
    /// One entry of the output: its path relative to the output, and whether it is a folder.
    struct Entry: Sendable, Equatable {
        var path: String
        var isFolder: Bool
    }

    /// The spare site, when there is one to recycle.
    struct Spare: Sendable {
        /// Its marker.
        var marker: OutputMarker?
        /// Its files and folders, when its marker lists Foldmark's files and it could be listed.
        var contents: (files: [String], folders: [String])?
        /// Whether anything is at its path.
        var present: Bool
    }

    /// The spare site; `nil` when the build has no previous site, so nothing to recycle.
    var spare: Spare?
    /// The output's entries, descending only into the folders that hold Foldmark's files (others are entries
    /// whole); the first folder that could not be listed, if any. Empty when there is no output yet.
    var output: Result<[Entry], any Error>

    /// Lists `spare` (when given) and `output` (when given) on another thread, the output's folders only where
    /// `foldersOfOurs` holds them.
    static func start(spare: String?, output: String?, foldersOfOurs: Set<String>) -> BackgroundWork<Self> {
        BackgroundWork {
            Self(
                spare: spare.map(Self.spare),
                output: Result {
                    guard let output else { return [] }
                    var entries: [Entry] = []
                    try FolderTree.walk(output, descending: foldersOfOurs.contains) {
                        entries.append(Entry(path: $0, isFolder: $1))
                    }
                    return entries
                })
        }
    }

    private static func spare(_ path: String) -> Spare {
        let marker = OutputMarker.read(in: path)
        guard case .site? = marker else {
            return Spare(marker: marker, present: marker != nil || access(path, F_OK) == 0)
        }
        return Spare(marker: marker, contents: try? FolderTree.contents(of: path), present: true)
    }
}
