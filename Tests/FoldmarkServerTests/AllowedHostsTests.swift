import Testing

@testable import FoldmarkServer

/// The Host check against DNS rebinding: only loopback names, and the `--host` given.
@Suite struct AllowedHostsTests {
    @Test func loopbackNamesWithAnyPortAreAllowed() {
        let hosts = AllowedHosts(host: "127.0.0.1")
        for header in ["127.0.0.1", "127.0.0.1:8000", "localhost:8000", "LOCALHOST", "localhost.", "[::1]", "[::1]:80"]
        {
            #expect(hosts.allows(header), "\(header)")
        }
    }

    @Test func otherNamesAreRefused() {
        let hosts = AllowedHosts(host: "127.0.0.1")
        for header: String? in [
            nil, "", "evil.example", "evil.example:8000", "127.0.0.1.evil.example", "localhost.evil.example",
            "127.0.0.1:80:80", "127.0.0.1:http", "[::1]x", "[::1", "0.0.0.0", "127.0.0.2", "192.168.1.10",
        ] {
            #expect(!hosts.allows(header), "\(header ?? "nil")")
        }
    }

    @Test func theHostGivenIsAllowed() {
        #expect(AllowedHosts(host: "192.168.1.10").allows("192.168.1.10:8000"))
        #expect(AllowedHosts(host: "docs.local").allows("docs.local"))
        #expect(AllowedHosts(host: "::").allows("[::]:8000"))
        #expect(!AllowedHosts(host: "docs.local").allows("other.local"))
    }

    @Test func boundToEveryAddressAnyAddressIsAllowedButNoOtherName() {
        for host in ["0.0.0.0", "::"] {
            let hosts = AllowedHosts(host: host)
            for header in ["192.0.2.2:8000", "10.0.0.7", "[2001:db8::1]:8000", "localhost:8000"] {
                #expect(hosts.allows(header), "\(host) \(header)")
            }
            for header in ["evil.example", "192.0.2.2.evil.example", "999.1.1.1", "[2001:db8::zz]", "1.2.3"] {
                #expect(!hosts.allows(header), "\(host) \(header)")
            }
        }
        // Bound to one address, other addresses are still refused.
        #expect(!AllowedHosts(host: "192.0.2.2").allows("10.0.0.7"))
    }
}
