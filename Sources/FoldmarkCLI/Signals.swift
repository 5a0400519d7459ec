import Foldmark

/// The command's answer to Ctrl-C and SIGTERM: undo what is half done (a build's staging folder, a half-written
/// output file), then exit with 130 or 143.
public enum Signals {
    /// Installs the handling; call it first thing in `main`, before any other thread starts.
    public static func handle() {
        CleanupRegistry.shared.handleSignals()
    }
}
