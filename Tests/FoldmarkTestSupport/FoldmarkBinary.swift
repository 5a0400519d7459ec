import Foundation

/// The `foldmark` executable that SwiftPM built beside the test bundle.
public enum FoldmarkBinary {
    /// Found by walking up from the running test bundle to the first folder that holds `foldmark`.
    public static let url: URL = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("foldmark").path),
            folder.path != "/"
        {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("foldmark")
    }()
}
