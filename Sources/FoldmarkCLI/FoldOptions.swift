import ArgumentParser
import Foldmark

/// The options that choose how sections fold, shared by the commands that render.
struct FoldOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Sections at this level or above start open; 0 closes all (default: the front matter's, else 2).",
            valueName: "N"))
    var openLevel: Int?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The heading levels that fold, as A-B (default: the front matter's, else 2-6).", valueName: "A-B"))
    var foldLevels: String?

    func validate() throws {
        if let openLevel, !(0...6).contains(openLevel) {
            throw ValidationError("--open-level must be between 0 and 6, not \(openLevel)")
        }
        if let foldLevels, FoldPolicy.parseLevels(foldLevels) == nil {
            throw ValidationError("--fold-levels must look like 2-6, with levels from 1 to 6; got '\(foldLevels)'")
        }
    }

    /// The fold policy: these options, else the page's front matter (`fold_levels`, `open_level`), else the
    /// defaults.
    func policy(over metadata: PageMetadata = PageMetadata()) -> FoldPolicy {
        let page = metadata.policy(over: FoldPolicy())
        return FoldPolicy(
            foldLevels: foldLevels.flatMap(FoldPolicy.parseLevels) ?? page.foldLevels,
            openLevel: openLevel ?? page.openLevel)
    }
}
