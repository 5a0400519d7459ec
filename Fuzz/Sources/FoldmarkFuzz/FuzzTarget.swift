import Foundation
import Foldmark

/// One input through everything Foldmark does with Markdown, using only the library's public API: the section
/// tree, the fragment, the report page, the outline as JSON, and a site build (front matter, link rewriting,
/// page layout, sidebar, sitemap). Traps on any broken invariant; see README.md.
@_cdecl("LLVMFuzzerTestOneInput")
public func foldmarkFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    FuzzTarget(bytes: bytes).run()
    return 0
}

struct FuzzTarget {
    let bytes: [UInt8]
    let workspace = FuzzWorkspace.shared

    /// The fold policy, chosen by the first byte so that the fuzzer explores the policies too.
    var policy: FoldPolicy {
        switch (bytes.first ?? 0) % 3 {
        case 0: FoldPolicy()
        case 1: FoldPolicy(foldLevels: 1...6, openLevel: 0)
        default: FoldPolicy(foldLevels: 3...4, openLevel: 6)
        }
    }

    func run() {
        let timing = ProcessInfo.processInfo.environment["FUZZ_TIMING"] != nil
        var clock = Date()
        func lap(_ what: String) {
            if timing {
                FileHandle.standardError.write(
                    Data("\(what): \(Int(Date().timeIntervalSince(clock) * 1000)) ms\n".utf8))
            }
            clock = Date()
        }
        _ = workspace
        lap("workspace")
        let source = SourceText(bytes: bytes, path: "fuzz.md")
        let document = Document.parse(source)
        lap("parse")
        checkTree(document)
        checkFragment(document)
        lap("fragment")
        checkReport(source)
        lap("report")
        checkOutline(document)
        lap("outline")
        checkSite()
        lap("site")
        checkInputAsTemplate()
        lap("template")
    }

    /// Section ids are unique, and every section is at a deeper level than its parent.
    func checkTree(_ document: Document) {
        var ids: Set<String> = []
        for section in document.allSections {
            require(ids.insert(section.id).inserted, "duplicate section id \(section.id)")
            require((1...6).contains(section.level), "level \(section.level)")
            for child in section.children { require(child.level > section.level, "child not deeper than its parent") }
        }
    }

    /// The fragment is well formed, safe, and the same through the compiled writers and through Mustache.
    func checkFragment(_ document: Document) {
        let builtIn = render { try HTMLRenderer(theme: .builtIn, policy: policy).renderFragment(document) }
        let mustache = render { try HTMLRenderer(theme: workspace.theme, policy: policy).renderFragment(document) }
        require(builtIn == mustache, "the template override renders the fragment differently")
        HTMLInvariants(what: "fragment").check(builtIn)
    }

    /// The report page is the same through both paths and contains the fragment.
    func checkReport(_ source: SourceText) {
        func report(_ theme: Theme) -> String {
            render {
                try ReportBuilder.build(
                    source, fallbackTitle: "fuzz", baseDirectory: workspace.root,
                    options: ReportOptions(policy: policy, theme: theme)
                ).html
            }
        }
        let builtIn = report(.builtIn)
        require(builtIn == report(workspace.theme), "the template override renders the report differently")
        HTMLInvariants(what: "report").check(builtIn)
    }

    /// The outline encodes to JSON that parses, with the tree's ids in order.
    func checkOutline(_ document: Document) {
        let outline = OutlineSummary(document, policy: policy)
        let json: Data
        do {
            json = try JSONEncoder().encode(outline)
            _ = try JSONSerialization.jsonObject(with: json)
        } catch {
            fatalError("outline JSON: \(error)")
        }
        func ids(_ entries: [OutlineSummary.Entry]) -> [String] { entries.flatMap { [$0.id] + ids($0.children) } }
        require(ids(outline.sections) == document.allSections.map(\.id), "outline ids differ from the tree's")
    }

    /// The site builds the same with the built-in theme and with the override; every page is well formed, safe
    /// and valid UTF-8.
    func checkSite() {
        workspace.writeHomePage(bytes)
        func build(_ templates: String?, into output: String) -> Result<[String: [UInt8]], FoldmarkError> {
            var options = SiteBuildOptions(
                siteFolder: workspace.site, output: output, templates: templates, concurrency: 1)
            options.force = true
            do {
                _ = try SiteBuilder.build(options)
                return .success(workspace.files(under: output))
            } catch let error as FoldmarkError {
                return .failure(error)
            } catch {
                fatalError("site build threw \(type(of: error)), not a FoldmarkError: \(error)")
            }
        }
        let builtIn = build(nil, into: workspace.root + "/out-built-in")
        let mustache = build(workspace.templates, into: workspace.root + "/out-templates")
        switch (builtIn, mustache) {
        case (.success(let files), .success(let other)):
            require(files == other, "the template override builds a different site")
            for (path, content) in files.sorted(by: { $0.key < $1.key }) {
                guard let text = String(bytes: content, encoding: .utf8) else {
                    fatalError("\(path) is not valid UTF-8")
                }
                if path.hasSuffix(".html") { HTMLInvariants(what: path).check(text) }
            }
        case (.failure(let error), .failure(let other)):
            require(error.description == other.description, "the two builds fail differently")
        default:
            fatalError("one build failed and the other did not")
        }
    }

    /// The input as a template of a theme: loading it either succeeds or fails with diagnostics that name the
    /// file, and rendering with it either succeeds or fails with a `FoldmarkError` (a recursion that never ends),
    /// never with a crash or a stack overflow. The document has one of everything, so that no list can multiply
    /// the work of nested sections.
    func checkInputAsTemplate() {
        let names = ["section", "document", "report", "extra"]
        let name = names[Int(bytes.last ?? 0) % names.count]
        let path = workspace.writeTemplate(bytes, named: name)
        let theme: Theme
        do {
            theme = try Theme.load(overridesIn: workspace.inputTemplates)
        } catch let error as FoldmarkError {
            require(!error.diagnostics.isEmpty, "a theme error without diagnostics")
            for diagnostic in error.diagnostics {
                require(diagnostic.severity == .error, "a theme error with a \(diagnostic.severity)")
                require(diagnostic.location.file == path, "a theme error about \(diagnostic.location), not \(path)")
            }
            return
        } catch {
            fatalError("Theme.load threw \(type(of: error)), not a FoldmarkError: \(error)")
        }
        let document = Document.parse(Self.oneOfEverything)
        let renderer = HTMLRenderer(theme: theme, policy: FoldPolicy(foldLevels: 2...6, openLevel: 2))
        for render in [{ try renderer.renderFragment(document) }, { try renderer.renderReport(document, title: "t") }] {
            do {
                _ = try render()
            } catch let error as FoldmarkError {
                require(error.diagnostics.map(\.code) == ["template-recursion"], "rendering failed: \(error)")
            } catch {
                fatalError("rendering threw \(type(of: error)), not a FoldmarkError: \(error)")
            }
        }
    }

    static let oneOfEverything = "pre\n\n# One\n\n## Two {#two .c k=v}\n\ntext[^n]\n\n### Three\n\n[^n]: note\n"

    /// Rendering with a valid theme never fails.
    private func render(_ body: () throws -> String) -> String {
        do {
            return try body()
        } catch {
            fatalError("rendering failed: \(error)")
        }
    }
}

/// Traps with `message` unless `condition` holds; unlike `precondition`, prints the message in release builds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
