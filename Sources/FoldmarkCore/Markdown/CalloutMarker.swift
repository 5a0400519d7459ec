/// The marker that opens a callout: `[!TYPE]` at the very start of a block quote's first line, then an optional
/// fold marker (`-` starts closed, `+` starts open), then an optional title.
///
/// GitHub writes alerts as `> [!NOTE]` alone on its line; Obsidian adds the fold marker and a custom title,
/// `> [!NOTE]- Custom title`. The type is letters, digits, `-` and `_`, matched without regard to case. Anything
/// else (`> [!NOTE` without its bracket, `> text [!NOTE]`, `> [!NOTE]text`) is not a marker, and the quote
/// stays a quote.
struct CalloutMarker: Sendable, Hashable {
    /// How the callout folds: `.nofold` without a marker, `.closed` for `-`, `.open` for `+`.
    var fold: FoldSetting
    /// The type as written, lowercased: `note`, `warning`, or any other word.
    var type: String
    /// How many UTF-8 bytes of the text the marker, the fold marker and the spaces after them take.
    var length: Int

    /// The marker at the start of `text` (the literal of the first text node of a quote's first paragraph).
    init?(_ text: String) {
        let bytes = Array(text.utf8.prefix(80))
        guard bytes.count >= 4, bytes[0] == UInt8(ascii: "["), bytes[1] == UInt8(ascii: "!") else { return nil }
        var index = 2
        while index < bytes.count, Self.isTypeByte(bytes[index]) { index += 1 }
        guard index > 2, index < bytes.count, bytes[index] == UInt8(ascii: "]") else { return nil }
        type = String(decoding: bytes[2..<index], as: UTF8.self).lowercased()
        index += 1
        fold = .nofold
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            fold = bytes[index] == UInt8(ascii: "-") ? .closed : .open
            index += 1
        }
        if index < bytes.count {
            guard bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") else { return nil }
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index += 1
            }
        }
        length = index
    }

    private static func isTypeByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
