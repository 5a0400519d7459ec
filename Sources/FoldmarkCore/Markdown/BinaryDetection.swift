/// Tells a binary file (an executable, an image, a compressed file) from text by its first bytes.
enum BinaryDetection {
    /// How many bytes at the start are looked at.
    static let window = 8_000

    /// Why `bytes` (already decoded to UTF-8 when they had a byte-order mark) look binary, or `nil` when they
    /// look like text. Binary means: among the first 8,000 bytes, at least 8, and more than a tenth, are NUL,
    /// invalid UTF-8, or C0 controls other than tab, line feed, form feed, carriage return and escape (coloured
    /// logs are full of escapes). A few stray ones in text are replaced and warned about instead.
    /// `validUTF8` says that all of `bytes` are known to be valid UTF-8, so they need no checking again.
    static func reason(_ bytes: [UInt8], validUTF8: Bool = false) -> String? {
        let end = min(bytes.count, window)
        // Most text is ASCII with no control characters but those allowed: nothing to decode or count.
        // Eight bytes at a time: a word of ASCII bytes that the control check lets through needs no closer look.
        func isPlain(_ byte: UInt8) -> Bool { byte < 0x80 && !isSuspicious(UInt32(byte)) }
        let plain = bytes.withUnsafeBytes { raw in
            var index = 0
            while index + 8 <= end {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if word & 0x8080_8080_8080_8080 != 0 { return false }
                if ControlCharacterScrubber.mayHoldControl(word), !raw[index..<(index + 8)].allSatisfy(isPlain) {
                    return false
                }
                index += 8
            }
            return raw[index..<end].allSatisfy(isPlain)
        }
        if plain { return nil }
        var suspicious = 0
        var firstNUL: Int?
        // Valid UTF-8 up to a character cut by the window's end (most text with accents or symbols): only C0
        // controls can count, and each is one byte, so the bytes are counted without decoding. The cut character's
        // bytes count as invalid, as the decoding below counts them.
        var whole = end
        while whole > 0, whole < bytes.count, bytes[whole] & 0xC0 == 0x80, end - whole < 3 { whole -= 1 }
        if validUTF8 || String(validating: bytes[..<whole], as: UTF8.self) != nil {
            (suspicious, firstNUL) = bytes.withUnsafeBytes { suspiciousBytes($0, end: whole) }
            return verdict(bytes, end: end, suspicious: suspicious + end - whole, firstNUL: firstNUL)
        }
        var offset = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[..<end].makeIterator()
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let value = Unicode.UTF8.decode(encoded).value
                if isSuspicious(value) {
                    suspicious += 1
                    if value == 0, firstNUL == nil { firstNUL = offset }
                }
                offset += encoded.count
            case .error(let length):
                suspicious += length
                offset += length
            case .emptyInput:
                break loop
            }
        }
        return verdict(bytes, end: end, suspicious: suspicious, firstNUL: firstNUL)
    }

    /// How many of the bytes `raw[..<end]` count against text (see ``isSuspicious(_:)``), each taken as a scalar
    /// of its own (valid UTF-8 has no C0 control inside a longer character), and where the first NUL is. Eight
    /// bytes at a time: a word with no byte below 0x20 needs no closer look, and one with some has them counted
    /// with masks, not byte by byte.
    static func suspiciousBytes(_ raw: UnsafeRawBufferPointer, end: Int) -> (count: Int, firstNUL: Int?) {
        var count = 0
        var firstNUL: Int?
        var index = 0
        while index + 8 <= end {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let below = ByteWord.bytes(of: word, below: 0x20)
            if below != 0 {
                let allowed =
                    ByteWord.bytes(of: word, equalTo: 0x09) | ByteWord.bytes(of: word, equalTo: 0x0A)
                    | ByteWord.bytes(of: word, equalTo: 0x0C) | ByteWord.bytes(of: word, equalTo: 0x0D)
                    | ByteWord.bytes(of: word, equalTo: 0x1B)
                count += (below & ~allowed).nonzeroBitCount
                let nul = ByteWord.bytes(of: word, equalTo: 0)
                if firstNUL == nil, nul != 0 { firstNUL = index + nul.trailingZeroBitCount / 8 }
            }
            index += 8
        }
        while index < end {
            if isSuspicious(UInt32(raw[index])) {
                count += 1
                if raw[index] == 0, firstNUL == nil { firstNUL = index }
            }
            index += 1
        }
        return (count, firstNUL)
    }

    /// Whether a scalar counts against text: a C0 control other than tab, line feed, form feed, carriage return
    /// and escape.
    private static func isSuspicious(_ value: UInt32) -> Bool {
        value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0C && value != 0x0D && value != 0x1B
    }

    /// The reason to give for `suspicious` bytes among the first `end`, the first NUL at `firstNUL`; `nil` when
    /// they are too few.
    private static func verdict(_ bytes: [UInt8], end: Int, suspicious: Int, firstNUL: Int?) -> String? {
        guard suspicious >= 8, suspicious * 10 > end else { return nil }
        if let firstNUL {
            let hint = looksLikeUTF16(bytes[..<end]) ? "; UTF-16 text needs a byte-order mark" : ""
            return "it has NUL bytes, the first at offset \(firstNUL)\(hint)"
        }
        return "\(suspicious * 100 / end)% of its first \(end) bytes are control characters or invalid UTF-8"
    }

    /// Whether NUL bytes sit at nearly every other offset, as in mostly-ASCII UTF-16 without a byte-order mark.
    private static func looksLikeUTF16(_ bytes: ArraySlice<UInt8>) -> Bool {
        var nulAt = [0, 0]
        for (offset, byte) in bytes.enumerated() where byte == 0 { nulAt[offset % 2] += 1 }
        let pairs = bytes.count / 2
        return pairs > 0 && max(nulAt[0], nulAt[1]) * 10 >= pairs * 8 && min(nulAt[0], nulAt[1]) * 20 <= pairs
    }
}
