/// A language as data: what its words, comments, strings and numbers look like. ``Lexer`` is the one scanner
/// that reads every language from such a definition.
///
/// Why not a library: Debian's tree-sitter runtime (libtree-sitter-dev 0.20.7) comes with no grammars, GNU
/// source-highlight has no Swift, PowerShell, YAML, TypeScript or TOML, and none of the Swift packages available
/// offline highlights code. Pattern-based highlighters also tend to rely on backtracking regular expressions,
/// which a hostile code block can make super-linear; this scanner looks at each byte a bounded number of times.
struct LanguageDefinition: Sendable {
    /// Words that get ``TokenKind/keyword`` (including constants such as `true` and `nil`).
    var keywords: [String] = []
    /// Words that get ``TokenKind/type``: built-in types and built-in names.
    var types: [String] = []
    /// Keywords and types match whatever their case (SQL, PowerShell, Dockerfile).
    var caseInsensitive = false
    /// Openers of comments that run to the end of the line.
    var lineComments: [String] = []
    /// A line comment starts only at the start of a line or after a space (shell `#`, not `$#`).
    var lineCommentNeedsSpace = false
    /// Comments with an opener and a closer.
    var blockComments: [BlockComment] = []
    /// String forms, tried in order: put longer openers (`"""`) before shorter ones (`"`).
    var strings: [StringForm] = []
    /// Words glued to a string's opener that belong to the string (`r`, `b`, `f`, `u8`, `@`).
    var stringPrefixes: [String] = []
    /// Bytes, besides ASCII letters, digits and `_`, that may continue an identifier (`-` in CSS, `?` in Ruby).
    var identifierExtras = ""
    /// Bytes that start an operator run.
    var operators = "+-*/%=<>!&|^~?"
    /// Bytes that are punctuation, one at a time.
    var punctuation = "()[]{},;:."
    /// Bytes that, followed by a name or `{…}`, make a variable (`$` in shell, PHP, PowerShell).
    var variablePrefixes = ""
    /// A byte that, followed by a name, makes an attribute or decorator (`@`).
    var attributePrefix: UInt8? = nil
    /// `#[…]` and `#![…]` are attributes (Rust).
    var bracketAttributes = false
    /// Words after which the next name is a function being defined (`func`, `def`, `fn`).
    var functionKeywords: [String] = []
    /// Words after which the next name is a type being defined (`class`, `struct`).
    var typeKeywords: [String] = []
    /// Words after which the next name is a variable being declared (`let`, `var`, `val`).
    var variableKeywords: [String] = []
    /// The kind of names that are nothing else (``TokenKind/variable`` in Lua, as Pygments has it).
    var namesKind = TokenKind.plain
    /// A name written right after one of these (`.`, `->`) is a member and gets ``memberKind``.
    var memberAccessors: [String] = []
    var memberKind = TokenKind.attribute
    /// A name that follows another name (or `>` or `]`) and comes right before `(` is a function being declared
    /// (`String toString(` in Java and C#).
    var declarationsAreFunctions = false
    /// Names at the very start of a line (column 1) get this kind (Haskell's definitions).
    var lineStartNamesKind: TokenKind? = nil
    /// Names with a `-` inside get this kind (PowerShell's `Get-ChildItem`).
    var hyphenatedNamesKind: TokenKind? = nil
    /// Bytes that may start a word looked up among the keywords (`@` for `@interface`, `.` for `.PHONY`).
    var wordPrefixes = ""
    /// A byte that, followed by a name, makes a run of the given kind (Ruby's `:symbol`).
    var prefixedNames: [PrefixedName] = []
    /// Variables (`$name`, `${name}`) are read inside strings too (shell, PHP, PowerShell).
    var variablesInStrings = false
    /// `$(` opens a nested command whose delimiters are keywords (shell, Makefile).
    var commandSubstitution = false
    /// The kind of a markup tag's `<`, `</`, `>` and `/>`, and of the `=` between an attribute and its value.
    var tagDelimiterKind = TokenKind.punctuation
    var attributeEqualsKind = TokenKind.operator
    /// Names that start with an uppercase letter are types (Haskell).
    var capitalizedAreTypes = false
    /// A name directly followed by `(` is a function.
    var callsAreFunctions = false
    /// A name or string followed, on its line, by a rule's follower is a key of the rule's kind (`:` in YAML and
    /// JSON); tried in order, so put `:=` before `:`.
    var keyRules: [KeyRule] = []
    /// Keys are only looked for at the start of a line (after indentation, or after `- ` in YAML).
    var keysAtLineStart = false
    /// After a key and its follower, the rest of the line is this kind (INI values).
    var valueAfterKey: TokenKind? = nil
    /// Lines that start (after indentation, if `indented`) with a prefix get a kind.
    var lineRules: [LineRule] = []
    /// A terminal session (`console`): lines that start with a prompt (`$`, `#`, `%` or `>`, then a space) are
    /// commands, read as this language after the prompt, with the lines a final `\` continues them onto; every
    /// other line is output, left plain.
    var session = false
    /// Read numbers (`0x1F`, `1_000`, `3.14e-2`).
    var numbers = true
    /// A markup language (HTML, XML): tags, attributes, entities; text between tags is plain.
    var markup = false
    /// A style sheet (CSS): selectors outside braces, properties inside.
    var styleSheet = false

