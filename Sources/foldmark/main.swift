import FoldmarkCLI

StandardStreams.setUp()
Signals.handle()
FoldmarkCommand.runMain()
