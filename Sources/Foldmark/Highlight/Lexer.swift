/// The one scanner every language shares: reads code byte by byte, as its ``CompiledLanguage`` says, and hands
/// each run to a ``HighlightWriter``.
///
/// Linear time: every step consumes at least one byte, and the only look-aheads are bounded (a string's
/// `maxLength`, an entity's 32 bytes) or skip spaces that the next step then consumes. Nesting (string
/// interpolation) is a stack capped at ``maximumNesting``.
struct Lexer {
    static let maximumNesting = 32

    private let language: CompiledLanguage
    /// The language's definition, copied once per code block rather than once per token.
    private let definition: LanguageDefinition
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var atLineStart = true
    /// No token but spaces (and YAML's `- `) on this line yet: a key may come.
    private var keyMayCome = true
    /// The kind the next name gets because a definition word came before it.
    private var defining: TokenKind?
    /// Inside a markup tag, between `<name` and `>`.
    private var inTag = false
    /// How deep in `{` a style sheet is.
    private var braceDepth = 0
    private var stack: [Frame] = []
    /// What the last token other than spaces was, for declarations (`String toString(`).
    private var previous = Previous.other

    private enum Previous { case name, closer, other }

    private enum Frame {
        case string(form: Int, hashes: Int)
        /// Code nested in a string (`\(…)`, `${…}`) or a command (`$(…)`); `kind` is its delimiters' kind.
        case interpolation(open: UInt8, close: UInt8, depth: Int, kind: TokenKind)
    }

    init(_ language: CompiledLanguage, _ bytes: UnsafeBufferPointer<UInt8>) {
        self.language = language
        self.definition = language.definition
        self.bytes = bytes
    }

    mutating func run(into writer: inout HighlightWriter) {
        let n = bytes.count
        while index < n {
            if case .string(let form, let hashes) = stack.last {
                scanString(form: form, hashes: hashes, into: &writer)
                continue
            }
            if atLineStart {
                atLineStart = false
                keyMayCome = true
                if lineRule(into: &writer) { continue }
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                writer.emit(.plain, index..<(index + 1))
                index += 1
                atLineStart = true
                continue
            }
            let byteClass = language.classes[Int(byte)]
            if byteClass & CompiledLanguage.ByteClass.space != 0 {
                let start = index
                while index < n, language.classes[Int(bytes[index])] & CompiledLanguage.ByteClass.space != 0 { index += 1 }
                writer.emit(.plain, start..<index)
                continue
            }
            if definition.markup {
                markup(into: &writer)
                continue
            }
            token(byte, byteClass, into: &writer)
        }
    }

    // MARK: - Tokens

