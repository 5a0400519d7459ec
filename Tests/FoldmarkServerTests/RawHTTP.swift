import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A bare HTTP/1.1 client over a socket: requests are sent byte for byte as written (no path normalising, any
/// Host header), so tests can send what a browser never would.
struct RawHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    let port: Int

    /// Sends `GET target` (or another method) with `Host: host` and returns the answer; the connection closes after.
    func get(_ target: String, host: String? = nil, method: String = "GET", extra: String = "") throws -> Response {
        let hostLine = host.map { "Host: \($0)\r\n" } ?? ""
        let request = "\(method) \(target) HTTP/1.1\r\n\(hostLine)Connection: close\r\n\(extra)\r\n"
        return try Self.parse(send(Array(request.utf8)))
    }

    /// Sends `bytes` and reads until the server closes the connection.
    func send(_ bytes: [UInt8]) throws -> [UInt8] {
        let socket = try connect()
        defer { close(socket) }
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return received
    }

    /// An open connection with a 10-second receive timeout.
    func connect() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw POSIXError(.ECONNREFUSED)
        }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return socket
    }

    static func parse(_ bytes: [UInt8]) throws -> Response {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { throw POSIXError(.EBADMSG) }
        let head = text[..<end.lowerBound].split(separator: "\r\n").map(String.init)
        let statusLine = head.first?.split(separator: " ") ?? []
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw POSIXError(.EBADMSG) }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: String(text[end.upperBound...]))
    }
}
