/// The checks every request to the studio passes before any route (Docs/studio.md,
/// "Security"): the `Host` it names, and for a `POST` the run's token and the `Origin`.
///
/// - `Host` must be `127.0.0.1`, `localhost` or `[::1]`, or the address listened on, or
///   any IP literal when that address is a wildcard (`0.0.0.0`, `::`); with the port
///   listened on if one is written. Else 403 `host not allowed: HOST`: a page of another
///   site whose name was made to point here (DNS rebinding) names that site.
/// - A `POST` needs `X-Trellis-Token` equal to the run's token, and an `Origin`, when one
///   is sent, equal to `http://` and the request's own `Host` (the page's origin, as the
///   browser saw it); else 403. A cross-site form or `fetch` cannot read the token.
struct StudioRequestGate: Sendable {
    /// The address listened on.
    let address: IPAddress
    /// The port listened on.
    let port: UInt16
    /// The run's token: 32 lowercase hex digits.
    let token: String

    /// The 403 answer to `request`, or nil when it passes.
    func refusal(of request: HTTPRequest) -> HTTPResponse? {
        if let host = request.header("host"), !isAllowed(host: host) {
            return HTTPRequestParser.refusal(403, "host not allowed: \(host)")
        }
        guard request.method == "POST" else { return nil }
        guard let sent = request.header("x-trellis-token") else {
            return HTTPRequestParser.refusal(403, "a POST needs the X-Trellis-Token of the page")
        }
        guard Self.equalInConstantTime(sent, token) else {
            return HTTPRequestParser.refusal(403, "wrong X-Trellis-Token")
        }
        if let origin = request.header("origin") {
            let expected = "http://" + (request.header("host") ?? address.urlHost + ":\(port)")
            guard origin.lowercased() == expected.lowercased() else {
                return HTTPRequestParser.refusal(403, "origin not allowed: \(origin)")
            }
        }
        return nil
    }

    /// Whether `host`, a `Host` field's value, names this server.
    func isAllowed(host: String) -> Bool {
        var name = Substring(host)
        var portText: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            name = host[...close]
            let rest = host[host.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return false }
                portText = rest.dropFirst()
            }
        } else if let colon = host.firstIndex(of: ":") {
            name = host[..<colon]
            portText = host[host.index(after: colon)...]
        }
        if let portText {
            guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy(\.isASCIIDigit), Int(portText) == Int(port) else { return false }
        }
        if name.lowercased() == "localhost" { return true }
        // A bracketed name must hold IPv6, a bare one IPv4 (`IPAddress` reads both).
        guard let literal = IPAddress(String(name)), literal.isIPv6 == name.hasPrefix("[") else { return false }
        return literal == .loopbackIPv4 || literal == .loopbackIPv6 || literal == address || address.isWildcard
    }

    /// Whether `a` and `b` are equal, in a time that does not depend on where they differ.
    static func equalInConstantTime(_ a: String, _ b: String) -> Bool {
        let left = Array(a.utf8)
        let right = Array(b.utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for index in left.indices { difference |= left[index] ^ right[index] }
        return difference == 0
    }
}

extension Character {
    /// Whether this is one of `0`…`9`.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
