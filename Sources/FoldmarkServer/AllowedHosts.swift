/// The `Host` header values the server answers, against DNS rebinding: a page on another site whose name was
/// made to resolve to 127.0.0.1 sends its own name as the host, and gets 403.
struct AllowedHosts: Sendable {
    private let names: Set<String>

    /// The loopback names, and `host` (the `--host` value) when it is another.
    init(host: String) {
        var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
        let given = host.lowercased()
        names.insert(given.contains(":") && !given.hasPrefix("[") ? "[\(given)]" : given)
        self.names = names
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
        return names.contains(String(name))
    }
}
