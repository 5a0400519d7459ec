/// Definitions of the C family and its relatives: C, C++, Objective-C, C#, Java, Kotlin, Go, Swift, Rust.
extension Languages {
    typealias S = LanguageDefinition.StringForm

    static let cKeywords = [
        "auto", "break", "case", "const", "continue", "default", "do", "else", "enum", "extern", "for", "goto", "if",
        "inline", "register", "restrict", "return", "sizeof", "static", "struct", "switch", "typedef", "union",
        "volatile", "while", "NULL", "true", "false",
    ]
    static let cTypes = [
        "char", "double", "float", "int", "long", "short", "signed", "unsigned", "void", "bool", "size_t", "ssize_t",
        "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "uintptr_t",
        "ptrdiff_t", "FILE", "_Bool",
    ]
    static let cComments = (line: ["//"], block: [LanguageDefinition.BlockComment(open: "/*", close: "*/")])
    static let preprocessor = [LanguageDefinition.LineRule("#", .attribute, indented: true)]

    static let c = LanguageDefinition(
        keywords: cKeywords, types: cTypes, lineComments: cComments.line, blockComments: cComments.block,
        strings: [S("\""), S("'", maxLength: 12)], stringPrefixes: ["L", "u", "U", "u8"],
        declarationsAreFunctions: true, lineRules: preprocessor)

    static let cpp = LanguageDefinition(
        keywords: cKeywords + [
            "alignas", "alignof", "catch", "class", "concept", "constexpr", "consteval", "constinit", "const_cast",
            "co_await", "co_return", "co_yield", "decltype", "delete", "dynamic_cast", "explicit", "export",
            "friend", "mutable", "namespace", "new", "noexcept", "nullptr", "operator", "override", "final",
            "private", "protected", "public", "reinterpret_cast", "requires", "static_assert", "static_cast",
            "template", "this", "throw", "try", "typeid", "typename", "using", "virtual",
        ],
        types: cTypes + ["wchar_t", "char8_t", "char16_t", "char32_t"],
        lineComments: cComments.line, blockComments: cComments.block,
        strings: [S("\""), S("'", maxLength: 12)], stringPrefixes: ["L", "u", "U", "u8"],
        typeKeywords: ["class", "struct"], declarationsAreFunctions: true, lineRules: preprocessor)

    static let objectiveC = LanguageDefinition(
        keywords: cKeywords + [
            "@interface", "@implementation", "@end", "@property", "@synthesize", "@protocol", "@class", "@selector",
            "@import", "@autoreleasepool", "@try", "@catch", "@finally", "@throw", "@optional", "@required",
            "super", "nil", "Nil", "in", "nonatomic", "atomic", "strong", "weak", "copy",
            "assign", "readonly", "readwrite", "nullable", "nonnull", "instancetype", "__block", "NSString",
            "NSObject", "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSNumber",
            "NSError", "NSData", "NSURL", "NSSet",
        ],
        types: cTypes + ["id", "BOOL", "SEL", "IMP", "Class", "CGFloat", "self", "YES", "NO"],
        lineComments: cComments.line, blockComments: cComments.block,
        strings: [S("@\""), S("\""), S("'", maxLength: 12)],
        identifierExtras: "", punctuation: "()[]{},;:.", attributePrefix: nil,
        typeKeywords: ["@interface", "@implementation"],
        declarationsAreFunctions: true, wordPrefixes: "@", lineRules: preprocessor)

    static let csharp = LanguageDefinition(
        keywords: [
            "abstract", "as", "base", "break", "case", "catch", "checked", "class", "const", "continue", "default",
            "delegate", "do", "else", "enum", "event", "explicit", "extern", "false", "finally", "fixed", "for",
            "foreach", "goto", "if", "implicit", "in", "interface", "internal", "is", "lock", "namespace", "new",
            "null", "operator", "out", "override", "params", "private", "protected", "public", "readonly", "ref",
            "return", "sealed", "sizeof", "stackalloc", "static", "struct", "switch", "this", "throw", "true",
            "try", "typeof", "unchecked", "unsafe", "using", "virtual", "volatile", "while", "async", "await",
            "var", "get", "set", "init", "record", "yield", "where", "when", "nameof", "required",
        ],
        types: [
            "bool", "byte", "char", "decimal", "double", "dynamic", "float", "int", "long", "object", "sbyte",
            "short", "string", "uint", "ulong", "ushort", "void",
        ],
        lineComments: cComments.line, blockComments: cComments.block,
        strings: [
            S("@\"", "\"", escape: nil, multiline: true), S("$\"", "\"", interpolation: "{"), S("\""),
            S("'", maxLength: 12),
        ],
        typeKeywords: ["class", "struct", "interface", "enum", "record", "namespace"], declarationsAreFunctions: true,
        lineRules: [LanguageDefinition.LineRule("#", .attribute, indented: true)])