    private mutating func token(_ byte: UInt8, _ byteClass: UInt8, into writer: inout HighlightWriter) {
        let start = index
        let previousToken = previous
        previous = .other
        if case .interpolation(let open, let close, let depth, let kind) = stack.last {
            if byte == close && depth == 0 {
                stack.removeLast()
                index += 1
                writer.emit(kind, start..<index)
                return
            }
            if byte == open { stack[stack.count - 1] = .interpolation(open: open, close: close, depth: depth + 1, kind: kind) }
            if byte == close { stack[stack.count - 1] = .interpolation(open: open, close: close, depth: depth - 1, kind: kind) }
        }
        if language.starters[Int(byte)] {
            if comment(into: &writer) || string(tokenStart: start, at: index, into: &writer) {
                keyMayCome = false
                return
            }
        }
        if byteClass & CompiledLanguage.ByteClass.digit != 0
            || (byte == UInt8(ascii: ".") && isDigit(at: index + 1) && !isIdentifier(at: index - 1))
        {
            number(into: &writer)
            keyMayCome = false
            return
        }
        if byteClass & CompiledLanguage.ByteClass.identifierStart != 0
            || (definition.styleSheet && byte == UInt8(ascii: "-") && braceDepth > 0 && index + 1 < bytes.count
                && (bytes[index + 1] == UInt8(ascii: "-") || isIdentifierStart(at: index + 1)))
        {
            name(after: previousToken, into: &writer)
            return
        }
        if definition.wordPrefixes.utf8.contains(byte), isIdentifierStart(at: index + 1) {
            var end = index + 1
            while end < bytes.count, isIdentifier(at: end) { end += 1 }
            if let word = language.word(bytes, start..<end) {
                index = end
                defining = word.defines
                writer.emit(word.kind, start..<end)
                keyMayCome = false
                return
            }
        }
        for prefixed in definition.prefixedNames where prefixed.prefix == byte && isIdentifierStart(at: index + 1) {
            if start > 0, bytes[start - 1] == byte { break }
            index += 1
            while index < bytes.count, isIdentifier(at: index) { index += 1 }
            writer.emit(prefixed.kind, start..<index)
            keyMayCome = false
            return
        }
        if byteClass & CompiledLanguage.ByteClass.variable != 0, variable(into: &writer) {
            keyMayCome = false
            return
        }
        if let prefix = definition.attributePrefix, byte == prefix, isIdentifierStart(at: index + 1) {
            index += 1
            while index < bytes.count,
                isIdentifier(at: index) || (bytes[index] == UInt8(ascii: ".") && isIdentifierStart(at: index + 1))
            {
                index += 1
            }
            writer.emit(.attribute, start..<index)
            keyMayCome = false
            return
        }
        if definition.bracketAttributes, byte == UInt8(ascii: "#"), bracketAttribute(into: &writer) { return }
        if definition.styleSheet, styleSheetToken(byte, into: &writer) { return }
        if byteClass & CompiledLanguage.ByteClass.operator != 0 {
            while index < bytes.count, language.classes[Int(bytes[index])] & CompiledLanguage.ByteClass.operator != 0,
                !(index > start && language.starters[Int(bytes[index])])
            {
                index += 1
            }
            // YAML's `- ` list marker leaves room for a key after it.
            let listMarker = index - start == 1 && byte == UInt8(ascii: "-") && keyMayCome
            // Some operators are keywords (Haskell's `::` and `->`).
            let word = language.word(bytes, start..<index)
            writer.emit(word?.kind ?? .operator, start..<index)
            if byte == UInt8(ascii: ">") { previous = .closer }
            keyMayCome = listMarker
            defining = nil
            return
        }
        index += 1
        if byteClass & CompiledLanguage.ByteClass.punctuation != 0 {
            if definition.styleSheet {
                if byte == UInt8(ascii: "{") { braceDepth += 1 }
                if byte == UInt8(ascii: "}") { braceDepth = max(0, braceDepth - 1) }
            }
            writer.emit(.punctuation, start..<index)
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ">") { previous = .closer }
        } else {
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            writer.emit(.plain, start..<index)
        }
        keyMayCome = false
        defining = nil
    }

    private mutating func name(after previousToken: Previous, into writer: inout HighlightWriter) {
        let start = index
        index += 1
        while index < bytes.count, isIdentifier(at: index) { index += 1 }
        let range = start..<index
        if language.isPrefix(bytes, range), string(tokenStart: start, at: index, into: &writer) {
            keyMayCome = false
            return
        }
        let next: UInt8 = index < bytes.count ? bytes[index] : 0
        var kind = TokenKind.plain
        if let defined = defining {
            kind = defined
            defining = nil
            // `function Page.new` and `def self.slug`: the qualifier is a type, the last name the definition.
            if defined == .function, next == UInt8(ascii: ".") || next == UInt8(ascii: ":"),
                isIdentifierStart(at: index + 1)
            {
                kind = .type
                defining = defined
            }
        } else if language.memberAccessors.contains(where: { start >= $0.count && matches($0, at: start - $0.count) }) {
            kind = definition.memberKind
        } else if let word = language.word(bytes, range) {
            kind = word.kind
            defining = word.defines
        } else if let lineStart = definition.lineStartNamesKind, start == 0 || bytes[start - 1] == UInt8(ascii: "\n") {
            kind = lineStart
        } else if let hyphenated = definition.hyphenatedNamesKind, bytes[range].contains(UInt8(ascii: "-")) {
            kind = hyphenated
        } else if definition.capitalizedAreTypes, bytes[start] >= 0x41, bytes[start] <= 0x5A {
            kind = .type
        } else if definition.callsAreFunctions, next == UInt8(ascii: "(") {
            kind = .function
        } else if definition.declarationsAreFunctions, previousToken != .other, next == UInt8(ascii: "(") {
            kind = .function
        } else {
            kind = definition.namesKind
        }
        if let key = keyKind() { kind = key }
        if definition.styleSheet {
            if braceDepth == 0 {
                kind = .keyword
                if start > 0 {
                    let before = bytes[start - 1]
                    if before == UInt8(ascii: ".") || before == UInt8(ascii: "#") { kind = .type }
                    if before == UInt8(ascii: ":") { kind = .attribute }
                }
            } else if matches([UInt8(ascii: "-"), UInt8(ascii: "-")], at: start) {
                kind = .variable
            }
        }
        writer.emit(kind, range)
        previous = kind == .plain || kind == .type || kind == .variable ? .name : .other
        keyMayCome = false
        if let (follower, value, length) = pendingValue {
            pendingValue = nil
            writer.emit(.plain, index..<follower)
            writer.emit(.operator, follower..<(follower + length))
            index = follower + length
            let end = endOfLine(from: index)
            writer.emit(value, index..<end)
            index = end
        }
    }

    /// The kind of the name or string that just ended at `index` when a key rule's follower comes next.
    private mutating func keyKind() -> TokenKind? {
        guard !language.keyRules.isEmpty, keyMayCome || !definition.keysAtLineStart else { return nil }
        var probe = index
        while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") { probe += 1 }
        for rule in language.keyRules where matches(rule.follower, at: probe) {
            // `a == b` is a comparison, not a key.
            if rule.follower.last == UInt8(ascii: "="), probe + rule.follower.count < bytes.count,
                bytes[probe + rule.follower.count] == UInt8(ascii: "=")
            {
                return nil
            }
            if let value = definition.valueAfterKey {
                // The follower, then the rest of the line as the value.
                pendingValue = (probe, value, rule.follower.count)
            }
            return rule.kind
        }
        return nil
    }

    /// A value that follows a key (INI), written after the key itself.
    private var pendingValue: (follower: Int, kind: TokenKind, length: Int)?

    private func isDigit(at position: Int) -> Bool {
        position < bytes.count && bytes[position] >= 0x30 && bytes[position] <= 0x39
    }

    private func isIdentifier(at position: Int) -> Bool {
        position >= 0 && position < bytes.count
            && language.classes[Int(bytes[position])] & CompiledLanguage.ByteClass.identifier != 0
    }

    private func isIdentifierStart(at position: Int) -> Bool {
        position < bytes.count && language.classes[Int(bytes[position])] & CompiledLanguage.ByteClass.identifierStart != 0
    }

    private func matches(_ needle: [UInt8], at position: Int) -> Bool {
        guard position + needle.count <= bytes.count else { return false }
        for offset in 0..<needle.count where bytes[position + offset] != needle[offset] { return false }
        return true
    }

    private func endOfLine(from position: Int) -> Int {
        var end = position
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    // MARK: - Lines

    private mutating func lineRule(into writer: inout HighlightWriter) -> Bool {
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

    private mutating func comment(into writer: inout HighlightWriter) -> Bool {
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

    // MARK: - Strings

    /// Opens a string at `position` if one starts there; the run from `tokenStart` (a prefix such as `r`) to the
    /// end of the opener is written as part of it.
    private mutating func string(tokenStart: Int, at position: Int, into writer: inout HighlightWriter) -> Bool {
        var hashCount = 0
        while position + hashCount < bytes.count, bytes[position + hashCount] == UInt8(ascii: "#") { hashCount += 1 }
        for (formIndex, form) in language.strings.enumerated() {
            let hashes = form.hashes ? hashCount : 0
            guard matches(form.open, at: position + hashes) else { continue }
            let bodyStart = position + hashes + form.open.count
            if let limit = form.maxLength, !closes(form, from: bodyStart, within: limit) { continue }
            let keyed = keyMayCome || !definition.keysAtLineStart
            lastStringStart = writer.runCount
            index = bodyStart
            writer.emit(form.kind, tokenStart..<index)
            if stack.count >= Self.maximumNesting { stack.removeAll() }
            stack.append(.string(form: formIndex, hashes: hashes))
            if keyed { pendingKeyCheck = true }
            return true
        }
        return false
    }

    /// Whether `form` closes within `limit` bytes of `start`, on the same line.
    private func closes(_ form: CompiledLanguage.CompiledString, from start: Int, within limit: Int) -> Bool {
        var position = start
        while position < bytes.count, position - start < limit, bytes[position] != UInt8(ascii: "\n") {
            if let escape = form.escape, bytes[position] == escape {
                position += 2
                continue
            }
            if matches(form.close, at: position) { return true }
            position += 1
        }
        return false
    }

    /// A string just opened where a key may come: when it closes, see whether a key follower comes next.
    private var pendingKeyCheck = false

    private mutating func scanString(form formIndex: Int, hashes: Int, into writer: inout HighlightWriter) {
        let form = language.strings[formIndex]
        var segment = index
        var position = index
        func finish(_ end: Int, _ writer: inout HighlightWriter) {
            writer.emit(form.kind, segment..<end)
            stack.removeLast()
            index = end
            if pendingKeyCheck {
                pendingKeyCheck = false
                keyMayCome = true
                if let key = keyKind() {
                    pendingValue = nil
                    writer.retype(fromRun: lastStringStart, to: key)
                }
            }
            keyMayCome = false
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n"), !form.multiline { break }
            if let interpolation = form.interpolation, matches(interpolation, at: position),
                hashes == 0 || !(form.escape.map { interpolation.first == $0 } ?? false)
            {
                writer.emit(form.kind, segment..<position)
                index = position + interpolation.count
                writer.emit(.escape, position..<index)
                let open = interpolation[interpolation.count - 1]
                let close: UInt8 = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
                pendingKeyCheck = false
                if stack.count >= Self.maximumNesting {
                    stack.removeAll()
                } else {
                    stack.append(.interpolation(open: open, close: close, depth: 0, kind: .escape))
                }
                return
            }
            if definition.variablesInStrings, form.escape != nil,
                language.classes[Int(byte)] & CompiledLanguage.ByteClass.variable != 0
            {
                writer.emit(form.kind, segment..<position)
                index = position
                if variable(into: &writer, inString: true) {
                    segment = index
                    position = index
                } else {
                    segment = position
                    position += 1
                }
                continue
            }
            if let escape = form.escape, hashes == 0, byte == escape, position + 1 < bytes.count {
                writer.emit(form.kind, segment..<position)
                let end = escapeEnd(from: position)
                writer.emit(.escape, position..<end)
                segment = end
                position = end
                continue
            }
            if matches(form.close, at: position) {
                var end = position + form.close.count
                var found = 0
                while found < hashes, end < bytes.count, bytes[end] == UInt8(ascii: "#") {
                    found += 1
                    end += 1
                }
                if found == hashes {
                    finish(end, &writer)
                    return
                }
                position = end
                continue
            }
            position += 1
        }
        finish(position, &writer)
    }

    /// The writer's run count when the last string opened: where a key's runs start.
    private var lastStringStart = 0

    /// The end of the escape sequence at `start` (a backslash): `\n`, `\x41`, `\u00e9`, `\u{1F600}`.
    private func escapeEnd(from start: Int) -> Int {
        var end = start + 1
        guard end < bytes.count else { return end }
        let next = bytes[end]
        end += 1
        if next >= 0x80 {
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return end
        }
        let hexCount: Int
        switch next {
        case UInt8(ascii: "x"): hexCount = 2
        case UInt8(ascii: "u"): hexCount = 4
        case UInt8(ascii: "U"): hexCount = 8
        default: return end
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "{") {
            var close = end + 1
            while close < bytes.count, close - end < 10, isHex(bytes[close]) { close += 1 }
            return close < bytes.count && bytes[close] == UInt8(ascii: "}") ? close + 1 : end
        }
        var count = 0
        while count < hexCount, end < bytes.count, isHex(bytes[end]) {
            end += 1
            count += 1
        }
        return end
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_")
    }

    private func isHex(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    // MARK: - Numbers, variables, attributes

    private mutating func number(into writer: inout HighlightWriter) {
        let start = index
        let hex = bytes[start] == UInt8(ascii: "0") && start + 1 < bytes.count && bytes[start + 1] | 0x20 == UInt8(ascii: "x")
        if definition.styleSheet {
            // `1.5rem`: the number, then its unit as a type.
            while index < bytes.count, isDigit(at: index) || bytes[index] == UInt8(ascii: ".") { index += 1 }
            writer.emit(.number, start..<index)
            let unit = index
            while index < bytes.count, isIdentifier(at: index) || bytes[index] == UInt8(ascii: "%") { index += 1 }
            writer.emit(.type, unit..<index)
            return
        }
        while index < bytes.count {
            let byte = bytes[index]
            if isIdentifier(at: index) && byte < 0x80 {
                index += 1
            } else if byte == UInt8(ascii: "."), isDigit(at: index + 1) {
                index += 1
            } else if !hex, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), bytes[index - 1] | 0x20 == UInt8(ascii: "e"),
                isDigit(at: index + 1)
            {
                index += 1
            } else {
                break
            }
        }
        writer.emit(.number, start..<index)
        defining = nil
    }

    private mutating func variable(into writer: inout HighlightWriter, inString: Bool = false) -> Bool {
        let start = index
        guard start + 1 < bytes.count else { return false }
        let next = bytes[start + 1]
        if next == UInt8(ascii: "("), definition.commandSubstitution, !inString {
            index = start + 2
            var depth = 0
            if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                index += 1
                depth = 1
            }
            writer.emit(.keyword, start..<index)
            if stack.count >= Self.maximumNesting { stack.removeAll() }
            stack.append(.interpolation(open: UInt8(ascii: "("), close: UInt8(ascii: ")"), depth: depth, kind: .keyword))
            return true
        }
        if isIdentifierStart(at: start + 1) {
            // A variable's name is letters, digits and `_` only: `$dir/file` is `$dir` then text.
            index = start + 2
            while index < bytes.count, isIdentifier(at: index), bytes[index] >= 0x80 || isWordByte(bytes[index]) { index += 1 }
        } else if next == UInt8(ascii: "{") || (next == UInt8(ascii: "(") && !inString) {
            let close = next == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: ")")
            var end = start + 2
            while end < bytes.count, bytes[end] != close, bytes[end] != UInt8(ascii: "\n"), end - start < 256 { end += 1 }
            guard end < bytes.count, bytes[end] == close else { return false }
            index = end + 1
        } else if isDigit(at: start + 1) || "@?#$!*".utf8.contains(next) {
            index = start + 2
        } else {
            return false
        }
        writer.emit(.variable, start..<index)
        return true
    }

    /// Rust's `#[derive(Debug)]` and `#![allow(…)]`, to the matching `]` on the same line.
    private mutating func bracketAttribute(into writer: inout HighlightWriter) -> Bool {
        let start = index
        var position = start + 1
        if position < bytes.count, bytes[position] == UInt8(ascii: "!") { position += 1 }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else { return false }
        var depth = 0
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
            if bytes[position] == UInt8(ascii: "[") { depth += 1 }
            if bytes[position] == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 {
                    position += 1
                    break
                }
            }
            position += 1
        }
        index = position
        writer.emit(.attribute, start..<index)
        return true
    }

    /// CSS: `#fff` colours are numbers; `@media` is a keyword.
    private mutating func styleSheetToken(_ byte: UInt8, into writer: inout HighlightWriter) -> Bool {
        let start = index
        if byte == UInt8(ascii: "#"), braceDepth > 0 {
            index += 1
            while index < bytes.count, isHex(bytes[index]) { index += 1 }
            writer.emit(.number, start..<index)
            return true
        }
        if byte == UInt8(ascii: "@"), isIdentifierStart(at: start + 1) {
            index += 1
            while index < bytes.count, isIdentifier(at: index) { index += 1 }
            writer.emit(.keyword, start..<index)
            return true
        }
        return false
    }

    // MARK: - Markup

    private mutating func markup(into writer: inout HighlightWriter) {
        let start = index
        let byte = bytes[index]
        if inTag {
            if byte == UInt8(ascii: ">") || (byte == UInt8(ascii: "/") && matches([UInt8(ascii: ">")], at: index + 1))
                || (byte == UInt8(ascii: "?") && matches([UInt8(ascii: ">")], at: index + 1))
            {
                index += byte == UInt8(ascii: ">") ? 1 : 2
                inTag = false
                writer.emit(definition.tagDelimiterKind, start..<index)
            } else if byte == UInt8(ascii: "=") {
                index += 1
                writer.emit(definition.attributeEqualsKind, start..<index)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var end = index + 1
                while end < bytes.count, bytes[end] != byte { end += 1 }
                index = min(end + 1, bytes.count)
                writer.emit(.string, start..<index)
            } else if isIdentifierStart(at: index) {
                while index < bytes.count, isIdentifier(at: index) { index += 1 }
                writer.emit(.attribute, start..<index)
            } else {
                index += 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                writer.emit(.plain, start..<index)
            }
            return
        }
        if byte == UInt8(ascii: "<") {
            if matches(Array("<!--".utf8), at: index) {
                var end = index + 4
                while end < bytes.count, !matches(Array("-->".utf8), at: end) { end += 1 }
                index = min(end + 3, bytes.count)
                writer.emit(.comment, start..<index)
                return
            }
            if matches([UInt8(ascii: "<"), UInt8(ascii: "!")], at: index) || matches([UInt8(ascii: "<"), UInt8(ascii: "?")], at: index) {
                var end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
                index = min(end + 1, bytes.count)
                writer.emit(.attribute, start..<index)
                return
            }
            var nameStart = index + 1
            if nameStart < bytes.count, bytes[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
            if isIdentifierStart(at: nameStart) {
                writer.emit(definition.tagDelimiterKind, start..<nameStart)
                index = nameStart
                while index < bytes.count, isIdentifier(at: index) { index += 1 }
                writer.emit(.keyword, nameStart..<index)
                inTag = true
                return
            }
        }
        if byte == UInt8(ascii: "&") {
            var end = index + 1
            while end < bytes.count, end - index < 32, isIdentifier(at: end) || bytes[end] == UInt8(ascii: "#") { end += 1 }
            if end < bytes.count, end > index + 1, bytes[end] == UInt8(ascii: ";") {
                index = end + 1
                writer.emit(.escape, start..<index)
                return
            }
        }
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&"),
            bytes[index] != UInt8(ascii: "\n")
        {
            index += 1
        }
        writer.emit(.plain, start..<index)
    }
}
