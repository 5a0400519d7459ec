/// Markup (HTML, XML): tags, attributes, comments, entities; text between tags is plain.
extension Lexer {
    mutating func markup(into writer: inout HighlightWriter) {
        let start = index
        let byte = bytes[index]
        if inTag {
            if byte == UInt8(ascii: ">") || (byte == UInt8(ascii: "/") && matches([UInt8(ascii: ">")], at: index + 1))
                || (byte == UInt8(ascii: "?") && matches([UInt8(ascii: ">")], at: index + 1))
            {
                index += byte == UInt8(ascii: ">") ? 1 : 2
                inTag = false
                writer.emit(definition.tagDelimiterKind, start..<index)
            } else if byte == UInt8(ascii: "=") {
                index += 1
                writer.emit(definition.attributeEqualsKind, start..<index)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var end = index + 1
                while end < bytes.count, bytes[end] != byte { end += 1 }
                index = min(end + 1, bytes.count)
                writer.emit(.string, start..<index)
            } else if isIdentifierStart(at: index) {
                while index < bytes.count, isIdentifier(at: index) { index += 1 }
                writer.emit(.attribute, start..<index)
            } else {
                index += 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                writer.emit(.plain, start..<index)
            }
            return
        }
        if byte == UInt8(ascii: "<") {
            if matches(Array("<!--".utf8), at: index) {
                var end = index + 4
                while end < bytes.count, !matches(Array("-->".utf8), at: end) { end += 1 }
                index = min(end + 3, bytes.count)
                writer.emit(.comment, start..<index)
                return
            }
            if matches([UInt8(ascii: "<"), UInt8(ascii: "!")], at: index)
                || matches([UInt8(ascii: "<"), UInt8(ascii: "?")], at: index)
            {
                var end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
                index = min(end + 1, bytes.count)
                writer.emit(.attribute, start..<index)
                return
            }
            var nameStart = index + 1
            if nameStart < bytes.count, bytes[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
            if isIdentifierStart(at: nameStart) {
                writer.emit(definition.tagDelimiterKind, start..<nameStart)
                index = nameStart
                while index < bytes.count, isIdentifier(at: index) { index += 1 }
                writer.emit(.keyword, nameStart..<index)
                inTag = true
                return
            }
        }
        if byte == UInt8(ascii: "&") {
            var end = index + 1
            while end < bytes.count, end - index < 32, isIdentifier(at: end) || bytes[end] == UInt8(ascii: "#") {
                end += 1
            }
            if end < bytes.count, end > index + 1, bytes[end] == UInt8(ascii: ";") {
                index = end + 1
                writer.emit(.escape, start..<index)
                return
            }
        }
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&"),
            bytes[index] != UInt8(ascii: "\n")
        {
            index += 1
        }
        writer.emit(.plain, start..<index)
    }
}
