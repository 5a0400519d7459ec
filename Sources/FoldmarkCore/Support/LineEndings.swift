/// Line ends as cmark-gfm counts them: `\r\n`, a lone `\r`, or `\n`, found in UTF-8 bytes.
///
/// In Swift `"\r\n"` is one `Character`, equal to neither `"\r"` nor `"\n"`: code that splits a `String` on
/// `"\n"` or compares `Character`s with it misses Windows line ends. Code that finds lines walks bytes with these.
package enum LineEndings {
    /// How many bytes the line end at `index` takes: 2 for `\r\n`, 1 for a lone `\r` or `\n`, 0 for no line end.
    @inline(__always)
    package static func length<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at index: Bytes.Index) -> Int {
        switch bytes[index] {
        case UInt8(ascii: "\n"): return 1
        case UInt8(ascii: "\r"):
            let next = bytes.index(after: index)
            return next != bytes.endIndex && bytes[next] == UInt8(ascii: "\n") ? 2 : 1
        default: return 0
        }
    }

    /// `bytes` with every line end made `\n`: the same lines, in a form that `Character`-based code counts right.
    package static func normalizedBytes(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let length = length(in: bytes, at: index)
            if length == 0 {
                result.append(bytes[index])
                index += 1
            } else {
                result.append(UInt8(ascii: "\n"))
                index += length
            }
        }
        return result
    }
}
