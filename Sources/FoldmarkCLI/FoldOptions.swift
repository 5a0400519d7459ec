import ArgumentParser
import Foldmark

/// The options that choose how sections fold, shared by the commands that render.
struct FoldOptions: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp("Sections at this level or above start open; 0 closes all.", valueName: "N"))
    var openLevel: Int = 2

    @Option(name: .long, help: ArgumentHelp("The heading levels that fold, as A-B.", valueName: "A-B"))
    var foldLevels: String = "2-6"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Sections with no body and no subsections: a plain heading, hidden, or folding.",
            valueName: "plain|hide|fold"))
    var emptySections: String = "plain"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Count badges in section summaries: none, the number of subsections, or of list items and table rows.",
            valueName: "none|children|items"))
    var badges: String = "none"

    func validate() throws {
        guard CountBadges(rawValue: badges) != nil else {
            throw ValidationError("--badges must be none, children or items, not '\(badges)'")
        }
        guard EmptySections(rawValue: emptySections) != nil else {
            throw ValidationError("--empty-sections must be plain, hide or fold, not '\(emptySections)'")
        }
        guard (0...6).contains(openLevel) else {
            throw ValidationError("--open-level must be between 0 and 6, not \(openLevel)")
        }
        guard FoldPolicy.parseLevels(foldLevels) != nil else {
            throw ValidationError("--fold-levels must look like 2-6, with levels from 1 to 6; got '\(foldLevels)'")
        }
    }

    var policy: FoldPolicy {
        var policy = FoldPolicy(foldLevels: FoldPolicy.parseLevels(foldLevels) ?? 2...6, openLevel: openLevel)
        policy.emptySections = EmptySections(rawValue: emptySections) ?? .plain
        policy.badges = CountBadges(rawValue: badges) ?? .none
        return policy
    }
}
