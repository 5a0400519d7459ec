#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `Host` header values the server answers, against DNS rebinding: a page on another site whose name was
/// made to resolve to 127.0.0.1 sends its own name as the host, and gets 403.
///
/// Bound to every address (`--host 0.0.0.0` or `::`), the server is reached by whatever address the machine has
/// on each network, so any IP address is accepted as the host; names other than `localhost` still are not, since
/// a name is what a rebinding attack controls.
struct AllowedHosts: Sendable {
    private let names: Set<String>
    private let anyAddress: Bool

    /// The loopback names, and `host` (the `--host` value) when it is another.
    init(host: String) {
        var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
        let given = host.lowercased()
        names.insert(given.contains(":") && !given.hasPrefix("[") ? "[\(given)]" : given)
        self.names = names
        anyAddress = ["0.0.0.0", "::", "[::]"].contains(given)
    }

    /// Whether a request with this `Host` header value is answered. The port is not checked (a proxy may change
    /// it); the name must be one of ours.
    func allows(_ header: String?) -> Bool {
        guard let header = header?.lowercased(), !header.isEmpty else { return false }
        var name = Substring(header)
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            let rest = name[name.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber)) else { return false }
            name = name[...close]
        } else if let colon = name.firstIndex(of: ":") {
            guard name[name.index(after: colon)...].allSatisfy(\.isNumber) else { return false }
            name = name[..<colon]
        }
        if name.hasSuffix(".") && name != "." { name = name.dropLast() }
        return names.contains(String(name)) || (anyAddress && Self.isAddress(name))
    }

    /// Whether `name` is an IPv4 address in dotted form or a bracketed IPv6 address.
    private static func isAddress(_ name: Substring) -> Bool {
        var bytes = [UInt8](repeating: 0, count: 16)
        if name.hasPrefix("[") && name.hasSuffix("]") {
            return inet_pton(AF_INET6, String(name.dropFirst().dropLast()), &bytes) == 1
        }
        return inet_pton(AF_INET, String(name), &bytes) == 1
    }
}
