/// Numbers, variables (`$name`, `${name}`, `$(command)`), bracket attributes and style-sheet tokens.
extension Lexer {
    mutating func number(into writer: inout HighlightWriter) {
        let start = index
        let hex =
            bytes[start] == UInt8(ascii: "0") && start + 1 < bytes.count && bytes[start + 1] | 0x20 == UInt8(ascii: "x")
        if definition.styleSheet {
            // `1.5rem`: the number, then its unit as a type.
            while index < bytes.count, isDigit(at: index) || bytes[index] == UInt8(ascii: ".") { index += 1 }
            writer.emit(.number, start..<index)
            let unit = index
            while index < bytes.count, isIdentifier(at: index) || bytes[index] == UInt8(ascii: "%") { index += 1 }
            writer.emit(.type, unit..<index)
            return
        }
        while index < bytes.count {
            let byte = bytes[index]
            if isIdentifier(at: index) && byte < 0x80 {
                index += 1
            } else if byte == UInt8(ascii: "."), isDigit(at: index + 1) {
                index += 1
            } else if !hex, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                bytes[index - 1] | 0x20 == UInt8(ascii: "e"),
                isDigit(at: index + 1)
            {
                index += 1
            } else {
                break
            }
        }
        writer.emit(.number, start..<index)
        defining = nil
    }

    mutating func variable(into writer: inout HighlightWriter, inString: Bool = false) -> Bool {
        let start = index
        guard start + 1 < bytes.count else { return false }
        let next = bytes[start + 1]
        if next == UInt8(ascii: "("), definition.commandSubstitution, !inString {
            index = start + 2
            var depth = 0
            if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                index += 1
                depth = 1
            }
            writer.emit(.keyword, start..<index)
            if stack.count >= Self.maximumNesting { stack.removeAll() }
            stack.append(
                .interpolation(open: UInt8(ascii: "("), close: UInt8(ascii: ")"), depth: depth, kind: .keyword))
            return true
        }
        if isIdentifierStart(at: start + 1) {
            // A variable's name is letters, digits and `_` only: `$dir/file` is `$dir` then text.
            index = start + 2
            while index < bytes.count, isIdentifier(at: index), bytes[index] >= 0x80 || isWordByte(bytes[index]) {
                index += 1
            }
        } else if next == UInt8(ascii: "{") || (next == UInt8(ascii: "(") && !inString) {
            let close = next == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: ")")
            var end = start + 2
            while end < bytes.count, bytes[end] != close, bytes[end] != UInt8(ascii: "\n"), end - start < 256 {
                end += 1
            }
            guard end < bytes.count, bytes[end] == close else { return false }
            index = end + 1
        } else if isDigit(at: start + 1) || "@?#$!*".utf8.contains(next) {
            index = start + 2
        } else {
            return false
        }
        writer.emit(.variable, start..<index)
        return true
    }

    /// Rust's `#[derive(Debug)]` and `#![allow(…)]`, to the matching `]` on the same line.
    mutating func bracketAttribute(into writer: inout HighlightWriter) -> Bool {
        let start = index
        var position = start + 1
        if position < bytes.count, bytes[position] == UInt8(ascii: "!") { position += 1 }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else { return false }
        var depth = 0
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
            if bytes[position] == UInt8(ascii: "[") { depth += 1 }
            if bytes[position] == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 {
                    position += 1
                    break
                }
            }
            position += 1
        }
        index = position
        writer.emit(.attribute, start..<index)
        return true
    }

    /// CSS: `#fff` colours are numbers; `@media` is a keyword.
    mutating func styleSheetToken(_ byte: UInt8, into writer: inout HighlightWriter) -> Bool {
        let start = index
        if byte == UInt8(ascii: "#"), braceDepth > 0 {
            index += 1
            while index < bytes.count, isHex(bytes[index]) { index += 1 }
            writer.emit(.number, start..<index)
            return true
        }
        if byte == UInt8(ascii: "@"), isIdentifierStart(at: start + 1) {
            index += 1
            while index < bytes.count, isIdentifier(at: index) { index += 1 }
            writer.emit(.keyword, start..<index)
            return true
        }
        return false
    }
}
