/// Checks HTML that Foldmark wrote in safe mode, and traps on the first broken promise:
/// `<details>` and `<summary>` balanced and nested properly, every `id` unique, no event-handler attribute
/// (`on…=`) and no `javascript:` or `vbscript:` URL in `href` or `src`.
///
/// A small tokenizer of tags and attributes, enough for what Foldmark and cmark-gfm write: it reads quoted and
/// unquoted attribute values as a browser does, decodes character references in them before looking at URLs,
/// and skips comments and the contents of `<script>` and `<style>`.
struct HTMLInvariants {
    /// What the HTML is, for the trap's message.
    let what: String

    func check(_ html: String) {
        let bytes = Array(html.utf8)
        var open: [String] = []
        var ids: Set<String> = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if Self.has(bytes, "<!--", at: index) {
                guard let end = Self.find(bytes, "-->", from: index + 4) else { fail("unclosed comment") }
                index = end + 3
                continue
            }
            let closing = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
            var position = index + (closing ? 2 : 1)
            let nameStart = position
            while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
            let name = String(decoding: bytes[nameStart..<position], as: UTF8.self).lowercased()
            guard !name.isEmpty, name.first!.isLetter else {
                index += 1
                continue
            }
            if closing {
                if name == "details" || name == "summary" {
                    guard open.last == name else {
                        fail("</\(name)> closes \(open.last.map { "<\($0)>" } ?? "nothing")")
                    }
                    open.removeLast()
                }
                guard let end = Self.find(bytes, ">", from: position) else { fail("unclosed end tag </\(name)") }
                index = end + 1
                continue
            }
            position = readAttributes(bytes, from: position, ids: &ids)
            if name == "details" { open.append(name) }
            if name == "summary" {
                guard open.last == "details" else { fail("<summary> outside <details>") }
                open.append(name)
            }
            index = position
            if name == "script" || name == "style" {
                guard let end = Self.findIgnoringCase(bytes, "</\(name)", from: index) else {
                    fail("unclosed <\(name)>")
                }
                index = end
            }
        }
        guard open.isEmpty else { fail("unclosed <\(open.joined(separator: "> <"))>") }
    }

    /// Reads the attributes of a start tag from `position` (just after its name) and returns the position after
    /// its `>`.
    private func readAttributes(_ bytes: [UInt8], from start: Int, ids: inout Set<String>) -> Int {
        var position = start
        while true {
            while position < bytes.count, Self.isSpace(bytes[position]) || bytes[position] == UInt8(ascii: "/") {
                position += 1
            }
            guard position < bytes.count else { fail("unclosed start tag") }
            if bytes[position] == UInt8(ascii: ">") { return position + 1 }
            let nameStart = position
            while position < bytes.count, !Self.isSpace(bytes[position]),
                ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[position])
            {
                position += 1
            }
            let name = String(decoding: bytes[nameStart..<position], as: UTF8.self).lowercased()
            var value: String?
            var lookahead = position
            while lookahead < bytes.count, Self.isSpace(bytes[lookahead]) { lookahead += 1 }
            if lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "=") {
                position = lookahead + 1
                while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
                guard position < bytes.count else { fail("unclosed start tag") }
                let quote = bytes[position]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    guard let end = bytes[(position + 1)...].firstIndex(of: quote) else {
                        fail("unclosed attribute value")
                    }
                    value = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
                    position = end + 1
                } else {
                    let valueStart = position
                    while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">") {
                        position += 1
                    }
                    value = String(decoding: bytes[valueStart..<position], as: UTF8.self)
                }
            }
            if name.hasPrefix("on") { fail("event-handler attribute \(name)=") }
            if name == "id", let value {
                guard ids.insert(value).inserted else { fail("duplicate id \"\(value)\"") }
            }
            if ["href", "src", "action", "formaction", "xlink:href"].contains(name), let value {
                let url = Self.urlAsBrowsersRead(Self.decodeReferences(value))
                if url.hasPrefix("javascript:") || url.hasPrefix("vbscript:") {
                    fail("script URL \(name)=\"\(value)\"")
                }
            }
        }
    }

    private func fail(_ message: String) -> Never {
        fatalError("\(what): \(message)")
    }

    /// Character references decoded as a browser decodes them in an attribute value (the ones that matter for a
    /// scheme: numeric ones and the five that escaping writes).
    static func decodeReferences(_ value: String) -> String {
        var result = ""
        var scalars = value.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "&" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            let body = String(String.UnicodeScalarView(scalars.prefix { $0 != ";" && $0 != "&" }.prefix(12)))
            let named = [
                "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "#39": "'", "apos": "'", "colon": ":", "tab": "\t",
                "newline": "\n",
            ]
            var decoded: String?
            if let text = named[body.lowercased()] {
                decoded = text
            } else if body.hasPrefix("#x") || body.hasPrefix("#X"), let code = UInt32(body.dropFirst(2), radix: 16) {
                decoded = Unicode.Scalar(code).map { String($0) }
            } else if body.hasPrefix("#"), let code = UInt32(body.dropFirst()) {
                decoded = Unicode.Scalar(code).map { String($0) }
            }
            if let decoded {
                result += decoded
                scalars = scalars.dropFirst(body.unicodeScalars.count)
                if scalars.first == ";" { scalars = scalars.dropFirst() }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The URL as a browser's URL parser reads its scheme: leading and trailing controls and spaces removed, tabs
    /// and line breaks removed everywhere, lower-cased.
    static func urlAsBrowsersRead(_ value: String) -> String {
        var scalars = value.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }[...]
        while let first = scalars.first, first.value <= 0x20 { scalars = scalars.dropFirst() }
        return String(String.UnicodeScalarView(scalars)).lowercased()
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "-")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func has(_ bytes: [UInt8], _ text: String, at index: Int) -> Bool {
        matches(bytes, Array(text.utf8), at: index, ignoringCase: false)
    }

    private static func find(_ bytes: [UInt8], _ text: String, from start: Int) -> Int? {
        first(Array(text.utf8), in: bytes, from: start, ignoringCase: false)
    }

    private static func findIgnoringCase(_ bytes: [UInt8], _ text: String, from start: Int) -> Int? {
        first(Array(text.lowercased().utf8), in: bytes, from: start, ignoringCase: true)
    }

    private static func first(_ pattern: [UInt8], in bytes: [UInt8], from start: Int, ignoringCase: Bool) -> Int? {
        var index = start
        while index + pattern.count <= bytes.count {
            if matches(bytes, pattern, at: index, ignoringCase: ignoringCase) { return index }
            index += 1
        }
        return nil
    }

    /// Whether `pattern` (lower-case when `ignoringCase`) is at `index`.
    private static func matches(_ bytes: [UInt8], _ pattern: [UInt8], at index: Int, ignoringCase: Bool) -> Bool {
        guard index >= 0, index + pattern.count <= bytes.count else { return false }
        var offset = 0
        while offset < pattern.count {
            var byte = bytes[index + offset]
            if ignoringCase, byte >= 0x41, byte <= 0x5A { byte |= 0x20 }
            if byte != pattern[offset] { return false }
            offset += 1
        }
        return true
    }
}
