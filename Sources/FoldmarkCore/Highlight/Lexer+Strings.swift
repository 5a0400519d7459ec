/// Strings: openers with prefixes and `#` counts, escapes, interpolation and variables inside.
extension Lexer {
    /// Opens a string at `position` if one starts there; the run from `tokenStart` (a prefix such as `r`) to the
    /// end of the opener is written as part of it.
    mutating func string(tokenStart: Int, at position: Int, into writer: inout HighlightWriter) -> Bool {
        var hashCount = 0
        while position + hashCount < bytes.count, bytes[position + hashCount] == UInt8(ascii: "#") { hashCount += 1 }
        for (formIndex, form) in language.strings.enumerated() {
            let hashes = form.hashes ? hashCount : 0
            guard matches(form.open, at: position + hashes) else { continue }
            let bodyStart = position + hashes + form.open.count
            if let limit = form.maxLength, !closes(form, from: bodyStart, within: limit) { continue }
            let keyed = keyMayCome || !definition.keysAtLineStart
            lastStringStart = writer.runCount
            index = bodyStart
            writer.emit(form.kind, tokenStart..<index)
            if stack.count >= Self.maximumNesting { stack.removeAll() }
            stack.append(.string(form: formIndex, hashes: hashes))
            if keyed { pendingKeyCheck = true }
            return true
        }
        return false
    }

    /// Whether `form` closes within `limit` bytes of `start`, on the same line.
    /// A character literal: one character, or one escape sequence within `limit` bytes, then the closer. So Rust's
    /// lifetime in `&'a str, &'b str` is no literal.
    func closes(_ form: CompiledLanguage.CompiledString, from start: Int, within limit: Int) -> Bool {
        guard start < bytes.count, bytes[start] != UInt8(ascii: "\n") else { return false }
        if let escape = form.escape, bytes[start] == escape {
            var position = start + 2
            while position < bytes.count, position - start < limit, bytes[position] != UInt8(ascii: "\n") {
                if matches(form.close, at: position) { return true }
                position += 1
            }
            return false
        }
        // One UTF-8 scalar, then the closer.
        var position = start + 1
        while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
        return matches(form.close, at: position)
    }

    mutating func scanString(form formIndex: Int, hashes: Int, into writer: inout HighlightWriter) {
        let form = language.strings[formIndex]
        var segment = index
        var position = index
        func finish(_ end: Int, _ writer: inout HighlightWriter) {
            writer.emit(form.kind, segment..<end)
            stack.removeLast()
            index = end
            if pendingKeyCheck {
                pendingKeyCheck = false
                keyMayCome = true
                if let key = keyKind() {
                    pendingValue = nil
                    writer.retype(fromRun: lastStringStart, to: key)
                }
            }
            keyMayCome = false
        }
        let stops = form.stops
        while position < bytes.count {
            let byte = bytes[position]
            if !stops[Int(byte)] {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "\n"), !form.multiline { break }
            if let interpolation = form.interpolation, matches(interpolation, at: position),
                hashes == 0 || !(form.escape.map { interpolation.first == $0 } ?? false)
            {
                writer.emit(form.kind, segment..<position)
                index = position + interpolation.count
                writer.emit(.escape, position..<index)
                let open = interpolation[interpolation.count - 1]
                let close: UInt8 = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
                pendingKeyCheck = false
                if stack.count >= Self.maximumNesting {
                    stack.removeAll()
                } else {
                    stack.append(.interpolation(open: open, close: close, depth: 0, kind: .escape))
                }
                return
            }
            if definition.variablesInStrings, form.escape != nil,
                language.classes[Int(byte)] & CompiledLanguage.ByteClass.variable != 0
            {
                writer.emit(form.kind, segment..<position)
                index = position
                if variable(into: &writer, inString: true) {
                    segment = index
                    position = index
                } else {
                    segment = position
                    position += 1
                }
                continue
            }
            if let escape = form.escape, hashes == 0, byte == escape, position + 1 < bytes.count {
                writer.emit(form.kind, segment..<position)
                let end = escapeEnd(from: position)
                writer.emit(.escape, position..<end)
                segment = end
                position = end
                continue
            }
            if matches(form.close, at: position) {
                var end = position + form.close.count
                var found = 0
                while found < hashes, end < bytes.count, bytes[end] == UInt8(ascii: "#") {
                    found += 1
                    end += 1
                }
                if found == hashes {
                    finish(end, &writer)
                    return
                }
                position = end
                continue
            }
            position += 1
        }
        finish(position, &writer)
    }

    /// The end of the escape sequence at `start` (a backslash): `\n`, `\x41`, `\u00e9`, `\u{1F600}`.
    func escapeEnd(from start: Int) -> Int {
        var end = start + 1
        guard end < bytes.count else { return end }
        let next = bytes[end]
        end += 1
        if next >= 0x80 {
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return end
        }
        let hexCount: Int
        switch next {
        case UInt8(ascii: "x"): hexCount = 2
        case UInt8(ascii: "u"): hexCount = 4
        case UInt8(ascii: "U"): hexCount = 8
        default: return end
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "{") {
            var close = end + 1
            while close < bytes.count, close - end < 10, isHex(bytes[close]) { close += 1 }
            return close < bytes.count && bytes[close] == UInt8(ascii: "}") ? close + 1 : end
        }
        var count = 0
        while count < hexCount, end < bytes.count, isHex(bytes[end]) {
            end += 1
            count += 1
        }
        return end
    }

    func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_")
    }

    func isHex(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }
}
