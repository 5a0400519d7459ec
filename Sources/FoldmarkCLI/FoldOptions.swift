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

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Sections with no body and no subsections: a plain heading, hidden, or folding (default: the front "
                + "matter's, else plain).",
            valueName: "plain|hide|fold"))
    var emptySections: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Count badges in section summaries: none, the number of subsections, or of list items and table rows "
                + "(default: the front matter's, else none).",
            valueName: "none|children|items"))
    var badges: String?

    func validate() throws {
        if let badges, CountBadges(rawValue: badges) == nil {
            throw ValidationError("--badges must be none, children or items, not '\(badges)'")
        }
        if let emptySections, EmptySections(rawValue: emptySections) == nil {
            throw ValidationError("--empty-sections must be plain, hide or fold, not '\(emptySections)'")
        }
        if let openLevel, !(0...6).contains(openLevel) {
            throw ValidationError("--open-level must be between 0 and 6, not \(openLevel)")
        }
        if let foldLevels, FoldPolicy.parseLevels(foldLevels) == nil {
            throw ValidationError("--fold-levels must look like 2-6, with levels from 1 to 6; got '\(foldLevels)'")
        }
    }

    /// The fold policy: these options, else the page's front matter (`fold_levels`, `open_level`,
    /// `empty_sections`, `badges`), else the defaults.
    func policy(over metadata: PageMetadata = PageMetadata()) -> FoldPolicy {
        var policy = metadata.policy(over: FoldPolicy())
        if let levels = foldLevels.flatMap(FoldPolicy.parseLevels) { policy.foldLevels = levels }
        if let openLevel { policy.openLevel = openLevel }
        if let choice = emptySections.flatMap(EmptySections.init(rawValue:)) { policy.emptySections = choice }
        if let choice = badges.flatMap(CountBadges.init(rawValue:)) { policy.badges = choice }
        return policy
    }
}
