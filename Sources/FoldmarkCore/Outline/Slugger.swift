/// Makes GitHub-style heading ids, unique within one document.
///
/// A slug is the heading's text lowercased, with punctuation and symbols dropped and each space turned into a
/// hyphen; letters of any script, digits, `-` and `_` are kept. Repeats get `-1`, `-2`, … and an empty slug
/// becomes `section`. Ids that are already taken (explicit ids, footnote ids) are never handed out.
public struct Slugger: Sendable {
    private var used: Set<String>
    private var suffixes: [String: Int] = [:]

    /// Creates a slugger that will not hand out any of `reserved`.
    public init(reserving reserved: some Sequence<String> = []) {
        self.used = Set(reserved)
    }

    /// The slug of `text`, without making it unique.
    public static func slug(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiSlug(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            let properties = scalar.properties
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || scalar == "_" || properties.isAlphabetic || properties.numericType != nil
                || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
                || properties.generalCategory == .enclosingMark
            {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The same rule as ``slug(_:)`` for ASCII text, without Unicode property lookups.
    private static func asciiSlug(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
                UInt8(ascii: "_"):
                bytes.append(byte)
            case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
            default: break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A unique id for a heading with this text.
    public mutating func id(for text: String) -> String {
        let base = Self.slug(text)
        return unique(base.isEmpty ? "section" : base)
    }

    /// `base` if it is free, else the first of `base-1`, `base-2`, … that is; the result is marked as taken.
    public mutating func unique(_ base: String) -> String {
        var candidate = base
        var suffix = suffixes[base, default: 0]
        while used.contains(candidate) {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        suffixes[base] = suffix
        used.insert(candidate)
        return candidate
    }

    /// Marks `id` as taken; returns `false` if it already was.
    @discardableResult
    public mutating func reserve(_ id: String) -> Bool {
        used.insert(id).inserted
    }
}
