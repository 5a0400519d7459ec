/// A rendered report, ready to write: the page in pieces (see ``ReportBuilder/prepare(_:fallbackTitle:baseDirectory:options:)``),
/// so that the whole page never has to be one string.
public struct PreparedReport: Sendable {
    /// The page, or the fragment when ``ReportOptions/fragment`` is set, as consecutive pieces of UTF-8 text.
    public var pieces: [String]
    /// The parsed document.
    public var document: Document
    /// Warnings from reading, parsing and embedding.
    public var diagnostics: [Diagnostic]

    /// Creates a prepared report from its pieces.
    public init(pieces: [String], document: Document, diagnostics: [Diagnostic]) {
        self.pieces = pieces
        self.document = document
        self.diagnostics = diagnostics
    }

    /// The whole page as one string.
    public var html: String {
        var html = ""
        html.reserveCapacity(byteCount)
        for piece in pieces { html += piece }
        return html
    }

    /// The size of the page in bytes.
    public var byteCount: Int {
        pieces.reduce(0) { $0 + $1.utf8.count }
    }

    /// Writes the page to `path` atomically: readers see the old file or the new one, never a part, and a failed
    /// write leaves no file behind (see ``FileIO/writeAtomically(to:pieces:)``).
    public func write(to path: String) throws {
        try FileIO.writeAtomically(to: path, pieces: pieces)
    }
}
