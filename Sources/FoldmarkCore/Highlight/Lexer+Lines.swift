/// Whole-line rules (diff lines, INI sections, shell prompts) and comments.
extension Lexer {
    mutating func lineRule(into writer: inout HighlightWriter) -> Bool {
        guard !language.lineRules.isEmpty else { return false }
        var indented = index
        while indented < bytes.count, bytes[indented] == UInt8(ascii: " ") || bytes[indented] == UInt8(ascii: "\t") {
            indented += 1
        }
        for (prefix, rule) in language.lineRules {
            let start = rule.indented ? indented : index
            guard matches(prefix, at: start) else { continue }
            let after = start + prefix.count
            if rule.needsSpaceAfter, after < bytes.count, bytes[after] != UInt8(ascii: " "),
                bytes[after] != UInt8(ascii: "\t"), bytes[after] != UInt8(ascii: "\n")
            {
                continue
            }
            writer.emit(.plain, index..<start)
            var end = after
            if rule.wholeLine {
                end = endOfLine(from: after)
            } else if rule.word {
                while end < bytes.count, isIdentifier(at: end) { end += 1 }
            }
            writer.emit(rule.kind, start..<end)
            index = end
            if let rest = rule.rest {
                index = endOfLine(from: end)
                writer.emit(rest, end..<index)
            }
            return true
        }
        return false
    }

    // MARK: - Comments

    mutating func comment(into writer: inout HighlightWriter) -> Bool {
        let start = index
        for (open, close, nests, kind) in language.blockComments where matches(open, at: start) {
            var depth = 1
            var position = start + open.count
            while position < bytes.count {
                if matches(close, at: position) {
                    position += close.count
                    depth -= 1
                    if depth == 0 { break }
                } else if nests, matches(open, at: position) {
                    position += open.count
                    depth += 1
                } else {
                    position += 1
                }
            }
            index = position
            writer.emit(kind, start..<index)
            return true
        }
        for opener in language.lineComments where matches(opener, at: start) {
            if definition.lineCommentNeedsSpace, start > 0,
                language.classes[Int(bytes[start - 1])] & CompiledLanguage.ByteClass.space == 0,
                bytes[start - 1] != UInt8(ascii: "\n")
            {
                continue
            }
            index = endOfLine(from: start)
            writer.emit(.comment, start..<index)
            return true
        }
        return false
    }

    /// At the start of a line of a terminal session: a prompt is written as punctuation and the command after it
    /// is left to the lexer; a line that continues a command (the one before ended in `\`) is left to the lexer
    /// whole; any other line is output, written plain up to its end. Returns whether it wrote anything.
    mutating func sessionLineStart(into writer: inout HighlightWriter) -> Bool {
        if inCommand, continuesCommand(before: index) { return false }
        inCommand = false
        if index + 1 < bytes.count, Self.prompts.contains(bytes[index]), bytes[index + 1] == UInt8(ascii: " ") {
            writer.emit(.punctuation, index..<(index + 1))
            index += 1
            inCommand = true
            return true
        }
        let end = endOfLine(from: index)
        guard end > index else { return false }
        writer.emit(.plain, index..<end)
        index = end
        return true
    }

    /// The bytes a session's prompt may be: `$` (a user), `#` (root), `%` (zsh, csh), `>` (a continuation).
    private static let prompts: Set<UInt8> = [
        UInt8(ascii: "$"), UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: ">"),
    ]

    /// Whether the line that ends just before `lineStart` ends in a `\` (before its `\n` or `\r\n`).
    private func continuesCommand(before lineStart: Int) -> Bool {
        var end = lineStart - 1
        guard end >= 0, bytes[end] == UInt8(ascii: "\n") else { return false }
        if end >= 1, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end >= 1 && bytes[end - 1] == UInt8(ascii: "\\")
    }
}
