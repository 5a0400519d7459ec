/// Markdown text ready to parse: valid UTF-8 with no control characters that HTML forbids.
///
/// Make one from raw bytes with ``init(bytes:path:)``: a byte-order mark is dropped (UTF-16 and UTF-32 with one
/// are decoded), invalid UTF-8, NUL and other control characters are replaced with U+FFFD, and each replacement
/// is reported in ``diagnostics`` with its line and column. Binary bytes give an empty text and an error.
public struct SourceText: Sendable, Hashable {
    /// The cleaned text. Read-only: the parser's markers rely on it holding no forbidden control character.
    public private(set) var text: String
    /// The path the text was read from, used in diagnostics; `nil` for standard input or a string.
    public var path: String?
    /// Warnings about characters that were replaced.
    public var diagnostics: [Diagnostic]

    /// Takes `text` as it is, replacing only forbidden control characters.
    public init(_ text: String, path: String? = nil) {
        self.init(bytes: Array(text.utf8), path: path)
    }

    /// `self` with its text replaced by `text`, which must be made of this source's own text (whole lines kept,
    /// dropped or blanked, as front matter is), so that it is as clean as the original; path and diagnostics kept.
    package func replacingText(with text: String) -> SourceText {
        var copy = self
        copy.text = text
        return copy
    }

    /// Decodes `bytes`, replacing what cannot go into an HTML page with U+FFFD.
    ///
    /// A leading byte-order mark is dropped; after a UTF-16 or UTF-32 one the text is decoded from that encoding,
    /// else it is read as UTF-8. Bytes that look binary (see ``BinaryDetection``) give no text and one
    /// `binary-file` error instead of a warning per byte.
    public init(bytes: [UInt8], path: String? = nil) {
        self.path = path
        var bytes = bytes
        var decoding: [Diagnostic] = []
        if let mark = ByteOrderMark(startOf: bytes) {
            let invalid: Int
            (bytes, invalid) = mark.utf8(bytes)
            if invalid > 0 {
                decoding.append(
                    Diagnostic(
                        .warning, at: SourceLocation(file: path), code: .invalidEncoding,
                        "\(invalid) invalid \(mark.rawValue) code unit\(invalid == 1 ? "" : "s") replaced with U+FFFD"))
            }
            // A file saved twice by tools that each add a mark starts with two: every leading mark goes.
            while bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        }
        // Most files are valid UTF-8: their string is made once, which also tells the binary check so (a binary
        // file, rare among pages, is decoded for nothing, within the read limit).
        let valid = bytes.withUnsafeBufferPointer(UTF8Chunks.string(validating:))
        if let reason = BinaryDetection.reason(bytes, validUTF8: valid != nil) {
            self.text = ""
            self.diagnostics = [
                Diagnostic(
                    .error, at: SourceLocation(file: path), code: .binaryFile,
                    "looks binary, not like Markdown text (\(reason)); not read")
            ]
            return
        }
        if let text = valid, !Self.mayNeedCleaning(bytes) {
            self.text = text
            self.diagnostics = decoding
            return
        }
        let problems: [Diagnostic]
        (self.text, problems) = Self.clean(bytes, path: path)
        self.diagnostics = decoding + problems
    }

    /// Whether `bytes` hold anything the fast path cannot vouch for: C0 controls other than tab, line feed,
    /// form feed and carriage return; DEL; or a C1 control (encoded as 0xC2 0x80–0x9F).
    private static func mayNeedCleaning(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let count = raw.count
            var index = 0
            // Eight bytes at a time: a word with no byte below 0x20 but line feeds, no 0x7F and no 0xC2 needs no
            // closer look (the same test as the HTML's).
            while index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if ControlCharacterScrubber.mayHoldControl(word) {
                    if needsCleaning(raw, from: index, to: min(index + 9, count)) { return true }
                }
                index += 8
            }
            return needsCleaning(raw, from: index, to: count)
        }
    }

    /// The byte-by-byte check of `mayNeedCleaning` over `start..<end` (a C1 control may straddle `end`).
    private static func needsCleaning(_ raw: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            let byte = raw[index]
            if byte < 0x20 {
                if byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D { return true }
            } else if byte == 0x7F {
                return true
            } else if byte == 0xC2, index + 1 < raw.count, (0x80..<0xA0).contains(raw[index + 1]) {
                return true
            }
            index += 1
        }
        return false
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D: false
        case 0x00..<0x20, 0x7F..<0xA0: true
        default: false
        }
    }

    /// Decodes scalar by scalar, tracking line and byte column for the report.
    private static func clean(_ bytes: [UInt8], path: String?) -> (String, [Diagnostic]) {
        var output = String.UnicodeScalarView()
        var diagnostics: [Diagnostic] = []
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1
        var column = 1
        var previousWasCR = false
        func report(_ code: DiagnosticCode, _ message: String) {
            diagnostics.append(
                Diagnostic(.warning, at: SourceLocation(file: path, line: line, column: column), code: code, message))
        }
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if isForbidden(scalar) {
                    if scalar.value == 0 {
                        report(.nulCharacter, "NUL character replaced with U+FFFD")
                    } else {
                        let hex = String(scalar.value, radix: 16, uppercase: true)
                        let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                        report(.controlCharacter, "control character U+\(padded) replaced with U+FFFD")
                    }
                    output.append("\u{FFFD}")
                } else {
                    output.append(scalar)
                }
                if scalar == "\n" {
                    if !previousWasCR { line += 1 }
                    column = 1
                } else if scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += encoded.count
                }
                previousWasCR = scalar == "\r"
            case .error(let length):
                report(.invalidUTF8, "invalid UTF-8 replaced with U+FFFD")
                output.append("\u{FFFD}")
                column += length
                previousWasCR = false
            case .emptyInput:
                break loop
            }
        }
        return (String(output), diagnostics)
    }
}
