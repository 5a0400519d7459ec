import Foundation

/// The most bytes Foldmark reads from one input, so that `/dev/zero` or a runaway pipe ends with a clear error
/// instead of exhausting memory. Each limit can be raised (or lowered) with an environment variable that takes a
/// byte count with an optional `K`, `M` or `G` suffix (powers of 1024), such as `FOLDMARK_MAX_INPUT_SIZE=256M`.
public struct ReadLimit: Sendable {
    /// What the limit applies to, for messages: "Markdown input".
    public var subject: String
    /// The environment variable that overrides ``defaultBytes``.
    public var variable: String
    /// The limit when the variable is not set.
    public var defaultBytes: Int

    /// Markdown pages, standard input, settings: 64 MiB, `FOLDMARK_MAX_INPUT_SIZE`.
    public static let markdown = ReadLimit(
        subject: "Markdown input", variable: "FOLDMARK_MAX_INPUT_SIZE", defaultBytes: 64 << 20)
    /// Images inlined by `render --embed-images`: 16 MiB each, `FOLDMARK_MAX_IMAGE_SIZE`.
    public static let image = ReadLimit(
        subject: "an embedded image", variable: "FOLDMARK_MAX_IMAGE_SIZE", defaultBytes: 16 << 20)

    /// The limit in bytes: the variable's value when it is set, else the default.
    public func bytes() throws -> Int {
        // getenv, not ProcessInfo's environment dictionary: this runs for every file a build reads, and building
        // that dictionary each time cost a site of 7,000 pages more than half a second.
        guard let raw = getenv(variable), raw.pointee != 0 else { return defaultBytes }
        let value = String(cString: raw)
        guard let bytes = Self.parse(value) else {
            throw FoldmarkError(
                at: SourceLocation(file: variable), code: .badSizeLimit,
                "'\(value)' is not a size; use a number of bytes, optionally with K, M or G (such as 128M)")
        }
        return bytes
    }

    /// The error for an input of more than `limit` bytes at `path`.
    func exceeded(_ path: String, limit: Int) -> FoldmarkError {
        FoldmarkError(
            at: SourceLocation(file: path), code: .inputTooLarge,
            "too large: over the limit of \(Self.describe(limit)) for \(subject); set \(variable) to raise it (such as "
                + "\(variable)=\(Self.setting(limit * 2)))"
        )
    }

    /// `128M` → 134217728; `nil` for anything that is not a size.
    static func parse(_ text: String) -> Int? {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        var scale = 1
        if let last = digits.last?.uppercased(), let shift = ["K": 10, "M": 20, "G": 30][last] {
            scale = 1 << shift
            digits = digits.dropLast()
        }
        guard let number = Int(digits), number >= 0 else { return nil }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: scale)
        return overflow ? nil : bytes
    }

    /// 134217728 → "128M": a value for the variable.
    static func setting(_ bytes: Int) -> String {
        for (suffix, shift) in [("G", 30), ("M", 20), ("K", 10)] where bytes >= 1 << shift && bytes % (1 << shift) == 0
        {
            return "\(bytes >> shift)\(suffix)"
        }
        return "\(bytes)"
    }

    /// 67108864 → "64 MiB"; sizes that are not whole MiB or KiB in bytes.
    static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
