/// Text helpers for `foldmark diff`: section bodies as words, and how alike two titles are.
public enum DiffText {
    /// The text of rendered HTML: tags dropped, the entities Foldmark writes decoded, whitespace collapsed to
    /// single spaces.
    public static func plainText(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if inTag {
                if character == ">" {
                    inTag = false
                    text.append(" ")
                }
            } else if character == "<" {
                inTag = true
            } else {
                text.append(character)
            }
        }
        let decoded =
            text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        return words(decoded).joined(separator: " ")
    }

    /// The words of `text`: runs of characters between whitespace.
    public static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace)
    }

    /// How alike two titles are, from 0 to 1: the Dice coefficient of their lowercased character bigrams.
    public static func similarity(_ a: String, _ b: String) -> Double {
        let left = bigrams(a.lowercased())
        let right = bigrams(b.lowercased())
        if left.isEmpty || right.isEmpty { return a.lowercased() == b.lowercased() ? 1 : 0 }
        var counts: [String: Int] = [:]
        for gram in left { counts[gram, default: 0] += 1 }
        var shared = 0
        for gram in right where counts[gram, default: 0] > 0 {
            counts[gram]! -= 1
            shared += 1
        }
        return Double(2 * shared) / Double(left.count + right.count)
    }

    private static func bigrams(_ text: String) -> [String] {
        let characters = Array(text.filter { !$0.isWhitespace })
        guard characters.count > 1 else { return characters.map(String.init) }
        return (0..<(characters.count - 1)).map { String(characters[$0]) + String(characters[$0 + 1]) }
    }
}
