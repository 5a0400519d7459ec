import ArgumentParser

/// `--jobs N` (`-j N`): how many pages `build` and `check` work on at once.
struct JobsOption: ParsableArguments {
    @Option(
        name: [.customShort("j"), .long],
        help: ArgumentHelp(
            "Work on at most N pages at once (default: one per core). The output is the same for any N.", valueName: "N"
        ))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
    }
}
