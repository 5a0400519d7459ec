import Foundation
import Foldmark

/// The folders one fuzzing process works in, made once: a site whose home page is each input, beside a page it
/// can link to, and a theme override whose templates are the built-in ones with a comment added, so that they
/// render through Mustache instead of Foldmark's compiled writers, and must give the same bytes.
struct FuzzWorkspace {
    let root: String
    let site: String
    let templates: String
    /// The folder that holds the input when it is tried as a template.
    let inputTemplates: String
    let theme: Theme

    static let shared = FuzzWorkspace()

    private init() {
        root = NSTemporaryDirectory() + "foldmark-fuzz-\(getpid())"
        site = root + "/site"
        templates = root + "/templates"
        inputTemplates = root + "/input-templates"
        let manager = FileManager.default
        try? manager.removeItem(atPath: root)
        do {
            try manager.createDirectory(atPath: site + "/Content/guide", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: templates, withIntermediateDirectories: true)
            try manager.createDirectory(atPath: inputTemplates, withIntermediateDirectories: true)
            try Self.otherPage.write(toFile: site + "/Content/guide/other.md", atomically: true, encoding: .utf8)
            for name in Theme.builtInFileNames where name.hasSuffix(".mustache") {
                let text = (Theme.builtIn.file(named: name) ?? "") + "{{! the same template, drawn by Mustache }}"
                try text.write(toFile: templates + "/" + name, atomically: true, encoding: .utf8)
            }
            theme = try Theme.load(overridesIn: templates)
        } catch {
            fatalError("cannot set up the fuzzing folders in \(root): \(error)")
        }
    }

    /// The page the input can link to (`guide/other.md#part`, `guide/other.md`, `guide/`).
    static let otherPage = """
        ---
        title: Other page
        ---
        # Other

        ## Part

        Back to [home](../index.md#top).

        """

    /// Writes `bytes` as the home page.
    func writeHomePage(_ bytes: [UInt8]) {
        guard FileManager.default.createFile(atPath: site + "/Content/index.md", contents: Data(bytes)) else {
            fatalError("cannot write \(site)/Content/index.md")
        }
    }

    /// Makes `bytes` the only template in ``inputTemplates``, as `NAME.mustache`; returns its path.
    func writeTemplate(_ bytes: [UInt8], named name: String) -> String {
        let manager = FileManager.default
        for old in (try? manager.contentsOfDirectory(atPath: inputTemplates)) ?? [] {
            try? manager.removeItem(atPath: inputTemplates + "/" + old)
        }
        let path = inputTemplates + "/" + name + ".mustache"
        guard manager.createFile(atPath: path, contents: Data(bytes)) else { fatalError("cannot write \(path)") }
        return path
    }

    /// Every file under `folder`, by relative path, except the build's own bookkeeping.
    func files(under folder: String) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            let full = folder + "/" + path
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            guard !path.hasPrefix(".") else { continue }
            result[path] = FileManager.default.contents(atPath: full).map { [UInt8]($0) } ?? []
        }
        return result
    }
}
