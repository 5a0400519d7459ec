/// A diagnostic's message cut to a readable length for people: messages quote what the source says (a link, a
/// key, an anchor), and a 5,000-byte URL would make a 5,000-byte line.
///
/// The human and GitHub formats print at most ``maximumBytes`` bytes of a message: its start and its end (which
/// holds any did-you-mean), with `…` between. JSON keeps every message whole, for tools.
enum ShortMessage {
    /// Messages up to this many bytes are printed whole.
    static let maximumBytes = 300
    /// How many bytes of a long message are kept from its end; the rest of the budget goes to its start.
    static let tail = 80

    /// `message`, or its start and end around `…` when it is longer than ``maximumBytes``. Never cuts inside a
    /// UTF-8 sequence.
    static func shortened(_ message: String) -> String {
        let bytes = Array(message.utf8)
        guard bytes.count > maximumBytes else { return message }
        var headEnd = maximumBytes - tail - 1
        while headEnd > 0, bytes[headEnd] & 0xC0 == 0x80 { headEnd -= 1 }
        var tailStart = bytes.count - tail
        while tailStart < bytes.count, bytes[tailStart] & 0xC0 == 0x80 { tailStart += 1 }
        return String(decoding: bytes[..<headEnd], as: UTF8.self) + "…"
            + String(decoding: bytes[tailStart...], as: UTF8.self)
    }
}
