import Foundation

/// Writes a Swift file that holds each given template file as a string literal, keyed by file name.
///
/// Usage: `EmbedTemplates OUTPUT.swift FILE...`
#if !FOLDMARK_FUZZ
@main
#endif
struct EmbedTemplates {
    static func main() throws {
        try run(CommandLine.arguments.dropFirst())
    }

    static func run(_ arguments: ArraySlice<String>) throws {
        guard let output = arguments.first else {
            FileHandle.standardError.write(Data("usage: EmbedTemplates OUTPUT.swift FILE...\n".utf8))
            exit(2)
        }
        var source = "// Generated from Templates/ by the EmbedTemplates build plugin. Do not edit.\n\n"
        source += "enum BuiltInTemplates {\n"
        source += "    /// The default theme's files, keyed by file name.\n"
        source += "    static let files: [String: String] = [\n"
        for path in arguments.dropFirst().sorted() {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let text = try String(contentsOfFile: path, encoding: .utf8)
            source += "        \(literal(name)): \(literal(text)),\n"
        }
        source += "    ]\n}\n"
        let data = Data(source.utf8)
        if FileManager.default.contents(atPath: output) != data {
            try data.write(to: URL(fileURLWithPath: output))
        }
    }

    /// A raw string literal whose delimiter cannot occur in `text`.
    static func literal(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
    }
}

#if FOLDMARK_FUZZ
// `scripts/fuzz` builds with `--sanitize=fuzzer`, which links libFuzzer, and libFuzzer's `main`, into every
// executable, this build tool too; a Swift `main` would be a duplicate symbol. Built with `-DFOLDMARK_FUZZ`, the
// tool has no `main` of its own: libFuzzer's calls `LLVMFuzzerInitialize` first, which does the work and exits
// before any fuzzing starts (`_exit`, so that no leak check runs at exit).
@_cdecl("LLVMFuzzerInitialize")
func embedTemplatesAsFuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    let arguments = (0..<Int(argc.pointee)).map { String(cString: argv.pointee![$0]!) }
    do {
        try EmbedTemplates.run(arguments.dropFirst())
    } catch {
        FileHandle.standardError.write(Data("EmbedTemplates: \(error)\n".utf8))
        _exit(1)
    }
    _exit(0)
}

@_cdecl("LLVMFuzzerTestOneInput")
func embedTemplatesFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }
#endif
