import FoldmarkCore

/// A short, stable fingerprint of some bytes (see ``Fingerprint``), for file names that change when content
/// changes.
enum ContentHash {
    static func hex(_ text: String) -> String {
        Fingerprint(text).hex
    }
}
