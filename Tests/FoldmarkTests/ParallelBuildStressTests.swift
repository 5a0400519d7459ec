import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// cmark-gfm keeps the extensions' inline characters in one process-wide table that every parse changes; a
/// build on all cores must still write every page exactly as a build on one thread does.
@Suite(.serialized) struct ParallelBuildStressTests {
    static let pageCount = 2_000

    /// A small page dense in everything the GFM extensions find by their special characters: autolinks
    /// (`:`), `www.` links (`w`), e-mail links (`@`) and strikethrough (`~`), in paragraphs, lists and tables.
    static func page(_ number: Int) -> String {
        var text = "# Page \(number)\n\n"
        for line in 0..<6 {
            let n = number * 100 + line
            text +=
                "See https://example.com/p/\(n) and www.example\(n).org, mail me\(n)@example.net, ~~old \(n)~~ new.\n"
        }
        text += "\n## Links\n\n"
        for item in 0..<3 {
            let n = number * 100 + item
            text += "- https://site\(n).example/x?y=\(n) ~~a~~ www.w\(n).example me@m\(n).example\n"
        }
        text += "\n| a | b |\n|---|---|\n"
        for row in 0..<2 {
            let n = number * 100 + row
            text += "| https://t\(n).example | ~~s\(n)~~ www.t\(n).example x\(n)@t.example |\n"
        }
        return text
    }

    /// Writes the stress site and hands its folder to `body`.
    static func withStressSite<T>(_ body: (URL) throws -> T) throws -> T {
        try withTemporaryFolder { folder in
            let content = folder.appendingPathComponent("Content")
            for group in 0..<20 {
                try FileManager.default.createDirectory(
                    at: content.appendingPathComponent("g\(group)"), withIntermediateDirectories: true)
            }
            for number in 0..<pageCount {
                let url = content.appendingPathComponent("g\(number % 20)/p\(number).md")
                try Data(page(number).utf8).write(to: url)
            }
            return try body(folder)
        }
    }

    /// Every page file under `folder`, relative path → bytes.
    static func pages(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let base = folder.standardizedFileURL.path + "/"
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        where url.pathExtension == "html" {
            result[String(url.standardizedFileURL.path.dropFirst(base.count))] = try Data(contentsOf: url)
        }
        return result
    }

    @Test func buildsOnAllCoresMatchTheBuildOnOneThread() throws {
        try Self.withStressSite { site in
            func build(jobs: Int?, into output: String) throws -> [String: Data] {
                let path = site.appendingPathComponent(output).path
                _ = try SiteBuilder.build(SiteBuildOptions(siteFolder: site.path, output: path, concurrency: jobs))
                return try Self.pages(in: URL(fileURLWithPath: path))
            }
            let reference = try build(jobs: 1, into: "sequential")
            #expect(reference.count > Self.pageCount)
            // The reference itself has every link and strikethrough.
            let sample = String(decoding: reference["g3/p3/index.html"] ?? Data(), as: UTF8.self)
            #expect(sample.contains("<a href=\"http://www.example300.org\">"))
            #expect(sample.contains("<a href=\"mailto:me300@example.net\">"))
            #expect(sample.contains("<del>old 300</del>"))
            for run in 1...3 {
                let parallel = try build(jobs: nil, into: "parallel\(run)")
                let differing = reference.keys.sorted().filter { reference[$0] != parallel[$0] }
                #expect(
                    differing.count == 0,
                    "run \(run): pages differ from the one-thread build, first \(differing.first ?? "")")
                #expect(parallel.count == reference.count)
            }
        }
    }

    @Test func parallelMapRunsAtMostTheGivenNumberOfJobsAtOnce() {
        final class Gauge: @unchecked Sendable {
            private let lock = NSLock()
            private var running = 0
            private(set) var peak = 0
            func enter() {
                lock.withLock {
                    running += 1; peak = max(peak, running)
                }
            }
            func leave() { lock.withLock { running -= 1 } }
        }
        for limit in [1, 2] {
            let gauge = Gauge()
            let results = ParallelMap.map(64, concurrency: limit) { index -> Int in
                gauge.enter()
                defer { gauge.leave() }
                // Long enough that jobs on other threads overlap with this one.
                var spin = 0
                for step in 0..<200_000 { spin &+= step }
                return index + (spin == -1 ? 1 : 0)
            }
            #expect(results == Array(0..<64))
            #expect(gauge.peak <= limit)
        }
    }
}
