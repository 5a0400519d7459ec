import FoldmarkCore

extension SiteBuild {
    /// Step 9c: copies the files of `Content/` that are not pages, in parallel.
    mutating func copyFiles() throws {
        let staging = output.staging
        let contentFolder = contentFolder
        let destination = destination
        try destination.makeFolders(for: files)
        let failures = ParallelMap.map(files.count, concurrency: options.concurrency) { [files] index -> [Diagnostic] in
            let file = files[index]
            do {
                try destination.copy(contentFolder + "/" + file, to: file)
                return []
            } catch let error as FoldmarkError {
                return error.diagnostics
            } catch {
                let location = SourceLocation(file: staging + "/" + file)
                return [Diagnostic(.error, at: location, code: .io, "cannot copy file: \(error)")]
            }
        }
        diagnostics += RepeatedFailures.folded(Array(failures.joined()))
    }
}
