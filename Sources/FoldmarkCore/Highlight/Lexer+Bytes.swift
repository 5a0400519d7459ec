/// What the lexer asks of the bytes around it: digits, identifier characters, a fixed string, the line's end.
extension Lexer {
    func isDigit(at position: Int) -> Bool {
        position < bytes.count && bytes[position] >= 0x30 && bytes[position] <= 0x39
    }

    func isIdentifier(at position: Int) -> Bool {
        position >= 0 && position < bytes.count
            && language.classes[Int(bytes[position])] & CompiledLanguage.ByteClass.identifier != 0
    }

    func isIdentifierStart(at position: Int) -> Bool {
        position < bytes.count
            && language.classes[Int(bytes[position])] & CompiledLanguage.ByteClass.identifierStart != 0
    }

    func matches(_ needle: [UInt8], at position: Int) -> Bool {
        guard position + needle.count <= bytes.count else { return false }
        for offset in 0..<needle.count where bytes[position + offset] != needle[offset] { return false }
        return true
    }

    /// The next line feed at or after `position`, or the end of the code; found with `memchr`, which reads many
    /// bytes at once (comments and whole-line rules run to the line's end).
    func endOfLine(from position: Int) -> Int {
        bytes.firstIndex(of: 0x0A, from: position) ?? max(position, bytes.count)
    }
}
