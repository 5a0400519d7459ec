import Foundation
import PackagePlugin

/// Runs `EmbedTemplates` over the package's `Templates/` folder before the library compiles, so the built-in theme
/// is always the one in `Templates/`.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: templates.path)
            .filter { !$0.hasPrefix(".") }
            .sorted()
        let inputs = names.map { templates.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding Templates/ into the Foldmark library",
                executable: try context.tool(named: "EmbedTemplates").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
