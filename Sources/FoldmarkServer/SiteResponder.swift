import FoldmarkSite
import Foundation
import Hummingbird

/// Answers one request from the site in memory: never from a path on disk.
struct SiteResponder: Sendable {
    let site: ServedSite
    let hosts: AllowedHosts

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        guard hosts.allows(request.head.authority) else {
            return Self.text(
                .forbidden,
                "This server answers only requests for 127.0.0.1, localhost or [::1] (or the --host given).\n")
        }
        guard request.method == .get || request.method == .head else {
            var response = Self.text(.methodNotAllowed, "Only GET and HEAD.\n")
            response.headers[.allow] = "GET, HEAD"
            return response
        }
        // A GET or HEAD carries no body: refuse one rather than read it.
        if let length = request.headers[.contentLength], length != "0" {
            return Self.text(.contentTooLarge, "Requests may not have a body.\n")
        }
        if request.headers[.transferEncoding] != nil {
            return Self.text(.contentTooLarge, "Requests may not have a body.\n")
        }
        let target = request.head.path ?? "/"
        if target == ReloadScript.eventsPath || target.hasPrefix(ReloadScript.eventsPath + "?") {
            return events(request)
        }
        guard let current = site.site else {
            // Not built yet (the first build is running, or failed): a page that shows why, and reloads once the
            // site is built.
            let page =
                "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not built yet</title></head>"
                + "<body><h1>The site is not built yet</h1><p>This page reloads when it is; errors, if any, show below.</p>"
                + "</body></html>\n"
            let response = file("index.html", bytes: Array(page.utf8), status: .serviceUnavailable)
            return request.method == .head ? Self.headersOnly(response) : response
        }
        let response: Response
        switch RequestPath.resolve(target, exists: { current.contains($0) }) {
        case .file(let path):
            // A page is laid out now when it is not in the cache; it was laid out once when the site was made.
            guard let bytes = current[path] else { return Self.text(.internalServerError, "Cannot lay out page.\n") }
            response = file(path, bytes: bytes, status: .ok)
        case .redirect(let location):
            var redirect = Self.text(.movedPermanently, "Moved.\n")
            redirect.headers[.location] = location
            response = redirect
        case .notFound:
            if let page = current["404.html"] {
                response = file("404.html", bytes: page, status: .notFound)
            } else {
                response = Self.text(.notFound, "Not found.\n")
            }
        case .bad:
            response = Self.text(.badRequest, "Bad request.\n")
        }
        return request.method == .head ? Self.headersOnly(response) : response
    }

    /// The file at `path`; HTML gets the live-reload script.
    private func file(_ path: String, bytes: [UInt8], status: HTTPResponse.Status) -> Response {
        let type = MediaTypes.type(of: path)
        let body = type.hasPrefix("text/html") ? ReloadScript.inject(into: bytes, version: site.version) : bytes
        var headers = HTTPFields()
        headers[.contentType] = type
        // Every answer is fresh: a dev server's pages change under the same URL, often within a second.
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The live-reload stream: the current state at once, then every change, and a comment every 15 s.
    private func events(_ request: Request) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-store"
        let site = site
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                try await request.body.consumeWithCancellationOnInboundClose { _ in
                    try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
                    for await event in site.listen() {
                        try await writer.write(ByteBuffer(string: event))
                    }
                }
                try await writer.finish(nil)
            })
    }

    /// `response` for a HEAD request: the same headers, no body.
    private static func headersOnly(_ response: Response) -> Response {
        var headers = response.headers
        if let length = response.body.contentLength { headers[.contentLength] = String(length) }
        return Response(status: response.status, headers: headers, body: ResponseBody())
    }

    private static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
