import FoldmarkCLI

FoldmarkCommand.runMain()
