/// Consecutive pieces of text handed to a writer in few calls: one `write` system call per piece costs more than
/// the copying for a report of thousands of sections.
///
/// Pieces shorter than ``stagingBytes`` are copied into one buffer and handed over together when it is full; a
/// longer piece is handed over as it is, after what was gathered before it. The bytes and their order are those of
/// the pieces.
package enum PieceBatches {
    /// The size of the buffer that gathers short pieces (64 KiB).
    package static let stagingBytes = 64 * 1024

    /// Hands the UTF-8 of `pieces`, in order, to `write`.
    package static func write(_ pieces: [String], to write: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        let staging = UnsafeMutableRawBufferPointer.allocate(byteCount: stagingBytes, alignment: 1)
        defer { staging.deallocate() }
        var filled = 0
        for piece in pieces {
            var piece = piece
            try piece.withUTF8 { bytes in
                if filled > 0, filled + bytes.count > stagingBytes {
                    try write(UnsafeRawBufferPointer(rebasing: staging[0..<filled]))
                    filled = 0
                }
                if bytes.count >= stagingBytes {
                    try write(UnsafeRawBufferPointer(bytes))
                } else if let start = bytes.baseAddress {
                    (staging.baseAddress! + filled).copyMemory(from: start, byteCount: bytes.count)
                    filled += bytes.count
                }
            }
        }
        if filled > 0 { try write(UnsafeRawBufferPointer(rebasing: staging[0..<filled])) }
    }
}
