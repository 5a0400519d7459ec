import FoldmarkSite

/// Settings for `foldmark serve`.
public struct ServeOptions: Sendable {
    /// How the site is built: the same options as `foldmark build` (the output folder is never written).
    public var build: SiteBuildOptions
    /// The address to listen on: 127.0.0.1 unless the user deliberately asks for another.
    public var host: String
    /// The port to listen on; 0 picks a free one.
    public var port: Int
    /// How long to wait after a change for more changes before rebuilding, in milliseconds: long enough for a save
    /// (its events come within a millisecond) or a `git checkout` (files written back to back) to be one rebuild.
    public var debounceMilliseconds: Int
    /// Poll for changes instead of using inotify (the fallback where inotify is missing).
    public var polling: Bool

    /// Options for the site described by `build`, served on `host:port`.
    public init(
        build: SiteBuildOptions, host: String = "127.0.0.1", port: Int = 8000, debounceMilliseconds: Int = 25,
        polling: Bool = false
    ) {
        self.build = build
        self.host = host
        self.port = port
        self.debounceMilliseconds = debounceMilliseconds
        self.polling = polling
    }
}
