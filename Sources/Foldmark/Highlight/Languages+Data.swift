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
        keyRules: [.init("=", .keyword)], keysAtLineStart: true,
        lineRules: [.init("[", .keyword, indented: true)])

    static let ini = LanguageDefinition(
        lineComments: [";", "#"],
        identifierExtras: "-.", operators: "=", punctuation: "",
        keyRules: [.init("=", .attribute), .init(":", .attribute)], keysAtLineStart: true, valueAfterKey: .string,
        lineRules: [.init("[", .keyword, indented: true), .init(";", .comment, indented: true), .init("#", .comment, indented: true)],
        numbers: false)

    static let html = LanguageDefinition(identifierExtras: "-:.", markup: true)

    static let xml = LanguageDefinition(identifierExtras: "-:.", markup: true)

    static let css = LanguageDefinition(
        keywords: ["!important", "inherit", "initial", "unset", "none", "auto"],
        blockComments: [.init(open: "/*", close: "*/")],
        strings: [S("\""), S("'")],
        identifierExtras: "-", operators: "+>~*=", punctuation: "{}()[],;:.",
        styleSheet: true)

    static let dockerfile = LanguageDefinition(
        keywords: shellKeywords + [
            "from", "run", "cmd", "label", "maintainer", "expose", "env", "add", "copy", "entrypoint", "volume",
            "user", "workdir", "arg", "onbuild", "stopsignal", "healthcheck", "shell", "as",
        ],
        caseInsensitive: true,
        lineComments: ["#"], lineCommentNeedsSpace: true,
        strings: [S("\"", multiline: false), S("'", escape: nil)],
        identifierExtras: "-./", operators: "=<>!&|", punctuation: "()[]{};,", variablePrefixes: "$")

    static let makefile = LanguageDefinition(
        keywords: shellKeywords + [
            "include", "ifeq", "ifneq", "ifdef", "ifndef", "endif", "define", "endef", "override", "export",
            "vpath", ".PHONY",
        ],
        lineComments: ["#"], lineCommentNeedsSpace: true,
        strings: [S("\""), S("'", escape: nil)],
        identifierExtras: "-./%", operators: "=<>!&|?+", punctuation: "()[]{};,:", variablePrefixes: "$",
        keyRules: [
            .init(":=", .variable), .init("?=", .variable), .init("+=", .variable), .init("=", .variable),
            .init("::", .function), .init(":", .function),
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
            .init("- ", .keyword, indented: true, wholeLine: false), .init("* ", .keyword, indented: true, wholeLine: false),
        ],
        numbers: false)
}
