import ArgumentParser
import Foldmark
import FoldmarkServer
import Foundation

/// `foldmark serve`: a live preview of a site, rebuilt as its files change.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a site for preview, rebuilding what changed and reloading the browser.",
        discussion: """
            Builds SITE as 'foldmark build' does, but into memory (SITE/_site is not touched), serves it on \
            http://127.0.0.1:8000/, and watches SITE/Content, SITE/Templates and SITE/foldmark.yml: a saved change \
            rebuilds only what it affects, and open pages reload, keeping their scroll position and folded sections. \
            A change that does not build leaves the last good version served, with the errors shown over the page. \
            Ctrl-C stops it.
            """
    )

    @Argument(help: ArgumentHelp("The site folder.", valueName: "SITE"))
    var site: String = "."

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "PORT"))
    var port: Int = 8000

    @Option(
        help: ArgumentHelp(
            "The address to listen on. Another address lets other machines read the site; 0.0.0.0 is every one.",
            valueName: "ADDRESS"))
    var host: String = "127.0.0.1"

    @OptionGroup var content: SiteContentOptions

    @Flag(help: "Watch by checking every file four times a second instead of with inotify.")
    var poll = false

    @OptionGroup var jobs: JobsOption

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: site, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("'\(site)' is not a folder")
        }
    }

    func run() throws {
        var build = SiteBuildOptions(siteFolder: site, concurrency: jobs.jobs)
        content.apply(to: &build)
        let options = ServeOptions(build: build, host: host, port: port, polling: poll)
        let output = SiteServer.Output(
            line: { Console.write($0 + "\n") },
            diagnostics: { Console.report($0) },
            status: { Console.writeError($0 + "\n") })
        try SiteServer.run(options, output: output)
    }
}
