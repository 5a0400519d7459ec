import FoldmarkCore

/// The disk destination: every file goes into the staging folder, hard-linked from the previous build when its
/// bytes did not change.
extension OutputFolder: SiteDestination {
    func makeFolders(for paths: [String]) throws {
        try FileIO.makeFolders(for: paths, under: staging)
    }

    func write(_ text: String, to path: String) throws {
        try FileIO.write(
            text, to: staging + "/" + path, reusing: previousFile(path), makingFoldersUnder: staging,
            expectingFile: recycled)
    }

    func copy(_ source: String, to path: String) throws {
        try FileIO.copy(source, to: staging + "/" + path, reusing: previousFile(path))
    }
}
