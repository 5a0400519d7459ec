extension DiffReport {
    /// The most bytes of Markdown, as for a test summary: GitHub's limit for a step summary (a pull request
    /// comment allows 65,536 characters; pass `limit` for that).
    public static let maximumMarkdownBytes = 1024 * 1024

    /// The changes as GitHub-flavoured Markdown: one list item per changed section (unchanged ones are left
    /// out), word changes as ~~removed~~ and **added** inside a folded `<details>`; at most `limit` bytes, with a
    /// note when items were left out.
    public func markdown(title: String = "Changes", limit: Int = maximumMarkdownBytes) -> String {
        var result =
            "## \(Self.inline(title))\n\n**\(summary)** (`\(Self.code(oldName))` → `\(Self.code(newName))`)\n\n"
        let reserve = 300
        var shown = 0
        let changed = diff.changes.filter { $0.kinds != [.unchanged] }
        for change in changed {
            let item = self.item(change)
            if result.utf8.count + item.utf8.count + reserve > limit {
                let left = changed.count - shown
                result += "\n> [!WARNING]\n> \(left) more \(left == 1 ? "change is" : "changes are") not shown: "
                result += "the comment is limited to \(limit / 1024) KiB. The HTML report has every change.\n"
                return result
            }
            result += item
            shown += 1
        }
        return result
    }

    private func item(_ change: SectionDiff.Change) -> String {
        let entry = change.shown
        let kinds = change.kinds.map { $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() }
        let name = Self.inline(entry.title.isEmpty ? entry.page : entry.title)
        let pageNote = entry.page.isEmpty || entry.isPage ? "" : " (`\(Self.code(entry.page))`)"
        let label =
            change.kinds.contains(.removed) ? name : link(to: entry).map { "[\(name)](<\(Self.url($0))>)" } ?? name
        var item = "- **\(kinds.joined(separator: ", "))**: \(label)\(pageNote)"
        if change.kinds.contains(.renamed), let old = change.old { item += " — was “\(Self.inline(old.title))”" }
        if change.kinds.contains(.moved), let old = change.old {
            item += " — moved from \(Self.inline(place(of: old, in: diff.old)))"
        }
        item += "\n"
        if change.kinds.contains(.changed), let words = change.words {
            var text = ""
            for run in words.runs {
                let escaped = Self.inline(run.text)
                switch run.kind {
                case .same: text += escaped + " "
                case .removed: text += "~~\(escaped)~~ "
                case .added: text += "**\(escaped)** "
                }
            }
            let capped = TerminalText.capped(text, limit: 8 * 1024)
            item += "  <details><summary>Words</summary>\n\n  \(capped)\n\n  </details>\n"
        }
        return item
    }

    /// Inline Markdown text: HTML-escaped, Markdown punctuation backslash-escaped, on one line.
    static func inline(_ text: String) -> String {
        var result = ""
        for character in HTMLEscaping.escape(text) {
            if character.isNewline {
                result.append(" ")
                continue
            }
            if "\\`*_[]|~".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Text for inside a one-backtick code span: no backticks or line breaks.
    static func code(_ text: String) -> String {
        String(text.map { $0 == "`" || $0.isNewline ? "'" : $0 })
    }

    /// A URL for inside `<…>`: no spaces, angle brackets or line breaks.
    static func url(_ text: String) -> String {
        text.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "<", with: "%3C")
            .replacingOccurrences(of: ">", with: "%3E").replacingOccurrences(of: "\n", with: "")
    }
}
