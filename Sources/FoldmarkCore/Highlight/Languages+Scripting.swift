/// Definitions of scripting languages: Python, Ruby, PHP, JavaScript, TypeScript, Lua, Haskell, shell,
/// PowerShell, SQL.
extension Languages {
    static let python = LanguageDefinition(
        keywords: [
            "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else",
            "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not",
            "or", "pass", "raise", "return", "try", "while", "with", "yield", "None", "True", "False", "self",
            "match", "case",
        ],
        types: [
            "abs", "all", "any", "bool", "bytes", "dict", "enumerate", "filter", "float", "int", "isinstance",
            "len", "list", "map", "max", "min", "open", "print", "range", "repr", "reversed", "set", "sorted",
            "str", "sum", "super", "tuple", "type", "zip", "object", "Exception", "ValueError", "TypeError",
            "KeyError", "OSError", "RuntimeError", "StopIteration", "NotImplementedError", "hasattr", "getattr",
            "setattr", "iter", "next", "id", "hash", "format", "vars", "input",
        ],
        lineComments: ["#"],
        strings: [
            S("\"\"\"", multiline: true), S("'''", multiline: true), S("\""), S("'"),
        ],
        stringPrefixes: ["r", "b", "f", "u", "rb", "br", "fr", "rf", "R", "B", "F", "U"],
        attributePrefix: UInt8(ascii: "@"), functionKeywords: ["def"], typeKeywords: ["class"])

    static let ruby = LanguageDefinition(
        keywords: [
            "BEGIN", "END", "alias", "and", "begin", "break", "case", "class", "def", "defined?", "do", "else",
            "elsif", "end", "ensure", "false", "for", "if", "in", "module", "next", "nil", "not", "or", "redo",
            "rescue", "retry", "return", "super", "then", "true", "undef", "unless", "until", "when",
            "while", "yield", "require_relative", "include", "extend", "attr_reader", "attr_writer",
            "attr_accessor", "private", "protected", "public", "raise", "lambda", "proc", "loop",
        ],
        types: ["puts", "require", "print", "p", "format", "self"],
        lineComments: ["#"], blockComments: [.init(open: "=begin", close: "=end")],
        strings: [S("\"", interpolation: "#{", multiline: true), S("'", multiline: true)],
        identifierExtras: "?!", operators: "+-*/%=<>!&|^~?.[]", punctuation: "(){},;:", variablePrefixes: "@$",
        functionKeywords: ["def"], typeKeywords: ["class"],
        prefixedNames: [.init(prefix: UInt8(ascii: ":"), kind: .string)], variablesInStrings: false,
        keyRules: [.init(":", .string)])

    static let php = LanguageDefinition(
        keywords: [
            "abstract", "and", "array", "as", "break", "callable", "case", "catch", "class", "clone", "const",
            "continue", "declare", "default", "do", "echo", "else", "elseif", "empty", "enddeclare", "endfor",
            "endforeach", "endif", "endswitch", "endwhile", "extends", "final", "finally", "fn", "for", "foreach",
            "function", "global", "if", "implements", "include", "include_once", "instanceof", "insteadof",
            "interface", "isset", "list", "match", "namespace", "new", "or", "print", "private", "protected",
            "public", "readonly", "require", "require_once", "return", "static", "switch", "throw", "trait", "try",
            "unset", "use", "var", "while", "xor", "yield", "true", "false", "null", "enum",
        ],
        types: [
            "count", "strlen", "strtolower", "strtoupper", "trim", "str_replace", "array_map", "array_filter",
            "implode", "explode", "sprintf", "printf", "in_array", "array_keys", "json_encode", "json_decode",
        ],
        lineComments: ["//", "#"],
        blockComments: [.init(open: "/**", close: "*/", kind: .string), .init(open: "/*", close: "*/")],
        strings: [S("\"", interpolation: "{$", multiline: true), S("'", escape: nil, multiline: true)],
        variablePrefixes: "$", functionKeywords: ["function"], typeKeywords: ["class", "interface", "trait", "enum"],
        memberAccessors: ["->"], variablesInStrings: true,
        lineRules: [.init("<?php", .attribute, wholeLine: false), .init("?>", .attribute, wholeLine: false)])

    static let javaScriptKeywords = [
        "async", "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete",
        "do", "else", "export", "extends", "finally", "for", "from", "function", "if", "import", "in", "instanceof",
        "let", "new", "of", "return", "static", "super", "switch", "this", "throw", "try", "typeof", "var", "void",
        "while", "with", "yield", "true", "false", "null", "undefined", "NaN", "Infinity", "get", "set",
    ]
    static let javaScriptTypes = [
        "Array", "Boolean", "Date", "Error", "Function", "JSON", "Map", "Math", "Number", "Object", "Promise",
        "RegExp", "Set", "String", "Symbol", "WeakMap", "console", "document", "window", "globalThis",
        "parseInt", "parseFloat", "isNaN", "require", "module", "exports", "setTimeout", "clearTimeout",
    ]
    static let javaScriptStrings = [S("`", interpolation: "${", multiline: true), S("\""), S("'")]

    static let javaScript = LanguageDefinition(
        keywords: javaScriptKeywords, types: javaScriptTypes,
        lineComments: ["//"], blockComments: [.init(open: "/*", close: "*/")], strings: javaScriptStrings,
        identifierExtras: "$", functionKeywords: ["function"], typeKeywords: ["class"])

