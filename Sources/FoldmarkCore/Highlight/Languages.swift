/// The languages Foldmark highlights, and the names an info string may use for each.
enum Languages {
    /// Info-string names (lowercase) to definitions. The first word of an info string, lowercased, is looked up here.
    static let aliases: [String: String] = {
        let groups: [String: [String]] = [
            "swift": ["swift"],
            "rust": ["rust", "rs"],
            "c": ["c", "h"],
            "cpp": ["cpp", "c++", "cc", "cxx", "hpp", "hh", "hxx"],
            "objc": ["objc", "objective-c", "objectivec", "obj-c", "m", "mm", "objective-c++"],
            "go": ["go", "golang"],
            "java": ["java"],
            "kotlin": ["kotlin", "kt", "kts"],
            "csharp": ["csharp", "c#", "cs"],
            "python": ["python", "py", "python3", "py3", "pyi"],
            "ruby": ["ruby", "rb", "gemfile", "rake"],
            "php": ["php"],
            "javascript": ["javascript", "js", "jsx", "mjs", "cjs", "node"],
            "typescript": ["typescript", "ts", "tsx", "mts", "cts"],
            "json": ["json", "jsonc", "json5", "geojson"],
            "yaml": ["yaml", "yml"],
            "toml": ["toml"],
            "html": ["html", "htm", "xhtml", "vue", "svelte"],
            "xml": ["xml", "svg", "plist", "xsd", "xsl", "rss", "atom"],
            "css": ["css"],
            "sql": ["sql", "postgresql", "postgres", "mysql", "sqlite", "plsql"],
            "shell": ["sh", "bash", "shell", "zsh", "ksh"],
            "console": ["console", "shell-session", "shellsession", "sh-session", "terminal"],
            "powershell": ["powershell", "ps1", "pwsh", "ps", "psm1"],
            "dockerfile": ["dockerfile", "docker", "containerfile"],
            "makefile": ["makefile", "make", "mk", "mf"],
            "diff": ["diff", "patch", "udiff"],
            "markdown": ["markdown", "md", "mkd"],
            "ini": ["ini", "cfg", "conf", "editorconfig", "gitconfig", "properties", "desktop"],
            "lua": ["lua"],
            "haskell": ["haskell", "hs"],
        ]
        var table: [String: String] = [:]
        for (language, names) in groups {
            for name in names { table[name] = language }
        }
        return table
    }()

    /// The definitions by canonical name.
    static let definitions: [String: LanguageDefinition] = [
        "swift": swift, "rust": rust, "c": c, "cpp": cpp, "objc": objectiveC, "go": go, "java": java,
        "kotlin": kotlin, "csharp": csharp, "python": python, "ruby": ruby, "php": php, "javascript": javaScript,
        "typescript": typeScript, "json": json, "yaml": yaml, "toml": toml, "html": html, "xml": xml, "css": css,
        "sql": sql, "shell": shell, "console": console, "powershell": powerShell, "dockerfile": dockerfile,
        "makefile": makefile,
        "diff": diff, "markdown": markdown, "ini": ini, "lua": lua, "haskell": haskell,
    ]

    private static let compiled: [String: CompiledLanguage] = definitions.mapValues(CompiledLanguage.init)

    /// The compiled language of each alias: one lookup per code block.
    private static let byAlias: [String: CompiledLanguage] = aliases.mapValues { compiled[$0]! }

    /// The compiled language an info-string name stands for, or `nil` when Foldmark does not know it.
    static func language(named name: some StringProtocol) -> CompiledLanguage? {
        guard name.utf8.count <= 32 else { return nil }
        // Most info strings are lowercase already: no new string for them.
        if !name.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") || $0 >= 0x80 }) {
            return byAlias[String(name)]
        }
        return byAlias[name.lowercased()]
    }
}
