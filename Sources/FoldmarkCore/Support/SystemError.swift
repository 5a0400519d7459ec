#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Errors from system calls, worded as `path: error: cannot write file: No space left on device [io]`: the
/// operation, the path it failed on, and the system's reason (`strerror` of `errno`).
package enum SystemError {
    /// The diagnostic code of every I/O error.
    package static let code = DiagnosticCode.io

    /// The system's reason for `code`, such as "Permission denied".
    package static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// An error for `operation` ("cannot write file") on `path`, with the reason for `code` (default: `errno`).
    package static func io(_ path: String, _ operation: String, _ code: Int32 = errno) -> FoldmarkError {
        FoldmarkError(at: SourceLocation(file: path), code: Self.code, "\(operation): \(reason(code))")
    }
}
