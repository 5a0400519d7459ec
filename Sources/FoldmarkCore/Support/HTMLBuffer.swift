#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// HTML being written, as UTF-8 bytes in memory of its own, made into one `String` at the end.
///
/// Appending a piece here is a bounds check and a copy. Appending to a `String` also checks its storage's
/// uniqueness and capacity and merges its ASCII flag, each time: for the few hundred short pieces of a page's
/// chrome (head, navigation, breadcrumbs, pagination) that cost several times the copying. The built-in page and
/// report writers, and the views whose partials they write, append to one buffer per page.
///
/// Swift checks bytes that become a `String` for valid UTF-8: quickly while they are ASCII, at several
/// instructions a byte otherwise, although every piece here is a `StaticString` literal or a `String` and so
/// already valid. The bytes therefore hold ASCII only: a piece of HTML or text beyond ASCII, and a long piece of
/// HTML (a page's body), is appended to a string as it is, after the bytes before it have become a string.
package struct HTMLBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes wait in `base`.
    private var count = 0
    /// What was written before the bytes in `base`: strings made of earlier bytes, and long pieces of HTML.
    private var written = ""
    /// The size the whole is expected to reach, for `written`'s first reservation.
    private let expected: Int

    /// An empty buffer for about `capacity` bytes; it grows as needed.
    package init(capacity: Int = 256) {
        expected = capacity
        self.capacity = max(min(capacity, Self.longPiece * 8), 16)
        base = .allocate(capacity: self.capacity)
    }

    /// A piece of HTML of this many bytes or more is appended to the string rather than copied into the bytes.
    static let longPiece = 512

    deinit {
        base.deallocate()
    }

    /// Appends markup written in the code, as it is.
    @inline(__always)
    package mutating func append(_ html: StaticString) {
        append(UnsafeRawPointer(html.utf8Start), html.utf8CodeUnitCount)
    }

    /// Appends HTML that Foldmark produced (a rendered body, a partial), as it is.
    package mutating func append(html: String) {
        var html = html
        let copied = html.withUTF8 { bytes in
            guard bytes.count < Self.longPiece, ByteWord.firstNonASCII(in: bytes, from: 0) == nil else { return false }
            if let start = bytes.baseAddress { append(UnsafeRawPointer(start), bytes.count) }
            return true
        }
        if !copied { appendToString(html) }
    }

    /// Appends `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, as
    /// ``HTMLEscaping/escape(_:)`` writes them.
    package mutating func append(escaping text: String) {
        var text = text
        let copied = text.withUTF8 { bytes in
            guard ByteWord.firstNonASCII(in: bytes, from: 0) == nil else { return false }
            appendEscaping(bytes)
            return true
        }
        if !copied { appendToString(HTMLEscaping.escape(text)) }
    }

    /// Appends `before`, then `value` escaped, then `after`: a value between two pieces of markup, such as an
    /// attribute (`" href=\""`, the URL, `"\""`).
    package mutating func append(_ before: StaticString, escaping value: String, _ after: StaticString) {
        append(before)
        append(escaping: value)
        append(after)
    }

    /// Appends `text` escaped to the bytes, whatever it holds (for ``HTMLEscaping/escape(_:)``).
    mutating func appendEscapingBytes(of text: String) {
        var text = text
        text.withUTF8 { appendEscaping($0) }
    }

    private mutating func appendEscaping(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        var run = 0
        for index in 0..<bytes.count where HTMLEscaping.isSpecial(bytes[index]) {
            append(UnsafeRawPointer(start + run), index - run)
            append(HTMLEscaping.reference(for: bytes[index]))
            run = index + 1
        }
        append(UnsafeRawPointer(start + run), bytes.count - run)
    }

    /// Appends `number` in decimal.
    package mutating func append(_ number: Int) {
        if (0...9).contains(number) {
            reserve(1)
            base[count] = UInt8(ascii: "0") + UInt8(number)
            count += 1
        } else {
            append(html: String(number))
        }
    }

    /// Everything written, as a string.
    package consuming func string() -> String {
        if written.isEmpty { return bytesAsString() }
        appendToString("")
        return written
    }

    /// Appends the bytes waiting in `base`, then `piece`, to `written`.
    private mutating func appendToString(_ piece: String) {
        if written.isEmpty { written.reserveCapacity(expected) }
        if count > 0 {
            written += bytesAsString()
            count = 0
        }
        written += piece
    }

    private func bytesAsString() -> String {
        String(unsafeUninitializedCapacity: count) { buffer in
            _ = buffer.initialize(from: UnsafeBufferPointer(start: base, count: count))
            return count
        }
    }

    @inline(__always)
    private mutating func append(_ bytes: UnsafeRawPointer, _ length: Int) {
        reserve(length)
        memcpy(base + count, bytes, length)
        count &+= length
    }

    @inline(__always)
    private mutating func reserve(_ length: Int) {
        if count &+ length > capacity { grow(to: count + length) }
    }

    private mutating func grow(to needed: Int) {
        let larger = max(capacity * 2, needed)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }
}
