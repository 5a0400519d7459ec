import FoldmarkCore

extension YAMLFields {
    /// A scalar that must be one of a fixed set of words, such as `empty_sections: hide`.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ key: String) -> Choice?
    where Choice.RawValue == String {
        guard let text = string(key) else { return nil }
        if let value = Choice(rawValue: text) { return value }
        let words = Choice.allCases.map(\.rawValue)
        append([
            Diagnostic(
                .error, at: valueLocation(key), code: .yamlType,
                "'\(key)' must be one of \(words.joined(separator: ", ")), not '\(text)'")
        ])
        return nil
    }
}
