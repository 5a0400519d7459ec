import FoldmarkCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Committing a build: what Foldmark did not write is carried into the new site, the new site is swapped in,
/// and the replaced one is kept as the spare or removed.
extension OutputFolder {
    /// Moves what Foldmark did not write into the staging folder and swaps the staging folder in; the replaced
    /// site becomes the spare for the next build. Returns a note about the files kept, if any.
    mutating func commit() throws -> [Diagnostic] {
        let retired = try CleanupRegistry.shared.critical { () throws -> String? in
            do { try OutputMarker.site(files).write(in: staging) } catch { throw shownByOutputPath(error) }
            try carry()
            let retired: String?
            do {
                retired = try swap()
            } catch {
                restore(carried)
                throw error
            }
            if let cleanup { CleanupRegistry.shared.unregister(cleanup) }
            cleanup = nil
            staging = ""
            return retired
        }
        if let retired { tidy(retired) }
        lock?.release()
        if !carried.isEmpty {
            let shown =
                carried.prefix(5).joined(separator: ", ") + (carried.count > 5 ? " and \(carried.count - 5) more" : "")
            let count = carried.count == 1 ? "1 file" : "\(carried.count) files"
            notes.append(
                Diagnostic(
                    .note, at: SourceLocation(file: display), code: .keptFiles,
                    "kept \(count) foldmark did not write: \(shown)"))
        }
        return notes
    }

    /// Moves every carried entry from the output into the staging folder, whole (a `.git` folder is renamed,
    /// not copied); on failure, moves back what was moved.
    private func carry() throws {
        for (index, relative) in carried.enumerated() {
            let destination = staging + "/" + relative
            do {
                try FolderTree.makeFolder((destination as NSString).deletingLastPathComponent)
                guard rename(target + "/" + relative, destination) == 0 else {
                    throw SystemError.io(display + "/" + relative, "cannot move into the new site")
                }
            } catch {
                restore(carried[..<index])
                throw error
            }
        }
    }

    /// Moves carried entries back from the staging folder into the output.
    private func restore(_ entries: some Collection<String>) {
        for relative in entries { rename(staging + "/" + relative, target + "/" + relative) }
    }

    /// Puts the staging folder in the output's place; returns where the replaced output went.
    private func swap() throws -> String? {
        guard exists else {
            guard rename(staging, target) == 0 else {
                throw SystemError.io(display, "cannot move the new site into place")
            }
            return nil
        }
        let retired =
            previous != nil && access(spare, F_OK) != 0
            ? spare : staging.replacingOccurrences(of: ".new-", with: ".old-")
        let code = FolderSwap.exchange(staging, target)
        if code == 0 {
            // The old site is where the staging folder was; a failure here leaves it for the next build to tidy.
            if rename(staging, retired) != 0 { return staging }
            return retired
        }
        guard code == EINVAL || code == ENOSYS else {
            throw SystemError.io(display, "cannot replace the output folder", code)
        }
        guard rename(target, retired) == 0 else { throw SystemError.io(display, "cannot move the old site aside") }
        guard rename(staging, target) == 0 else {
            let failure = SystemError.io(display, "cannot move the new site into place")
            rename(retired, target)
            throw failure
        }
        return retired
    }

    /// Leaves a replaced site that Foldmark wrote as the spare, listing its files; removes what `--force`
    /// replaced; removes a replaced site that is not kept as the spare, file by listed file.
    private func tidy(_ retired: String) {
        for relative in forced { try? FolderTree.remove(retired + "/" + relative) }
        if retired == spare {
            // The replaced site's own marker lists the files it was built with; it is written again only when
            // they are not all still there (or it has no list). `owned` holds those of them that are (each once),
            // so the same count means the same files.
            if owned.count != previousFiles?.count {
                try? OutputMarker.site(Set(owned)).write(in: retired)
            }
        } else {
            FolderTree.remove(owned + [Self.markerName], under: retired)
            for folder in (FileIO.folders(holding: forced).sorted(by: >)) { rmdir(retired + "/" + folder) }
            rmdir(retired)
        }
    }
}
