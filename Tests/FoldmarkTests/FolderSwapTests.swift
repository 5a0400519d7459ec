import Foundation
import Testing

@testable import FoldmarkCore
@testable import FoldmarkSite

/// Exchanging two folders in one step, as a build swaps its new site in.
@Suite struct FolderSwapTests {
    @Test func exchangesTwoFoldersInOneStep() throws {
        try withTemporaryFolder { folder in
            let first = folder.appendingPathComponent("first")
            let second = folder.appendingPathComponent("second")
            try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
            try "1".write(to: first.appendingPathComponent("one"), atomically: true, encoding: .utf8)
            try "2".write(to: second.appendingPathComponent("two"), atomically: true, encoding: .utf8)
            let code = FolderSwap.exchange(first.path, second.path)
            #if os(Linux)
            #expect(code == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: first.path) == ["two"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: second.path) == ["one"])
            #else
            #expect(code == ENOSYS)
            #endif
        }
    }

    @Test func aMissingFolderIsAnErrorNotAHalfSwap() throws {
        try withTemporaryFolder { folder in
            let first = folder.appendingPathComponent("first")
            try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
            let code = FolderSwap.exchange(first.path, folder.appendingPathComponent("missing").path)
            #expect(code != 0)
            #expect(FileManager.default.fileExists(atPath: first.path))
        }
    }
}
