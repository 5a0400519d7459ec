import FoldmarkCore

/// The command line as the bytes the process was given.
///
/// Swift decodes `argv` into strings and replaces bytes that are not UTF-8 with U+FFFD, so a path such as a
/// Latin-1 `caf\xE9.md` would name another file: reading it fails with "No such file or directory" for a file
/// that exists, and `-o` writes a file of another name. Such an argument is refused instead, named with its
/// bad bytes shown as `\xE9`.
enum RawArguments {
    /// The first argument (after the program's name) that is not valid UTF-8, shown with its bad bytes escaped;
    /// `nil` when every argument is valid.
    static func firstNotUTF8() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            var bytes: [UInt8] = []
            var pointer = argument
            while pointer.pointee != 0 {
                bytes.append(UInt8(bitPattern: pointer.pointee))
                pointer += 1
            }
            if String(validating: bytes, as: UTF8.self) == nil { return ShownBytes.escaped(bytes) }
        }
        return nil
    }
}
