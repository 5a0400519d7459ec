import Foundation
import Testing

/// A write that fails the same way for every page (a full disk, a read-only file system, a file size limit) is
/// one error with a count, not one line per page.
@Suite struct RepeatedFailureTests {
    @Test func pagesThatFailTheSameWayAreOneError() throws {
        try Fault.withFolder { folder in
            // Tiny theme assets, so that only the 30 pages written are over the file size limit set below (the
            // generated home page, a list of 30 links, and the navigation page are under it).
            var files = ["Templates/foldmark.css": "x{}", "Templates/foldmark.js": ";"]
            for index in 0..<30 {
                files["Content/p\(index).md"] =
                    "# P\(index)\n\n" + String(repeating: String(repeating: "word ", count: 20) + "\n\n", count: 200)
            }
            try Fault.write(files, in: folder)
            // Writing past RLIMIT_FSIZE fails with EFBIG once SIGXFSZ is ignored; `ulimit -f 8` is at most 8 KiB.
            let result = try Fault.shell(#"trap '' XFSZ; ulimit -f 8; "$FOLDMARK" build"#, in: folder)
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "_site/p0/index.html: error: cannot write file: File too large (and 29 more files the same way, not shown) [io]\n"
            )
            #expect(Fault.names(folder) == [".foldmark-cache", "Content", "Templates"])
            #expect(Fault.names(folder.appendingPathComponent(".foldmark-cache")).allSatisfy { $0.hasSuffix(".lock") })
        }
    }
}
