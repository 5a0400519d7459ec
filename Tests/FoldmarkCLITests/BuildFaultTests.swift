import Foundation
import Testing

/// `foldmark build` meeting another build, stopped by a signal, failing to write, or refused by the system.
@Suite struct BuildFaultTests {
    /// Builds a site twice so that a live site exists, then returns the file whose inode tells whether a later
    /// build replaced it.
    private func liveSite(in folder: URL, pages: Int) throws -> URL {
        try Fault.bigSite(in: folder, pages: pages)
        let first = try Fault.shell(#""$FOLDMARK" build --quiet"#, in: folder)
        #expect(first.status == 0)
        return folder.appendingPathComponent("_site/.foldmark-site")
    }

    /// Runs `body` with a build of a big site stopped mid-way, retrying with a bigger site when a build is
    /// too quick to be caught before it replaces the site.
    private func withStoppedBuild(_ body: (URL, Process, URL) throws -> Void) throws {
        var pages = 1_500
        for _ in 0..<4 {
            let caught = try Fault.withFolder { folder -> Bool in
                let logs = folder.appendingPathComponent("logs")
                try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
                let site = folder.appendingPathComponent("site")
                let live = try liveSite(in: site, pages: pages)
                guard let process = try Fault.stoppedBuild(in: site, logs: logs, live: live) else { return false }
                defer {
                    if process.isRunning {
                        kill(process.processIdentifier, SIGKILL)
                        kill(process.processIdentifier, SIGCONT)
                        process.waitUntilExit()
                    }
                }
                try body(site, process, logs)
                return true
            }
            if caught { return }
            pages *= 2
        }
        Issue.record("no build could be stopped before it finished")
    }

    @Test func aSecondBuildFailsNamingTheFirst() throws {
        try withStoppedBuild { site, first, logs in
            let second = try Fault.shell(#""$FOLDMARK" build --quiet"#, in: site)
            #expect(second.status == 1)
            #expect(
                second.stderr
                    == "_site: error: another foldmark build (process \(first.processIdentifier)) is writing this "
                    + "output folder; try again when it has finished [output-locked]\n"
            )
            kill(first.processIdentifier, SIGCONT)
            first.waitUntilExit()
            #expect(first.terminationStatus == 0)
            #expect(try String(contentsOf: logs.appendingPathComponent("err"), encoding: .utf8) == "")
            #expect(
                !Fault.names(site.appendingPathComponent(".foldmark-cache")).contains {
                    $0.contains(".new-") || $0.contains(".old-")
                })
        }
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func aStoppedBuildRemovesItsStagingFolder(_ signal: Int32, _ status: Int32) throws {
        try withStoppedBuild { site, build, _ in
            let before = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("_site").path)
                .sorted()
            kill(build.processIdentifier, signal)
            kill(build.processIdentifier, SIGCONT)
            build.waitUntilExit()
            #expect(build.terminationReason == .exit)
            #expect(build.terminationStatus == status)
            #expect(Fault.names(site) == [".foldmark-cache", "Content", "_site"])
            // No staging folder is left, nor a half-written file. (A signal that comes while the new site is being
            // swapped in waits for the swap, so the replaced site may be there as the spare, and the first build's
            // search records are kept.)
            let cache = Fault.names(site.appendingPathComponent(".foldmark-cache"))
            #expect(
                cache.allSatisfy { $0.hasSuffix(".lock") || $0.hasSuffix(".search") || $0 == "_site" }, "\(cache)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("_site").path).sorted()
                    == before)
        }
    }

    @Test func aFailedMarkerWriteLeavesNoStagingFolder() throws {
        try Fault.withFolder { folder in
            try Fault.write(["Content/index.md": "# Home\n"], in: folder)
            // Files may hold at most 10 bytes: the lock file's process id fits, the marker does not.
            let result = try Fault.shell(#"trap '' XFSZ; exec prlimit --fsize=10 "$FOLDMARK" build"#, in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == "_site/.foldmark-site: error: cannot write file: File too large [io]\n")
            #expect(Fault.names(folder) == [".foldmark-cache", "Content"])
            #expect(Fault.names(folder.appendingPathComponent(".foldmark-cache")).allSatisfy { $0.hasSuffix(".lock") })
        }
    }

    @Test func aFailedCopyBlamesTheFileWrittenAndSaysWhy() throws {
        try Fault.withFolder { folder in
            try Fault.write(
                [
                    "Content/index.md": "# Home\n", "Content/big.bin": String(repeating: "x", count: 1 << 20),
                    "foldmark.yml": "site_url: https://example.com/\n",
                ], in: folder)
            // Files may hold at most 512 KiB: the pages and the theme fit, the copy of big.bin does not, as on a
            // full disk.
            let result = try Fault.shell(#"trap '' XFSZ; exec prlimit --fsize=524288 "$FOLDMARK" build"#, in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == "_site/big.bin: error: cannot write file: File too large [io]\n")
            #expect(Fault.names(folder) == [".foldmark-cache", "Content", "foldmark.yml"])
        }
    }

    @Test func anOutputNameOf250BytesWorks() throws {
        try Fault.withFolder { folder in
            try Fault.write(["Content/index.md": "# Home\n"], in: folder)
            let name = String(repeating: "o", count: 250)
            for _ in 0..<3 {
                let result = try Fault.shell(#""$FOLDMARK" build --quiet -o "# + name, in: folder)
                #expect(result.status == 0)
                #expect(result.stderr == "")
            }
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + "/index.html").path))
            #expect(Fault.names(folder) == [".foldmark-cache", "Content", name])
        }
    }

    @Test func aDeniedOutputSaysWhatWhereAndWhy() throws {
        try Fault.withFolder { folder in
            try Fault.write(["Content/index.md": "# Home\n"], in: folder)
            // As root, permissions are not checked: run as nobody, in a folder only root may write to.
            let prefix = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
            chmod(folder.path, 0o555)
            defer { chmod(folder.path, 0o755) }
            let result = try Fault.shell(prefix + #""$FOLDMARK" build -o sub/out"#, in: folder)
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "\(folder.resolvingSymlinksInPath().path)/sub: error: cannot create folder: Permission denied "
                    + "[io]\n"
            )
        }
    }
}
