/// Count badges: a number at the end of a folding section's heading, in its summary, that says how much the section
/// holds, so a closed section still tells (plain headings have none). `badges` in `foldmark.yml` and front matter, `--badges` for `foldmark render`; off by default.
public enum CountBadges: String, Sendable, Hashable, Codable, CaseIterable {
    /// No badges (the default).
    case none
    /// The number of subsections.
    case children
    /// The number of list items and table rows in the section's own body (nested list items count too; table
    /// header rows do not).
    case items

    /// The badge text for `section`, or `nil` for none. A heading's `{badge=children}`, `{badge=items}` or
    /// `{badge=none}` overrides the page's setting; any other `badge=` value is shown as it is (`{badge=beta}`).
    /// A count of zero shows no badge.
    public func text(for section: Section) -> String? {
        var mode = self
        if let own = section.attributes.last(where: { $0.key == "badge" })?.value {
            guard let named = CountBadges(rawValue: own) else { return own.isEmpty ? nil : own }
            mode = named
        }
        let count: Int
        switch mode {
        case .none: return nil
        case .children: count = section.children.count
        case .items: count = Self.items(in: section.body)
        }
        return count > 0 ? String(count) : nil
    }

    /// The list items and table body rows in `html`: each `<li` and `<tr` tag, less one header row per `<thead>`.
    static func items(in html: String) -> Int {
        var count = 0
        var headers = 0
        let bytes = Array(html.utf8)
        var index = 0
        while index + 3 < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                let a = bytes[index + 1]
                let b = bytes[index + 2]
                let after = bytes[index + 3]
                let ends = after == UInt8(ascii: ">") || after == UInt8(ascii: " ")
                if ends,
                    (a == UInt8(ascii: "l") && b == UInt8(ascii: "i"))
                        || (a == UInt8(ascii: "t") && b == UInt8(ascii: "r"))
                {
                    count += 1
                } else if a == UInt8(ascii: "t"), b == UInt8(ascii: "h"),
                    bytes[index...].starts(with: Array("<thead>".utf8))
                {
                    headers += 1
                }
            }
            index += 1
        }
        return max(0, count - headers)
    }
}