    static let typeScript = LanguageDefinition(
        keywords: javaScriptKeywords
            + [
                "abstract", "as", "declare", "enum", "implements", "interface", "keyof", "namespace", "private",
                "protected", "public", "readonly", "type", "is", "infer", "satisfies", "override", "constructor",
            ].filter { $0 != "get" && $0 != "set" },
        types: javaScriptTypes + [
            "any", "boolean", "never", "number", "object", "string", "symbol", "unknown", "bigint",
        ],
        lineComments: ["//"], blockComments: [.init(open: "/*", close: "*/")], strings: javaScriptStrings,
        identifierExtras: "$", operators: "+-*/%=<>!&|^~?:", punctuation: "()[]{},;.",
        attributePrefix: UInt8(ascii: "@"), typeKeywords: ["class", "interface", "type", "enum"])

    static let lua = LanguageDefinition(
        keywords: [
            "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local",
            "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
        ],
        types: [
            "assert", "error", "ipairs", "next", "pairs", "pcall", "print", "require", "select", "setmetatable",
            "getmetatable", "tonumber", "tostring", "type", "unpack", "xpcall", "string", "table", "math", "io",
            "os", "coroutine",
        ],
        lineComments: ["--"], blockComments: [.init(open: "--[[", close: "]]")],
        strings: [S("[[", "]]", escape: nil, multiline: true), S("\""), S("'")],
        functionKeywords: ["function"], namesKind: .variable, memberAccessors: ["."], memberKind: .plain,
        callsAreFunctions: true)

    static let haskell = LanguageDefinition(
        keywords: [
            "case", "class", "data", "default", "deriving", "do", "else", "family", "if", "import", "in", "infix",
            "infixl", "infixr", "instance", "let", "module", "newtype", "of", "qualified", "then", "type", "where",
            "forall", "as", "hiding", "::", "=", "<-", "->", "=>", "|", "\\", "@", "~",
        ],
        types: [],
        lineComments: ["--"], blockComments: [.init(open: "{-", close: "-}", nests: true)],
        strings: [S("\""), S("'", maxLength: 8)],
        identifierExtras: "'", operators: "+-*/%=<>!&|^~?.:$#@\\", punctuation: "()[]{},;`",
        lineStartNamesKind: .function, capitalizedAreTypes: true)

    static let shellKeywords = [
        "if", "then", "else", "elif", "fi", "case", "esac", "for", "while", "until", "do", "done", "in",
        "function", "select", "time", "return", "break", "continue",
    ]
    static let shellBuiltins = [
        "local", "export", "readonly", "declare", "unset", "shift", "exit", "source", "alias", "set", "cd", "echo",
        "printf", "read", "eval", "exec", "test", "trap", "wait", "true", "false", "pwd", "kill", "umask", "type",
        "getopts", "let",
    ]

    static let shell = LanguageDefinition(
        keywords: shellKeywords, types: shellBuiltins,
        lineComments: ["#"], lineCommentNeedsSpace: true,
        strings: [S("\"", interpolation: "$(", multiline: true), S("'", escape: nil, multiline: true)],
        identifierExtras: "-./", operators: "=<>!&|[]{}()", punctuation: ";", variablePrefixes: "$",
        variablesInStrings: true, commandSubstitution: true, keyRules: [.init("=", .variable)])

    /// A terminal session: commands after a prompt read as shell, output plain.
    static let console: LanguageDefinition = {
        var definition = shell
        definition.session = true
        return definition
    }()

    static let powerShell = LanguageDefinition(
        keywords: [
            "begin", "break", "catch", "class", "continue", "data", "do", "dynamicparam", "else", "elseif", "end",
            "finally", "for", "foreach", "from", "function", "if", "in", "param", "process",
            "return", "throw", "trap", "try", "until", "using", "while", "-eq", "-ne", "-gt", "-ge",
            "-lt", "-le", "-like", "-notlike", "-match", "-notmatch", "-and", "-or", "-not", "-contains",
        ],
        caseInsensitive: true,
        lineComments: ["#"], blockComments: [.init(open: "<#", close: "#>")],
        strings: [
            S("@\"", "\"@", escape: UInt8(ascii: "`"), interpolation: "$(", multiline: true),
            S("@'", "'@", escape: nil, multiline: true),
            S("\"", escape: UInt8(ascii: "`"), interpolation: "$(", multiline: true),
            S("'", escape: nil, multiline: true),
        ],
        identifierExtras: "-", operators: "<>!+/%", punctuation: "()[]{},;.:=*|", variablePrefixes: "$",
        attributePrefix: nil, hyphenatedNamesKind: .type, wordPrefixes: "-")

    static let sql = LanguageDefinition(
        keywords: [
            "add", "all", "alter", "and", "any", "as", "asc", "begin", "between", "by", "case", "cascade", "check",
            "column", "commit", "constraint", "create", "cross", "database", "default", "delete", "desc",
            "distinct", "drop", "else", "end", "exists", "foreign", "from", "full", "group", "having", "if", "in",
            "index", "inner", "insert", "into", "is", "join", "key", "left", "like", "limit", "not", "null", "offset",
            "on", "or", "order", "outer", "primary", "references", "replace", "returning", "right", "rollback",
            "select", "set", "table", "then", "transaction", "union", "unique", "update", "using", "values", "view",
            "when", "where", "with", "true", "false", "count", "sum", "avg", "min", "max", "over", "partition",
            "autoincrement", "trigger", "each", "row", "for",
        ],
        types: [
            "int", "integer", "bigint", "smallint", "text", "varchar", "char", "boolean", "date", "timestamp",
            "real", "numeric", "decimal", "float", "double", "blob", "serial", "uuid", "json", "jsonb",
        ],
        caseInsensitive: true,
        lineComments: ["--"], blockComments: [.init(open: "/*", close: "*/")],
        strings: [S("'", escape: nil, multiline: true), S("\"", escape: nil, kind: .plain)],
        operators: "+-*/%=<>!|")
}
