import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

#if canImport(Glibc)
import Glibc
#endif

/// A file or folder whose name is not valid UTF-8 is skipped with a warning that shows the bad bytes; the rest of
/// the site builds.
@Suite struct FileNameEncodingTests {
    /// Creates the file at `folder` + `name` (raw bytes) holding `text`.
    private func create(_ folder: URL, _ name: [UInt8], _ text: String) throws {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        #expect(descriptor >= 0)
        _ = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress!, text.utf8.count) }
        close(descriptor)
    }

    @Test func namesThatAreNotUTF8AreSkippedWithAWarning() throws {
        let files = [
            "Content/index.md": "# Home\n", "Content/guide/ok.md": "# OK\n",
            "foldmark.yml": "site_url: https://a.example/\n",
        ]
        try DiscoverySite.withSite(files) { site in
            let content = site.appendingPathComponent("Content")
            try create(content, Array("caf".utf8) + [0xE9] + Array(".md".utf8), "# Café\n")
            try create(content.appendingPathComponent("guide"), [0xFF, 0xFE] + Array("x.png".utf8), "png")
            let result = try DiscoverySite.build(site)
            #expect(
                result.diagnostics.map(\.description) == [
                    "\(site.path)/Content/caf\\xE9.md: warning: the name is not valid UTF-8; skipped "
                        + "[file-name-not-utf8]",
                    "\(site.path)/Content/guide/\\xFF\\xFEx.png: warning: the name is not valid UTF-8; skipped "
                        + "[file-name-not-utf8]",
                ])
            #expect(result.pages == 3)
            #expect(
                FileManager.default.fileExists(atPath: site.appendingPathComponent("_site/guide/ok/index.html").path))
        }
    }

    @Test func escapesOnlyTheBadBytes() {
        #expect(ShownBytes.escaped(Array("caf".utf8) + [0xE9] + Array("é.md".utf8)) == "caf\\xE9é.md")
        #expect(ShownBytes.escaped([0xC3]) == "\\xC3")
        #expect(ShownBytes.escaped([0xF0, 0x9F, 0x98]) == "\\xF0\\x9F\\x98")
    }
}
