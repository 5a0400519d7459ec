/// A ``LanguageDefinition`` turned into lookup tables, once per language, for ``Lexer``.
final class CompiledLanguage: Sendable {
    let definition: LanguageDefinition
    /// Per byte: a bit set of ``ByteClass`` flags.
    let classes: [UInt8]
    /// Keywords, types and definition words, by spelling (lowercased when the language ignores case).
    let words: WordTable<Word>
    let lineComments: [[UInt8]]
    let blockComments: [(open: [UInt8], close: [UInt8], nests: Bool, kind: TokenKind)]
    let memberAccessors: [[UInt8]]
    /// Whether a member accessor ends with each byte: a fast test before trying them all.
    let accessorEnds: [Bool]
    let strings: [CompiledString]
    let stringPrefixes: WordTable<Bool>
    let keyRules: [(follower: [UInt8], kind: TokenKind)]
    let lineRules: [(prefix: [UInt8], rule: LanguageDefinition.LineRule)]
    /// Whether any comment, string, or line rule starts with each byte: a fast test before trying them all.
    let starters: [Bool]

    struct Word: Sendable {
        var kind: TokenKind
        /// The name after this word is being defined, and gets this kind.
        var defines: TokenKind?
    }

    /// A string form as byte arrays; a class, so that the lexer reads one without copying its arrays.
    final class CompiledString: Sendable {
        let open: [UInt8]
        let close: [UInt8]
        let escape: UInt8?
        let interpolation: [UInt8]?
        let multiline: Bool
        let hashes: Bool
        let maxLength: Int?
        let kind: TokenKind
        /// Per byte: whether the string's scan must stop and look at it (a line feed, an escape, the first byte of
        /// the close or of an interpolation, a variable's prefix); every other byte is part of the string.
        let stops: [Bool]

        init(
            open: [UInt8], close: [UInt8], escape: UInt8?, interpolation: [UInt8]?, multiline: Bool, hashes: Bool,
            maxLength: Int?, kind: TokenKind, variablePrefixes: [UInt8]
        ) {
            (self.open, self.close, self.escape, self.interpolation) = (open, close, escape, interpolation)
            (self.multiline, self.hashes, self.maxLength, self.kind) = (multiline, hashes, maxLength, kind)
            var stops = [Bool](repeating: false, count: 256)
            var stoppers: [UInt8] = [UInt8(ascii: "\n")]
            stoppers += close.prefix(1)
            stoppers += interpolation?.prefix(1) ?? []
            if let escape { stoppers += [escape] + variablePrefixes }
            for byte in stoppers { stops[Int(byte)] = true }
            self.stops = stops
        }
    }

    enum ByteClass {
        static let identifierStart: UInt8 = 1
        static let identifier: UInt8 = 2
        static let `operator`: UInt8 = 4
        static let punctuation: UInt8 = 8
        static let variable: UInt8 = 16
        static let digit: UInt8 = 32
        static let space: UInt8 = 64
        /// Starts a word that a prefix byte makes (`wordPrefixes`, such as `@` before a keyword).
        static let wordPrefix: UInt8 = 128
    }

    init(_ definition: LanguageDefinition) {
        self.definition = definition
        var classes = [UInt8](repeating: 0, count: 256)
        for byte in 0..<256 {
            let b = UInt8(byte)
            let letter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b >= 0x80
            if letter { classes[byte] |= ByteClass.identifierStart | ByteClass.identifier }
            if b >= 0x30 && b <= 0x39 { classes[byte] |= ByteClass.identifier | ByteClass.digit }
        }
        for b in definition.identifierExtras.utf8 { classes[Int(b)] |= ByteClass.identifier }
        for b in definition.operators.utf8 { classes[Int(b)] |= ByteClass.operator }
        for b in definition.punctuation.utf8 { classes[Int(b)] |= ByteClass.punctuation }
        for b in definition.variablePrefixes.utf8 { classes[Int(b)] |= ByteClass.variable }
        for b in definition.wordPrefixes.utf8 { classes[Int(b)] |= ByteClass.wordPrefix }
        for b in [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0C] {
            classes[Int(b)] |= ByteClass.space
        }
        self.classes = classes

        // Later entries win: a definition word is a keyword that also names what follows it.
        var words: [(String, Word)] = definition.types.map { ($0, Word(kind: .type)) }
        words += definition.keywords.map { ($0, Word(kind: .keyword)) }
        words += definition.functionKeywords.map { ($0, Word(kind: .keyword, defines: .function)) }
        words += definition.typeKeywords.map { ($0, Word(kind: .keyword, defines: .type)) }
        words += definition.variableKeywords.map { ($0, Word(kind: .keyword, defines: .variable)) }
        self.words = WordTable(words, foldCase: definition.caseInsensitive)

        lineComments = definition.lineComments.map { Array($0.utf8) }
        blockComments = definition.blockComments.map { (Array($0.open.utf8), Array($0.close.utf8), $0.nests, $0.kind) }
        memberAccessors = definition.memberAccessors.map { Array($0.utf8) }
        var accessorEnds = [Bool](repeating: false, count: 256)
        for accessor in memberAccessors { if let last = accessor.last { accessorEnds[Int(last)] = true } }
        self.accessorEnds = accessorEnds
        strings = definition.strings.map {
            CompiledString(
                open: Array($0.open.utf8), close: Array($0.close.utf8), escape: $0.escape,
                interpolation: $0.interpolation.map { Array($0.utf8) }, multiline: $0.multiline, hashes: $0.hashes,
                maxLength: $0.maxLength, kind: $0.kind,
                variablePrefixes: definition.variablesInStrings ? Array(definition.variablePrefixes.utf8) : [])
        }
        stringPrefixes = WordTable(definition.stringPrefixes.map { ($0, true) }, foldCase: false)
        keyRules = definition.keyRules.map { (Array($0.follower.utf8), $0.kind) }
        lineRules = definition.lineRules.map { (Array($0.prefix.utf8), $0) }
        var starters = [Bool](repeating: false, count: 256)
        for opener in lineComments + blockComments.map(\.open) + strings.map(\.open) { starters[Int(opener[0])] = true }
        if strings.contains(where: \.hashes) { starters[Int(UInt8(ascii: "#"))] = true }
        self.starters = starters
    }

    /// The entry for a word, or `nil` for a plain name.
    func word(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Word? {
        words.value(bytes, range)
    }

    func isPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        stringPrefixes.value(bytes, range) != nil
    }
}
