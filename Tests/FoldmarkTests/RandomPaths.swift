/// Random paths for the sorting tests: each is one of `starts` followed by 0 to 20 of `letters`, so lengths fall on
/// both sides of 8 and 16 bytes and many paths share their first bytes. The first path is then added again, with a
/// letter more and with one less: repeats, and paths that are prefixes of others.
enum RandomPaths {
    static func make(
        upTo count: Int, starts: [String], letters: [Unicode.Scalar], using generator: inout some RandomNumberGenerator
    ) -> [String] {
        var paths = (0..<Int.random(in: 0...count, using: &generator)).map { _ in
            starts.randomElement(using: &generator)!
                + String(
                    String.UnicodeScalarView(
                        (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                            letters.randomElement(using: &generator)!
                        }))
        }
        if let first = paths.first { paths += [first, first + "a", String(first.dropLast())] }
        return paths
    }
}
