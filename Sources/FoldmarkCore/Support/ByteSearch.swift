#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first `byte` at or after `start`, or `nil`: found with `memchr`, which reads many bytes
    /// at once (line feeds, markers).
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard start >= 0, start < count, let base = baseAddress,
            let hit = memchr(base + start, Int32(byte), count - start)
        else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
}
