/// Tests and cuts on a string's UTF-8 bytes rather than its `Character`s.
///
/// Swift compares and searches strings by grapheme cluster: `"#\u{301}abc".hasPrefix("#")` is false and
/// `"a/\u{301}b".split(separator: "/")` does not split, because a combining mark joins the character before it.
/// Paths and URLs are made of bytes, so everything that looks for `/`, `#`, `?`, `.` or `:` in them uses these.
extension String {
    /// Whether the bytes of `self` start with the bytes of `prefix`.
    package func hasBytePrefix(_ prefix: String) -> Bool {
        utf8.starts(with: prefix.utf8)
    }

    /// Whether the bytes of `self` end with the bytes of `suffix`.
    package func hasByteSuffix(_ suffix: String) -> Bool {
        utf8.count >= suffix.utf8.count && utf8.reversed().starts(with: suffix.utf8.reversed())
    }

    /// Whether `self` holds the ASCII byte `byte`.
    package func containsByte(_ byte: Unicode.Scalar) -> Bool {
        utf8.contains(UInt8(byte.value))
    }

    /// The index of the first byte that is one of `bytes` (ASCII), in the UTF-8 view.
    package func firstByteIndex(of bytes: Unicode.Scalar...) -> String.Index? {
        utf8.firstIndex { byte in bytes.contains { UInt8($0.value) == byte } }
    }

    /// The index of the last ASCII byte `byte`, in the UTF-8 view.
    package func lastByteIndex(of byte: Unicode.Scalar) -> String.Index? {
        let target = UInt8(byte.value)
        // Read from the end in the string's own bytes when it has them in one piece (a native string does), which
        // costs a fraction of the view's generic search.
        let offset = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var index = bytes.count
            while index > 0 {
                index -= 1
                if bytes[index] == target { return index }
            }
            return nil
        }
        guard let offset else { return utf8.lastIndex(of: target) }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// The text before the byte at `index` (an index found by the functions above).
    package func bytes(before index: String.Index) -> String {
        String(decoding: utf8[..<index], as: UTF8.self)
    }

    /// The text from the byte at `index` on.
    package func bytes(from index: String.Index) -> String {
        String(decoding: utf8[index...], as: UTF8.self)
    }

    /// The text after the byte at `index`.
    package func bytes(after index: String.Index) -> String {
        String(decoding: utf8[utf8.index(after: index)...], as: UTF8.self)
    }

    /// The parts between the ASCII byte `separator`, without empty parts.
    package func byteSplit(separator: Unicode.Scalar) -> [String] {
        utf8.split(separator: UInt8(separator.value)).map { String(decoding: $0, as: UTF8.self) }
    }
}
