import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stream over a file descriptor that hands `XMLParser` the file's bytes a chunk at a time, with each control
/// byte XML 1.0 forbids (C0 other than tab, line feed and carriage return) replaced by the UTF-8 of U+E000 + the
/// byte.
///
/// Test runners copy what tests print into `system-out` and failure messages as it is, colour codes and all, and
/// a single ESC would make the whole file malformed. The stand-ins let the file parse, and ``TerminalText``
/// removes the colour codes they belong to and turns the rest into U+FFFD. A column in an error message counts a
/// replaced byte as three.
final class ControlByteFilter: InputStream {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var pending: [UInt8] = []
    private var pendingStart = 0
    private var ended = false
    private var status: Stream.Status = .notOpen
    /// The `errno` of a failed read, or 0.
    private(set) var readError: Int32 = 0
    /// How many bytes were read from the descriptor.
    private(set) var bytesRead = 0
    /// The line (from 1) and column (in bytes, from 1) just past the last byte read: where the file ends.
    private(set) var end = (line: 1, column: 1)

    /// A stream over `descriptor`; closes it at the end when `ownsDescriptor`.
    init(descriptor: Int32, ownsDescriptor: Bool) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        super.init(data: Data())
    }

    override func open() { status = .open }

    override func close() {
        if ownsDescriptor, status != .closed { closeDescriptor(descriptor) }
        status = .closed
    }

    override var streamStatus: Stream.Status { status }

    override var hasBytesAvailable: Bool { !ended || pendingStart < pending.count }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        if pendingStart >= pending.count {
            if ended { return 0 }
            fill()
            if pendingStart >= pending.count { return readError == 0 ? 0 : -1 }
        }
        let count = min(length, pending.count - pendingStart)
        pending.withUnsafeBufferPointer { source in
            buffer.update(from: source.baseAddress! + pendingStart, count: count)
        }
        pendingStart += count
        return count
    }

    /// Reads the next chunk from the descriptor into `pending`, replacing forbidden control bytes.
    private func fill() {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var count = 0
        while true {
            count = chunk.withUnsafeMutableBytes { readDescriptor(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            break
        }
        pending.removeAll(keepingCapacity: true)
        pendingStart = 0
        guard count > 0 else {
            if count < 0 { readError = errno }
            ended = true
            return
        }
        bytesRead += count
        for byte in chunk[..<count] {
            if byte == 0x0A {
                end = (end.line + 1, 1)
            } else {
                end.column += 1
            }
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                // U+E000 + byte, as UTF-8: EE 80 (80 + byte).
                pending.append(contentsOf: [0xEE, 0x80, 0x80 + byte])
            } else {
                pending.append(byte)
            }
        }
    }
}

private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
