import FoldmarkCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replacing one folder with another so that the path never names nothing.
enum FolderSwap {
    /// Exchanges the folders at `first` and `second` in one step (`renameat2` with `RENAME_EXCHANGE` on Linux).
    /// Returns 0, or the `errno` that stopped it: `ENOSYS` where the system has no such call, `EINVAL` where
    /// the file system refuses it.
    static func exchange(_ first: String, _ second: String) -> Int32 {
        #if os(Linux)
        guard let renameat2 = renameat2 else { return ENOSYS }
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */) == 0 ? 0 : errno
        #else
        return ENOSYS
        #endif
    }

    #if os(Linux)
    private typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc's `renameat2`, which its Swift module does not export (it is declared only with `_GNU_SOURCE`).
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
    #endif
}
