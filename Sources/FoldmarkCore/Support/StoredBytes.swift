/// Numbers and strings laid end to end in bytes, for Foldmark's own cache files. A number is written in as few
/// bytes as it needs, seven bits to a byte, lowest first, the high bit set on every byte but the last; a hash is
/// eight bytes, lowest first; a string or a run of bytes is its count, then its bytes. ``Reader`` reads them back
/// and checks every count against what is left, so a cut or damaged file reads as `nil`, never out of bounds.
package enum StoredBytes {
    /// Appends `number`, which must not be negative.
    package static func append(_ number: Int, to bytes: inout [UInt8]) {
        precondition(number >= 0, "only counts and positions are stored")
        var rest = UInt64(number)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends `hash`'s eight bytes.
    package static func append(hash: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: hash.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends `text`'s UTF-8 count, then its bytes.
    package static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            append(utf8.count, to: &bytes)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Appends `run`'s count, then its bytes.
    package static func append(run: [UInt8], to bytes: inout [UInt8]) {
        append(run.count, to: &bytes)
        bytes += run
    }

    /// Reads what ``StoredBytes`` appended, in the same order, from the start of some bytes.
    package struct Reader {
        private let bytes: UnsafeRawBufferPointer
        /// Where the next value starts.
        package private(set) var offset = 0

        /// A reader of `bytes`, which must outlive it.
        package init(_ bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
        }

        /// Whether every byte was read.
        package var isAtEnd: Bool { offset == bytes.count }

        /// How many bytes are left.
        package var remaining: Int { bytes.count - offset }

        /// The next hash; `nil` past the end.
        package mutating func hash() -> UInt64? {
            guard remaining >= 8 else { return nil }
            defer { offset += 8 }
            return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }

        /// The next number, when it is from 0 to `limit`; `nil` otherwise, or past the end.
        package mutating func count(atMost limit: Int) -> Int? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count, shift < 63 {
                let byte = bytes[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value <= UInt64(max(0, limit)) ? Int(value) : nil }
                shift += 7
            }
            return nil
        }

        /// The next run of bytes, as they were appended; `nil` when its count runs past the end.
        package mutating func run() -> UnsafeRawBufferPointer? {
            guard let count = count(atMost: .max), count <= remaining else { return nil }
            return take(count)
        }

        /// The next `count` bytes, `count` from 0 to ``remaining``.
        package mutating func take(_ count: Int) -> UnsafeRawBufferPointer {
            precondition(count >= 0 && count <= remaining, "within the bytes")
            defer { offset += count }
            return UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)])
        }

        /// The next string; `nil` when its count runs past the end.
        package mutating func string() -> String? {
            run().map { String(decoding: $0, as: UTF8.self) }
        }
    }
}
