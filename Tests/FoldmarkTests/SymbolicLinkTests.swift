import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Nothing from outside the site folder is published through a symbolic link in `Content/`, unless
/// `follow_external_links: true` says so; links inside the site work, and loops are reported, not followed.
@Suite struct SymbolicLinkTests {
    private func withLinkedSite<T>(_ body: (URL, URL) throws -> T) throws -> T {
        try withTemporaryFolder { folder in
            let site = folder.appendingPathComponent("site")
            let outside = folder.appendingPathComponent("outside")
            let files = [
                "site/Content/index.md": "# Home\n",
                "site/shared/notes.md": "# Shared notes\n",
                "outside/secret.md": "# Secret\n",
                "outside/keys/id.txt": "private key",
            ]
            for (path, text) in files {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            return try body(site, outside)
        }
    }

    private func link(_ site: URL, _ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: site.appendingPathComponent("Content/" + path).path, withDestinationPath: target)
    }

    @Test func linksOutsideTheSiteAreRefusedAndNamed() throws {
        try withLinkedSite { site, outside in
            try link(site, "passwd.md", to: "/etc/passwd")
            try link(site, "secret.md", to: outside.appendingPathComponent("secret.md").path)
            try link(site, "keys", to: "../../outside/keys")
            var thrown: FoldmarkError?
            do { _ = try DiscoverySite.build(site) } catch let error as FoldmarkError { thrown = error }
            let errors = (thrown?.diagnostics ?? []).filter { $0.code == "link-outside-site" }.map(\.description)
            let real = ContentScanner.realPath(outside.path)!
            #expect(
                errors == [
                    "\(site.path)/Content/keys: error: symbolic link points outside the site: \(real)/keys "
                        + "[link-outside-site]",
                    "\(site.path)/Content/passwd.md: error: symbolic link points outside the site: /etc/passwd "
                        + "[link-outside-site]",
                    "\(site.path)/Content/secret.md: error: symbolic link points outside the site: \(real)/secret.md "
                        + "[link-outside-site]",
                ])
            #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("_site").path))
            // check and outline refuse too.
            #expect(throws: FoldmarkError.self) { try DiscoverySite.check(site) }
        }
    }

    @Test func linksInsideTheSiteArePublished() throws {
        try withLinkedSite { site, _ in
            try link(site, "shared", to: "../shared")
            try link(site, "home-again.md", to: "index.md")
            let result = try DiscoverySite.build(site)
            #expect(result.diagnostics.map(\.code) == ["no-sitemap"])
            let output = try DiscoverySite.tree(site.appendingPathComponent("_site"))
            #expect(output["shared/notes/index.html"] != nil)
            #expect(output["home-again/index.html"] != nil)
        }
    }

    @Test func aLinkToTheOutputFolderIsNotContent() throws {
        try withLinkedSite { site, _ in
            try link(site, "published", to: "../_site")
            _ = try DiscoverySite.build(site)
            _ = try DiscoverySite.build(site)
            let output = try DiscoverySite.tree(site.appendingPathComponent("_site"))
            #expect(!output.keys.contains { $0.hasPrefix("published/") })
        }
    }

    @Test func aSettingAllowsLinksOutsideTheSite() throws {
        try withLinkedSite { site, outside in
            try Data("follow_external_links: true\n".utf8).write(to: site.appendingPathComponent("foldmark.yml"))
            try link(site, "secret.md", to: outside.appendingPathComponent("secret.md").path)
            try link(site, "keys", to: outside.appendingPathComponent("keys").path)
            _ = try DiscoverySite.build(site)
            let output = try DiscoverySite.tree(site.appendingPathComponent("_site"))
            #expect(output["secret/index.html"] != nil)
            #expect(output["keys/id.txt"] == Data("private key".utf8))
        }
    }

    @Test func loopsAreReportedAndNotFollowed() throws {
        try withLinkedSite { site, _ in
            try FileManager.default.createDirectory(
                at: site.appendingPathComponent("Content/a/b"), withIntermediateDirectories: true)
            try Data("# B\n".utf8).write(to: site.appendingPathComponent("Content/a/b/page.md"))
            try link(site, "a/b/up", to: "..")
            try link(site, "a/b/top", to: "../../../Content")
            let result = try DiscoverySite.build(site)
            let loops = result.diagnostics.filter { $0.code == "link-loop" }.map(\.description)
            #expect(loops.count == 2)
            #expect(
                loops.first?.hasPrefix(
                    "\(site.path)/Content/a/b/top: warning: symbolic link leads back to a folder that holds it:")
                    == true)
            let output = try DiscoverySite.tree(site.appendingPathComponent("_site"))
            #expect(output["a/b/page/index.html"] != nil)
            #expect(!output.keys.contains { $0.contains("/up/") || $0.contains("/top/") })
        }
    }
}
