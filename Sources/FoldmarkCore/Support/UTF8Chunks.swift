#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strings made from long runs of UTF-8 bytes in kilobytes, so that Swift's check of the bytes stays quick.
///
/// Swift checks the bytes of every string it makes from bytes. It reads a run that is all ASCII eight bytes at a
/// time, but a single byte beyond ASCII sends it through the whole run one byte at a time, about ten times the
/// work. Code and HTML hold such bytes rarely (a dash, a quotation mark, a name), so most kilobytes of them are
/// all ASCII: made in runs of whole kilobytes that are all ASCII or all not, the ASCII ones are checked quickly
/// and only the others slowly. The result is the string Swift makes of the whole run, byte for byte.
enum UTF8Chunks {
    /// The size of the pieces that are told apart, in bytes.
    static let chunk = 1024

    /// `String(decoding: bytes, as: UTF8.self)`: the string of `bytes`, each ill-formed sequence replaced by
    /// U+FFFD.
    static func string(decoding bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > chunk * 2 else { return String(decoding: bytes, as: UTF8.self) }
        var result = ""
        result.reserveCapacity(bytes.count)
        append(decoding: bytes, to: &result)
        return result
    }

    /// `String(validating: bytes, as: UTF8.self)`: the string of `bytes`, or nil when they are not valid UTF-8.
    /// Made as ``string(decoding:)`` and compared with `bytes`: a repair always changes the bytes, since it puts
    /// U+FFFD, itself valid, where bytes were that were not.
    static func string(validating bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count > chunk * 2 else { return String(validating: bytes, as: UTF8.self) }
        var text = string(decoding: bytes)
        let same = text.withUTF8 { made in
            made.count == bytes.count && memcmp(made.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        }
        return same ? text : nil
    }

    /// Appends `String(decoding: bytes, as: UTF8.self)` to `text`.
    ///
    /// A cut between runs always has an ASCII byte on one side of it: a character split by a kilobyte's edge
    /// leaves bytes beyond ASCII in both kilobytes, which are then in the same run. Swift's repair of ill-formed
    /// bytes starts afresh at every ASCII byte, so it gives the same result run by run as over the whole.
    static func append(decoding bytes: UnsafeBufferPointer<UInt8>, to text: inout String) {
        guard bytes.count > chunk * 2 else {
            text += String(decoding: bytes, as: UTF8.self)
            return
        }
        var cuts: [Int] = []
        var asciiBytes = 0
        var start = 0
        while start < bytes.count {
            var end = min(start + chunk, bytes.count)
            let ascii = ByteWord.isASCII(bytes, start..<end)
            while end < bytes.count {
                let next = min(end + chunk, bytes.count)
                if ByteWord.isASCII(bytes, end..<next) != ascii { break }
                end = next
            }
            cuts.append(end)
            if ascii { asciiBytes += end - start }
            start = end
        }
        // Each run is copied twice (into its own string, then into `text`): worth it only when the ASCII runs,
        // checked quickly, are a good part of the bytes (prose with a curly quote in every kilobyte is not).
        guard asciiBytes * 3 >= bytes.count else {
            text += String(decoding: bytes, as: UTF8.self)
            return
        }
        start = 0
        for end in cuts {
            text += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            start = end
        }
    }
}