    static let java = LanguageDefinition(
        keywords: [
            "abstract", "assert", "break", "case", "catch", "class", "const", "continue", "default", "do", "else",
            "enum", "extends", "final", "finally", "for", "goto", "if", "implements", "import", "instanceof",
            "interface", "native", "new", "package", "private", "protected", "public", "return", "static",
            "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
            "volatile", "while", "true", "false", "null", "var", "record", "sealed", "permits", "yield",
        ],
        types: ["boolean", "byte", "char", "double", "float", "int", "long", "short", "void"],
        lineComments: cComments.line, blockComments: cComments.block,
        strings: [S("\"\"\"", multiline: true), S("\""), S("'", maxLength: 12)],
        attributePrefix: UInt8(ascii: "@"), typeKeywords: ["class", "interface", "enum", "record"],
        memberAccessors: ["."], declarationsAreFunctions: true)

    static let kotlin = LanguageDefinition(
        keywords: [
            "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
            "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "val",
            "var", "when", "while", "by", "catch", "constructor", "finally", "get", "import", "init", "set", "where",
            "abstract", "annotation", "companion", "data", "enum", "final", "infix", "inline", "inner", "internal",
            "lateinit", "open", "operator", "out", "override", "private", "protected", "public", "sealed",
            "suspend", "tailrec", "vararg", "reified", "crossinline", "noinline", "const",
        ],
        types: [
            "String", "Int", "Long", "Short", "Byte", "Double", "Float", "Boolean", "Char", "Unit", "Any", "Nothing",
            "Array", "List", "Map", "Set", "it",
        ],
        lineComments: cComments.line, blockComments: [.init(open: "/*", close: "*/", nests: true)],
        strings: [
            S("\"\"\"", escape: nil, interpolation: "${", multiline: true), S("\"", interpolation: "${"),
            S("'", maxLength: 12),
        ],
        variablePrefixes: "", attributePrefix: UInt8(ascii: "@"), functionKeywords: ["fun"],
        typeKeywords: ["class", "interface", "object"], variableKeywords: ["val", "var"], memberAccessors: ["."])

    static let go = LanguageDefinition(
        keywords: [
            "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for", "func",
            "go", "goto", "if", "import", "interface", "map", "package", "range", "return", "select", "struct",
            "switch", "type", "var", "true", "false", "nil", "iota",
        ],
        types: [
            "bool", "byte", "complex64", "complex128", "error", "float32", "float64", "int", "int8", "int16",
            "int32", "int64", "rune", "string", "uint", "uint8", "uint16", "uint32", "uint64", "uintptr", "any",
            "append", "cap", "close", "complex", "copy", "delete", "imag", "len", "make", "new", "panic", "print",
            "println", "real", "recover", "min", "max", "clear",
        ],
        lineComments: cComments.line, blockComments: cComments.block,
        strings: [S("`", escape: nil, multiline: true), S("\""), S("'", maxLength: 12)])

    static let swift = LanguageDefinition(
        keywords: [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
            "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
            "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
            "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
            "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "Self", "super", "throws",
            "true", "try", "async", "await", "some", "any", "mutating", "nonmutating", "override", "final",
            "lazy", "weak", "unowned", "convenience", "required", "indirect", "get", "set", "willSet", "didSet",
            "actor", "nonisolated", "isolated", "consuming", "borrowing", "sending", "package", "macro", "each",
            "print", "_",
        ],
        types: [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
            "Float", "Bool", "String", "Character", "Array", "Dictionary", "Set", "Optional", "Result", "Error",
            "Void", "Never", "AnyObject", "Substring", "Range", "ClosedRange", "Sequence", "Collection",
            "Hashable", "Equatable", "Comparable", "Codable", "Identifiable", "min", "max", "zip", "stride", "abs",
            "fatalError", "precondition", "assert",
        ],
        lineComments: cComments.line, blockComments: [.init(open: "/*", close: "*/", nests: true)],
        strings: [
            S("\"\"\"", interpolation: "\\(", multiline: true, hashes: true),
            S("\"", interpolation: "\\(", hashes: true),
        ],
        attributePrefix: UInt8(ascii: "@"), functionKeywords: ["func"],
        typeKeywords: ["class", "struct", "enum", "protocol", "extension", "actor", "typealias", "import"],
        variableKeywords: ["let", "var", "case"])

    static let rust = LanguageDefinition(
        keywords: [
            "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false",
            "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
            "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where", "while",
            "yield", "macro_rules",
        ],
        types: [
            "bool", "char", "f32", "f64", "i8", "i16", "i32", "i64", "i128", "isize", "str", "u8", "u16", "u32",
            "u64", "u128", "usize", "String", "Vec", "Option", "Result", "Box", "Rc", "Arc", "Some", "None", "Ok",
            "Err", "HashMap", "HashSet",
        ],
        lineComments: cComments.line, blockComments: [.init(open: "/*", close: "*/", nests: true)],
        strings: [S("\"", multiline: true, hashes: true), S("'", maxLength: 12)],
        stringPrefixes: ["b", "r", "br"], bracketAttributes: true, functionKeywords: ["fn"],
        typeKeywords: ["struct", "enum", "trait", "type"])
}