    struct KeyRule: Sendable {
        var follower: String
        var kind: TokenKind

        init(_ follower: String, _ kind: TokenKind) {
            self.follower = follower
            self.kind = kind
        }
    }

    struct BlockComment: Sendable {
        var open: String
        var close: String
        var nests = false
        /// PHP's `/** … */` doc comments are strings to Pygments.
        var kind = TokenKind.comment
    }

    struct PrefixedName: Sendable {
        var prefix: UInt8
        var kind: TokenKind
    }

    /// How a string is written.
    struct StringForm: Sendable {
        var open: String
        var close: String
        /// The escape byte (a backslash), or `nil` when the string has no escapes.
        var escape: UInt8? = UInt8(ascii: "\\")
        /// The opener of an interpolation (`\(`, `${`, `#{`); its closer is the bracket that matches its last byte.
        var interpolation: String? = nil
        /// The string may span lines; otherwise it ends at the end of its line.
        var multiline = false
        /// Any number of `#` may come before the opener and must then follow the closer (Swift `#"…"#`, Rust
        /// `r#"…"#`); such strings have no escapes.
        var hashes = false
        /// A character literal: one character, or an escape sequence of at most this many bytes, then the closer;
        /// anything else is no string (Rust's `'a'` against the lifetime `'a`).
        var maxLength: Int? = nil
        /// The kind the string gets (``TokenKind/string``, or ``TokenKind/variable`` for backquoted names).
        var kind = TokenKind.string

        init(
            _ open: String, _ close: String? = nil, escape: UInt8? = UInt8(ascii: "\\"), interpolation: String? = nil,
            multiline: Bool = false, hashes: Bool = false, maxLength: Int? = nil, kind: TokenKind = .string
        ) {
            self.maxLength = maxLength
            self.open = open
            self.close = close ?? open
            self.escape = escape
            self.interpolation = interpolation
            self.multiline = multiline
            self.hashes = hashes
            self.kind = kind
        }
    }

    /// A kind for lines that start with a prefix: diff's `+` and `-`, a heading's `#`, a C preprocessor line.
    struct LineRule: Sendable {
        var prefix: String
        var kind: TokenKind
        /// The prefix may follow spaces and tabs.
        var indented = false
        /// The whole line gets the kind; otherwise only the prefix and the word that follows it.
        var wholeLine = true
        /// The prefix must be followed by a space, a tab or the end of the line (`#` headings, `-` lists).
        var needsSpaceAfter = false
        /// When not `wholeLine`: the word after the prefix gets the kind too.
        var word = true
        /// When not `wholeLine`: the rest of the line gets this kind (Dockerfile's `FROM image`).
        var rest: TokenKind? = nil

        init(
            _ prefix: String, _ kind: TokenKind, indented: Bool = false, wholeLine: Bool = true,
            needsSpaceAfter: Bool = false, word: Bool = true, rest: TokenKind? = nil
        ) {
            self.word = word
            self.rest = rest
            self.prefix = prefix
            self.kind = kind
            self.indented = indented
            self.wholeLine = wholeLine
            self.needsSpaceAfter = needsSpaceAfter
        }
    }
}
