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
}
