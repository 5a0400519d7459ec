import Foundation

/// Fresh folders for tests, removed when the test is done with them.
public enum TemporaryFolder {
    /// A new empty folder named `PREFIX-UUID` in the system's temporary folder, removed when `body` returns.
    public static func with<T>(prefix: String = "foldmark-tests", _ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
