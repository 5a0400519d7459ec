import Foundation

/// Inlines local images as `data:` URIs so a report needs no other file.
///
/// Used through ``ParseOptions/rewriteURL``: each local image URL becomes a placeholder that cmark-gfm's safe
/// mode lets through (an SVG `data:` URI would be removed), and ``replacePlaceholders(in:)`` swaps the real URI in
/// after rendering. Images that cannot be read stay as written and are reported.
final class ImageEmbedder: @unchecked Sendable {
    private let baseDirectory: String
    private let nonce = UUID().uuidString
    private let lock = NSLock()
    private var dataURIs: [String] = []
    private var warnings: [Diagnostic] = []

    static let mediaTypes: [String: String] = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "svg": "image/svg+xml", "avif": "image/avif", "bmp": "image/bmp", "ico": "image/x-icon",
    ]

    init(baseDirectory: String) {
        self.baseDirectory = baseDirectory
    }

    /// The diagnostics about images that could not be embedded.
    var diagnostics: [Diagnostic] {
        lock.withLock { warnings }
    }

    /// The URL to render for `link`: a placeholder for a local image that could be read, else the URL as written.
    func rewrite(_ link: LinkReference) -> String {
        guard link.kind == .image, let relative = Self.localPath(link.url) else { return link.url }
        let path = relative.hasPrefix("/") ? relative : (baseDirectory as NSString).appendingPathComponent(relative)
        let fileExtension = (relative as NSString).pathExtension.lowercased()
        guard let mediaType = Self.mediaTypes[fileExtension] else {
            report(link, "image '\(link.url)' not embedded: unknown image type '.\(fileExtension)'")
            return link.url
        }
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(path, limit: .image)
        } catch let error as FoldmarkError {
            let reason = error.diagnostics.first?.message ?? "cannot read file"
            report(link, "image '\(link.url)' not embedded: \(path): \(reason)")
            return link.url
        } catch {
            report(link, "image '\(link.url)' not embedded: \(path): \(error)")
            return link.url
        }
        let uri = "data:\(mediaType);base64," + Data(bytes).base64EncodedString()
        return lock.withLock {
            dataURIs.append(uri)
            return placeholder(dataURIs.count - 1)
        }
    }

    /// `html` with every placeholder replaced by its `data:` URI.
    func replacePlaceholders(in html: String) -> String {
        let uris = lock.withLock { dataURIs }
        guard !uris.isEmpty else { return html }
        let parts = html.components(separatedBy: placeholder(nil))
        var result = parts[0]
        for part in parts.dropFirst() {
            let digits = part.prefix(while: \.isASCII).prefix(while: \.isNumber)
            guard let index = Int(digits), uris.indices.contains(index) else { return html }
            result += uris[index]
            result += part.dropFirst(digits.count)
        }
        return result
    }

    /// The placeholder for image `index`, or the prefix that all placeholders share.
    private func placeholder(_ index: Int?) -> String {
        "foldmark-embedded-image-\(nonce)-" + (index.map(String.init) ?? "")
    }

    private func report(_ link: LinkReference, _ message: String) {
        lock.withLock {
            warnings.append(Diagnostic(.warning, at: link.location, code: .imageNotEmbedded, message))
        }
    }

    /// The file path a URL names, when it names a local file: no scheme, not protocol-relative, not a fragment.
    static func localPath(_ url: String) -> String? {
        guard !url.isEmpty, !url.hasPrefix("#"), !url.hasPrefix("//") else { return nil }
        if let colon = url.firstIndex(of: ":"), !url[..<colon].contains("/") { return nil }
        var path = url
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<end]) }
        return path.removingPercentEncoding ?? path
    }
}
