import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Every token colour of the built-in theme meets WCAG AA (4.5:1) against the background it is drawn on, in light
/// and in dark.
@Suite struct HighlightContrastTests {
    /// The `--fm-…: #rrggbb;` custom properties of the first `:root { … }` block after `marker`.
    private func colours(after marker: String) throws -> [String: String] {
        let css = try #require(Theme.builtIn.file(named: "foldmark.css"))
        let start = try #require(css.range(of: marker))
        let block = css[start.upperBound...].prefix { $0 != "}" }
        var colours: [String: String] = [:]
        for line in block.split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].hasPrefix("--fm-") else { continue }
            let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
            if value.hasPrefix("#"), value.count == 7 { colours[String(parts[0])] = value }
        }
        return colours
    }

    private func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16)!
        func channel(_ shift: Int) -> Double {
            let c = Double((value >> shift) & 0xFF) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    private func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test(arguments: [":root {", "@media (prefers-color-scheme: dark) {\n  :root {"])
    func tokenColoursMeetAA(scheme: String) throws {
        let light = try colours(after: ":root {")
        var theme = light
        if scheme != ":root {" { theme.merge(try colours(after: scheme)) { $1 } }
        let tokens = [
            "keyword", "type", "function", "string", "escape", "number", "comment", "operator", "punctuation",
            "attribute", "variable",
        ]
        let surface = try #require(theme["--fm-surface"])
        let mark = try #require(theme["--fm-hl-mark"])
        for token in tokens {
            let colour = try #require(theme["--fm-hl-\(token)"], "no colour for \(token)")
            #expect(contrast(colour, surface) >= 4.5, "\(token) \(colour) on \(surface): \(contrast(colour, surface))")
            #expect(contrast(colour, mark) >= 4.5, "\(token) \(colour) on mark \(mark): \(contrast(colour, mark))")
        }
        for pair in ["inserted", "deleted"] {
            let colour = try #require(theme["--fm-hl-\(pair)"])
            let background = try #require(theme["--fm-hl-\(pair)-background"])
            #expect(contrast(colour, background) >= 4.5, "\(pair): \(contrast(colour, background))")
        }
        // Plain code text on a marked line.
        #expect(contrast(try #require(theme["--fm-text"]), mark) >= 4.5)
    }

    @Test func everyTokenClassHasARule() throws {
        let css = try #require(Theme.builtIn.file(named: "foldmark.css"))
        for kind in TokenKind.allCases {
            guard let name = kind.className else { continue }
            #expect(css.contains(".\(name) {"), "no rule for .\(name)")
        }
    }
}
