import Foundation
import Testing

@testable import FoldmarkCore

/// Searching a path's bytes: the last `/` or `.` is found by byte, also after combining marks and in strings that
/// are not stored as one run of UTF-8 (a bridged or substring-made string takes the view's own search).
@Suite struct StringBytesTests {
    @Test func theLastByteIsFoundInEveryKindOfString() {
        let cases: [(String, Unicode.Scalar, String?)] = [
            ("docs/guide/intro.md", "/", "intro.md"),
            ("docs/guide/intro.md", ".", "md"),
            ("a/\u{301}b/c\u{301}", "/", "c\u{301}"),
            ("日本/語.md", "/", "語.md"),
            ("no-slash", "/", nil),
            ("", "/", nil),
            ("/", "/", ""),
            ("x.", ".", ""),
        ]
        for (text, byte, after) in cases {
            for string in [text, String(Substring(text)), NSString(string: text) as String] {
                let found = string.lastByteIndex(of: byte)
                #expect(found.map { string.bytes(after: $0) } == after, "\(text.debugDescription) \(byte)")
                if let found { #expect(string.utf8[found] == UInt8(byte.value)) }
            }
        }
    }
}
