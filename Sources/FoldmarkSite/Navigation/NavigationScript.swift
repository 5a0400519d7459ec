import FoldmarkCore

/// The site's whole navigation as one script, written once per site (`assets/nav.<hash>.js`) and loaded by every
/// page with a plain `<script src>`, so that it works from `file://` too; `foldmark.js` builds the sidebar's tree
/// from it. Each page carries only where the site's root is and which item it is, so pages do not grow with the
/// site.
///
/// The script sets `window.foldmarkNav` to `{"version":1,"index":…,"items":[…]}`. Items are in reading order, the
/// root first, one per line: `[depth, kind, title, path]`, where kind is 0 page, 1 folder, 2 part, 3 separator,
/// 4 external link, 5 draft (or an external link that is not linked). A separator has neither title nor path, a
/// part or draft no path. A path is percent-encoded and relative to the folder of the closest ancestor that has a
/// path, or from the site's root when it starts with `/`; a path that is empty or ends in `/` stands for that
/// folder's `index` (`index.html`, or "" when links name folders: a base URL with pretty URLs). An external link's
/// path is its URL. Titles and paths are JSON strings with `<`, U+2028 and U+2029 escaped too, so the file can be
/// inlined in a `<script>` element as well.
struct NavigationScript: Sendable {
    /// The script's text.
    let text: String
    /// Where it is written, relative to the output folder; named after its content.
    let path: String
    /// The navigation read for the script and the sidebars.
    let outline: NavigationOutline

    enum Kind: Int {
        case page = 0
        case folder, part, separator, external, draft
    }

    init(navigation: SiteNavigation, routes: SiteRoutes, allowUnsafeURLs: Bool = false) {
        self.init(outline: NavigationOutline(navigation, allowUnsafeURLs: allowUnsafeURLs), routes: routes)
    }

    init(outline: NavigationOutline, routes: SiteRoutes) {
        let dropsIndex = routes.baseURL != nil && routes.prettyURLs
        // One row per item, appended piece by piece (see HTMLBuffer): a script of thousands of rows is built on the
        // build's one-thread path.
        var text = HTMLBuffer(capacity: outline.order.count * 64 + 256)
        text.append("// The site's navigation, for foldmark.js. Written by Foldmark.\n")
        text.append("window.foldmarkNav={\"version\":1,\"index\":")
        text.append(dropsIndex ? "\"\"" : "\"index.html\"")
        text.append(",\"items\":[\n")
        // The folder each item's children's paths are relative to.
        var bases = Array(repeating: Substring(""), count: outline.items.count)
        for (position, item) in outline.order.enumerated() {
            let entry = outline.items[item]
            let parentBase = entry.parent.map { bases[$0] } ?? ""
            bases[item] = parentBase
            text.append("[")
            text.append(outline.depth[item])
            text.append(",")
            switch entry.kind {
            case .page, .folder:
                guard NavigationOutline.isLinked(entry) else {
                    text.append(Kind.draft.rawValue)
                    Self.appendField(entry.title, to: &text)
                    break
                }
                let path = outline.encodedPaths[item]
                bases[item] = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[...$0] } ?? ""
                var shown =
                    path.utf8.starts(with: parentBase.utf8)
                    ? String(decoding: path.utf8.dropFirst(parentBase.utf8.count), as: UTF8.self) : "/" + path
                if shown == "index.html" || shown.hasSuffix("/index.html") { shown.removeLast(10) }
                text.append((entry.kind == .folder ? Kind.folder : Kind.page).rawValue)
                Self.appendField(entry.title, to: &text)
                Self.appendField(shown, to: &text)
            case .part:
                text.append(Kind.part.rawValue)
                Self.appendField(entry.title, to: &text)
            case .separator:
                text.append(Kind.separator.rawValue)
            case .external:
                if let url = outline.externalURLs[item] {
                    text.append(Kind.external.rawValue)
                    Self.appendField(entry.title, to: &text)
                    Self.appendField(url, to: &text)
                } else {
                    text.append(Kind.draft.rawValue)
                    Self.appendField(entry.title, to: &text)
                }
            case .draft:
                text.append(Kind.draft.rawValue)
                Self.appendField(entry.title, to: &text)
            }
            text.append(position + 1 < outline.order.count ? "],\n" : "]\n")
        }
        text.append("]};\n")
        let script = text.string()
        self.text = script
        self.path = "assets/nav.\(ContentHash.hex(script).prefix(10)).js"
        self.outline = outline
    }

    /// Appends `,` and `value` as a JSON string (see ``jsonString(_:)``) to a row of the script.
    private static func appendField(_ value: String, to text: inout HTMLBuffer) {
        if needsEscape(value) {
            text.append(",")
            text.append(html: jsonString(value))
        } else {
            // Most titles and paths: the text itself between quotes, with no string made for them.
            text.append(",\"")
            text.append(html: value)
            text.append("\"")
        }
    }

    /// Whether some byte of `text` needs an escape in ``jsonString(_:)``: a control character, `"`, `\`, `<`,
    /// `>`, or U+2028 or U+2029 (E2 80 A8 and E2 80 A9; other characters that start with E2, such as the en dash
    /// in many titles, need none).
    static func needsEscape(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for index in bytes.indices {
                let byte = bytes[index]
                if byte < 0x80 {
                    if byte < 0x20 || byte == 0x7F || Self.escapedASCII[Int(byte)] { return true }
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                    bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                {
                    return true
                }
            }
            return false
        }
    }

    /// `text` as a JSON string that is also safe inside an HTML `<script>` element: `"`, `\`, control characters,
    /// `<` (so no `</script>` or `<!--`), U+2028 and U+2029 (line breaks to older JavaScript) are escaped.
    static func jsonString(_ text: String) -> String {
        // Most titles and paths need no escape at all.
        if !needsEscape(text) { return "\"" + text + "\"" }
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(text.utf8.count + 2)
        let hex = Array("0123456789abcdef".utf8)
        var utf8 = Array(text.utf8)
        utf8.append(0)  // a sentinel, so a look-ahead never runs off the end
        var index = 0
        while index < utf8.count - 1 {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"):
                bytes += Array("\\n".utf8)
            case UInt8(ascii: "\t"):
                bytes += Array("\\t".utf8)
            case 0..<0x20, 0x7F, UInt8(ascii: "<"), UInt8(ascii: ">"):
                bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            case 0xE2 where utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR: E2 80 A8 and E2 80 A9.
                bytes += Array("\\u202".utf8) + [utf8[index + 2] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9")]
                index += 2
            default:
                bytes.append(byte)
            }
            index += 1
        }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The ASCII bytes other than controls that ``jsonString(_:)`` escapes: `"`, `\`, `<` and `>`.
    private static let escapedASCII: [Bool] = (0..<128).map { "\"\\<>".utf8.contains(UInt8($0)) }
}
