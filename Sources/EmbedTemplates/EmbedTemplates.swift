import Foundation

/// Writes a Swift file that holds each given template file as a string literal, keyed by file name.
///
/// Usage: `EmbedTemplates OUTPUT.swift FILE...`
@main
struct EmbedTemplates {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
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
