/// What a run of highlighted code is, and the CSS class the theme styles it with.
///
/// The class names are short because a highlighted page holds thousands of them; they are documented for themes.
enum TokenKind: UInt8, Sendable, CaseIterable {
    case plain, keyword, type, function, string, escape, number, comment, `operator`, punctuation, attribute,
        variable, inserted, deleted

    /// The class of the `<span>` around the run, or `nil` for plain text, which gets no span.
    var className: String? {
        switch self {
        case .plain: nil
        case .keyword: "hl-k"
        case .type: "hl-t"
        case .function: "hl-f"
        case .string: "hl-s"
        case .escape: "hl-e"
        case .number: "hl-n"
        case .comment: "hl-c"
        case .operator: "hl-o"
        case .punctuation: "hl-p"
        case .attribute: "hl-a"
        case .variable: "hl-v"
        case .inserted: "hl-ins"
        case .deleted: "hl-del"
        }
    }
}
