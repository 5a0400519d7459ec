/// Definitions of data, markup and line-oriented languages: JSON, YAML, TOML, INI, HTML, XML, CSS, Dockerfile,
/// Makefile, diff, Markdown.
extension Languages {
    static let json = LanguageDefinition(
        keywords: ["true", "false", "null"],
        lineComments: ["//"], blockComments: [.init(open: "/*", close: "*/")],
        strings: [S("\"")], operators: "-", punctuation: "{}[],:",
        keyRules: [.init(":", .keyword)])

    static let yaml = LanguageDefinition(
        keywords: ["true", "false", "null", "yes", "no", "on", "off", "True", "False", "Null", "~"],
        lineComments: ["#"], lineCommentNeedsSpace: true,
        strings: [S("\""), S("'", escape: nil)],
        identifierExtras: "-./", operators: "|>-!&*", punctuation: "{}[],:?",
        keyRules: [.init(":", .keyword)], keysAtLineStart: true,
        lineRules: [.init("---", .keyword), .init("...", .keyword)])

    static let toml = LanguageDefinition(
        keywords: ["true", "false", "inf", "nan"],
        lineComments: ["#"],
        strings: [S("\"\"\"", multiline: true), S("'''", escape: nil, multiline: true), S("\""), S("'", escape: nil)],
        identifierExtras: "-", operators: "=", punctuation: "{}[],.:",
        lineRules: [.init("[", .keyword, indented: true)])

    static let ini = LanguageDefinition(
        lineComments: [";", "#"],
        identifierExtras: "-.", operators: "=", punctuation: "",
        keyRules: [.init("=", .attribute), .init(":", .attribute)], keysAtLineStart: true, valueAfterKey: .string,
        lineRules: [
            .init("[", .keyword, indented: true), .init(";", .comment, indented: true),
            .init("#", .comment, indented: true),
        ],
        numbers: false)

    static let html = LanguageDefinition(identifierExtras: "-:.", markup: true)

    static let xml = LanguageDefinition(
        identifierExtras: "-:.", tagDelimiterKind: .keyword, attributeEqualsKind: .attribute, markup: true)

    static let css = LanguageDefinition(
        keywords: ["!important", "inherit", "initial", "unset", "none", "auto"],
        types: ["rgb", "rgba", "hsl", "hsla", "var", "calc", "url", "min", "max", "clamp"],
        blockComments: [.init(open: "/*", close: "*/")],
        strings: [S("\""), S("'")],
        identifierExtras: "-", operators: "+>~*=()[],", punctuation: "{};:.",
        wordPrefixes: "!", keyRules: [.init(":", .keyword)], styleSheet: true)

    static let dockerfile = LanguageDefinition(
        keywords: shellKeywords + [
            "run", "cmd", "expose", "env", "add", "copy", "entrypoint", "arg", "onbuild", "stopsignal",
            "healthcheck", "shell",
        ],
        types: shellBuiltins,
        caseInsensitive: true,
        lineComments: ["#"], lineCommentNeedsSpace: true,
        strings: [S("\"", multiline: false), S("'", escape: nil)],
        identifierExtras: "-./", operators: "=<>!&|", punctuation: "()[]{};,", variablePrefixes: "$",
        variablesInStrings: true, commandSubstitution: true,
        lineRules: ["FROM", "USER", "WORKDIR", "VOLUME", "LABEL", "MAINTAINER"].map {
            .init($0, .keyword, wholeLine: false, word: false, rest: .string)
        })

    static let makefile = LanguageDefinition(
        keywords: [
            "include", "ifeq", "ifneq", "ifdef", "ifndef", "endif", "define", "endef", "override", "export",
            "vpath",
        ],

        lineComments: ["#"], lineCommentNeedsSpace: true,
        strings: [S("\""), S("'", escape: nil)],
        identifierExtras: "-./%", operators: "=<>!&|?+:", punctuation: "()[]{};,", variablePrefixes: "$",
        commandSubstitution: true,
        keyRules: [
            .init(":=", .variable), .init("?=", .variable), .init("+=", .variable), .init("=", .variable),
            .init("::", .function),
            .init(":", .function),
        ],
        keysAtLineStart: true)

    static let diff = LanguageDefinition(
        lineComments: [], operators: "", punctuation: "",
        lineRules: [
            .init("+++", .inserted), .init("---", .deleted), .init("+", .inserted), .init("-", .deleted),
            .init("@@", .keyword), .init("diff ", .keyword), .init("index ", .keyword), .init("Index: ", .keyword),
            .init("new file mode", .keyword), .init("deleted file mode", .keyword),
        ],
        numbers: false)

    static let markdown = LanguageDefinition(
        strings: [S("```", escape: nil, multiline: true), S("`", escape: nil)],
        operators: "", punctuation: "",
        lineRules: [
            .init("#", .keyword), .init(">", .comment, indented: true, wholeLine: false),
            .init("- ", .keyword, indented: true, wholeLine: false, word: false),
            .init("* ", .keyword, indented: true, wholeLine: false, word: false),
        ],
        numbers: false)
}
