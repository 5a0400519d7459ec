import FoldmarkCore

extension SiteBuild {
    /// Step 9c: copies the files of `Content/` that are not pages, in parallel.
    mutating func copyFiles() throws {
        let staging = output.staging
        let contentFolder = contentFolder
        try FileIO.makeFolders(for: files, under: staging)
        let output = output
        let failures = ParallelMap.map(files.count, concurrency: options.concurrency) { [files] index -> [Diagnostic] in
            let file = files[index]
            do {
                try FileIO.copy(
                    contentFolder + "/" + file, to: staging + "/" + file, reusing: output.previousFile(file))
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
