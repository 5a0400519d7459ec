#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strings made from UTF-8 bytes in pieces, so that Swift's check of the bytes stays quick.
///
/// Swift checks the bytes of every string it makes from bytes. It reads a run that is all ASCII eight bytes at a
/// time, but a single byte beyond ASCII sends it through the whole run one byte at a time, about ten times the
/// work. Code, HTML and English prose hold such bytes rarely (a dash, a quotation mark, a name): made in pieces
/// that are either a long run of ASCII bytes or what lies between two such runs, most bytes are checked quickly
/// and only the few around the others slowly. The result is the string Swift makes of the whole, byte for byte.
enum UTF8Chunks {
    /// The shortest run of ASCII bytes made into a piece of its own: a shorter one stays with the bytes around it.
    static let asciiRun = 128
    /// Fewer bytes than this are made in one piece.
    static let minimum = 256

    /// `String(decoding: bytes, as: UTF8.self)`: the string of `bytes`, each ill-formed sequence replaced by
    /// U+FFFD.
    static func string(decoding bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count >= minimum else { return String(decoding: bytes, as: UTF8.self) }
        var result = ""
        result.reserveCapacity(bytes.count)
        append(decoding: bytes, to: &result)
        return result
    }

    /// `String(validating: bytes, as: UTF8.self)`: the string of `bytes`, or nil when they are not valid UTF-8.
    /// Made as ``string(decoding:)`` and compared with `bytes`: a repair always changes the bytes, since it puts
    /// U+FFFD, itself valid, where bytes were that were not.
    static func string(validating bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= minimum else { return String(validating: bytes, as: UTF8.self) }
        var text = string(decoding: bytes)
        let same = text.withUTF8 { made in
            made.count == bytes.count && memcmp(made.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        }
        return same ? text : nil
    }

    /// Appends `String(decoding: bytes, as: UTF8.self)` to `text`.
    ///
    /// Every cut between pieces has an ASCII byte on at least one side, and Swift's repair of ill-formed bytes
    /// starts afresh at every ASCII byte, so it gives the same result piece by piece as over the whole.
    static func append(decoding bytes: UnsafeBufferPointer<UInt8>, to text: inout String) {
        guard bytes.count >= minimum else {
            text += String(decoding: bytes, as: UTF8.self)
            return
        }
        // The bytes before `careful` are in `text`. The others are read sixteen at a time for a run of ASCII bytes
        // long enough to be a piece: what lies before it, from `careful` on, holds bytes beyond ASCII and is
        // checked byte by byte; the run itself quickly. Text that is mostly not ASCII (Japanese, say) costs a few
        // instructions per sixteen bytes more than making it whole.
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        var careful = 0
        var asciiStart = 0
        var index = 0
        while index &+ 16 <= bytes.count {
            let first = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & ByteWord.high
            let second = raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self) & ByteWord.high
            index &+= 16
            // A run starts after the last byte beyond ASCII, the highest one of its word (words are little-endian).
            if second != 0 {
                asciiStart = index &- second.leadingZeroBitCount &>> 3
                continue
            }
            if first != 0 { asciiStart = index &- 8 &- first.leadingZeroBitCount &>> 3 }
            guard index &- asciiStart >= asciiRun else { continue }
            let end = ByteWord.firstNonASCII(in: bytes, from: index) ?? bytes.count
            if careful < asciiStart {
                text += String(decoding: UnsafeBufferPointer(rebasing: bytes[careful..<asciiStart]), as: UTF8.self)
            }
            text += String(decoding: UnsafeBufferPointer(rebasing: bytes[asciiStart..<end]), as: UTF8.self)
            careful = end
            index = end
        }
        if careful < bytes.count {
            text += String(decoding: UnsafeBufferPointer(rebasing: bytes[careful...]), as: UTF8.self)
        }
    }
}
