enum OutputError: Error {
    case missing(path: String)
    case tooLarge(bytes: Int)
}

func describe(_ error: OutputError) -> String {
    switch error {
    case .missing(let path):
        return "no file at \(path)"
    case .tooLarge(let bytes) where bytes > 1_000_000:
        return "file of \(bytes / 1024) KiB is too large"
    default:
        return "unknown"
    }
}

let limits = [16, 0x40, 0b1010]
for (index, limit) in limits.enumerated() where limit > 10 {
    print("limit \(index): \(limit)\n")
}
