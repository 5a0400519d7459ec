/// The one scanner every language shares: reads code byte by byte, as its ``CompiledLanguage`` says, and hands
/// each run to a ``HighlightWriter``.
///
/// Linear time: every step consumes at least one byte, and the only look-aheads are bounded (a string's
/// `maxLength`, an entity's 32 bytes) or skip spaces that the next step then consumes. Nesting (string
/// interpolation) is a stack capped at ``maximumNesting``.
struct Lexer {
    static let maximumNesting = 32

    let language: CompiledLanguage
    /// The language's definition, copied once per code block rather than once per token.
    let definition: LanguageDefinition
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var atLineStart = true
    /// No token but spaces (and YAML's `- `) on this line yet: a key may come.
    var keyMayCome = true
    /// The kind the next name gets because a definition word came before it.
    var defining: TokenKind?
    /// Inside a markup tag, between `<name` and `>`.
    var inTag = false
    /// How deep in `{` a style sheet is.
    var braceDepth = 0
    var stack: [Frame] = []
    /// A string just opened where a key may come: when it closes, see whether a key follower comes next.
    var pendingKeyCheck = false
    /// The writer's run count when the last string opened: where a key's runs start.
    var lastStringStart = 0
    /// What the last token other than spaces was, for declarations (`String toString(`).
    var previous = Previous.other
    /// In a terminal session, the current line is a command (it started with a prompt, or continues one).
    var inCommand = false

    enum Previous { case name, closer, other }

    enum Frame {
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
                if definition.session, sessionLineStart(into: &writer) { continue }
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
                while index < n, language.classes[Int(bytes[index])] & CompiledLanguage.ByteClass.space != 0 {
                    index += 1
                }
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

    mutating func token(_ byte: UInt8, _ byteClass: UInt8, into writer: inout HighlightWriter) {
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
            if byte == open {
                stack[stack.count - 1] = .interpolation(open: open, close: close, depth: depth + 1, kind: kind)
            }
            if byte == close {
                stack[stack.count - 1] = .interpolation(open: open, close: close, depth: depth - 1, kind: kind)
            }
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
        if byteClass & CompiledLanguage.ByteClass.wordPrefix != 0, isIdentifierStart(at: index + 1) {
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

    mutating func name(after previousToken: Previous, into writer: inout HighlightWriter) {
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
        } else if start > 0, language.accessorEnds[Int(bytes[start - 1])],
            language.memberAccessors.contains(where: { start >= $0.count && matches($0, at: start - $0.count) })
        {
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

    /// The kind of the name or string that just ended at `index` when a key rule's follower comes next. The
    /// test for a language without key rules is made where it is called: that is every name of most languages.
    @inline(__always)
    mutating func keyKind() -> TokenKind? {
        guard !language.keyRules.isEmpty, keyMayCome || !definition.keysAtLineStart else { return nil }
        return keyAfterName()
    }

    private mutating func keyAfterName() -> TokenKind? {
        var probe = index
        while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") {
            probe += 1
        }
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
    var pendingValue: (follower: Int, kind: TokenKind, length: Int)?
}
