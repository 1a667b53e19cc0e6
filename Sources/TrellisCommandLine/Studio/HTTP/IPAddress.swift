import Foundation

/// An IPv4 or IPv6 address, read from its text (`127.0.0.1`, `::1`, `[::1]`).
struct IPAddress: Sendable, Equatable {
    /// The address's bytes in network order: 4 for IPv4, 16 for IPv6.
    let bytes: [UInt8]

    /// Reads `text`: dotted IPv4 (`127.0.0.1`), IPv6 (`::1`), or IPv6 in brackets
    /// (`[::1]`); nil for anything else, host names included.
    init?(_ text: String) {
        var text = text
        if text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 {
            text = String(text.dropFirst().dropLast())
            guard text.contains(":") else { return nil }
        }
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            bytes = withUnsafeBytes(of: &v4) { Array($0) }
        } else if inet_pton(AF_INET6, text, &v6) == 1 {
            bytes = withUnsafeBytes(of: &v6) { Array($0) }
        } else {
            return nil
        }
    }

    /// `127.0.0.1`.
    static let loopbackIPv4 = IPAddress(bytes: [127, 0, 0, 1])
    /// `::1`.
    static let loopbackIPv6 = IPAddress(bytes: Array(repeating: 0, count: 15) + [1])

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether this is an IPv6 address.
    var isIPv6: Bool { bytes.count == 16 }

    /// Whether only this machine reaches it: 127.0.0.0/8 or `::1` (RFC 1122, RFC 4291).
    var isLoopback: Bool { isIPv6 ? self == Self.loopbackIPv6 : bytes[0] == 127 }

    /// Whether it stands for every address of the machine: `0.0.0.0` or `::`.
    var isWildcard: Bool { bytes.allSatisfy { $0 == 0 } }

    /// The loopback address of the same family: the address a URL names for a wildcard.
    var loopback: IPAddress { isIPv6 ? Self.loopbackIPv6 : Self.loopbackIPv4 }

    /// The address in its standard text (RFC 5952 for IPv6): `127.0.0.1`, `::1`.
    var text: String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        var copy = bytes
        let written = copy.withUnsafeMutableBytes { raw in
            inet_ntop(isIPv6 ? AF_INET6 : AF_INET, raw.baseAddress, &buffer, socklen_t(buffer.count))
        }
        guard written != nil else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The address as a URL's host writes it: `127.0.0.1`, `[::1]`.
    var urlHost: String { isIPv6 ? "[\(text)]" : text }

    /// Calls `body` with the address and `port` as a `sockaddr` and its length.
    func withSocketAddress<Result>(port: UInt16, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            withUnsafeMutableBytes(of: &address.sin6_addr) { $0.copyBytes(from: bytes) }
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        withUnsafeMutableBytes(of: &address.sin_addr) { $0.copyBytes(from: bytes) }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }
}
