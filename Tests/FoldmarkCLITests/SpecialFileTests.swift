import Foundation
import Testing

/// A named pipe or a link to a device in `Content/` is skipped with a warning: it is never read (which could
/// hang or never end) and never silently left out.
@Suite struct SpecialFileTests {
    @Test func aNamedPipeOrDeviceInContentIsSkippedWithAWarning() throws {
        try Fault.withFolder { folder in
            try Fault.write(
                [
                    "Content/index.md": "# Home\n",
                    "foldmark.yml": "follow_external_links: true\nsite_url: https://example.com/\n",
                ], in: folder)
            let result = try Fault.shell(
                #"mkfifo Content/pipe.md && ln -s /dev/zero Content/zero.md && "$FOLDMARK" build"#, in: folder)
            #expect(result.status == 0)
            #expect(
                result.stderr.hasPrefix(
                    """
                    Content/pipe.md: warning: not a regular file (a named pipe, socket or device); skipped [not-a-file]
                    Content/zero.md: warning: not a regular file (a named pipe, socket or device); skipped [not-a-file]
                    Total: 0 errors and 2 warnings in 2 files
                    Built 1 page
                    """))
            #expect(
                Fault.names(folder.appendingPathComponent("_site")) == [
                    ".foldmark-site", "404.html", "assets", "index.html", "sitemap.xml",
                ])
        }
    }
}
