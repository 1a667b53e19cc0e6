import Foundation

/// A TCP socket listening on one address (IPv4 or IPv6) and port, non-blocking, closed on
/// `exec`.
struct ListeningSocket: Sendable {
    /// Why a socket could not listen: `cannot listen on 127.0.0.1:7357: Address already in use`.
    struct Failure: Error, CustomStringConvertible {
        /// The address as `HOST:PORT` (`[::1]:7357` for IPv6).
        var address: String
        /// The system's reason.
        var reason: String
        /// The `errno` of the failed call: `EADDRINUSE` when the port is taken.
        var code: Int32

        var description: String { "cannot listen on \(address): \(reason)" }
    }

    /// The socket's descriptor.
    let descriptor: Int32
    /// The address listened on.
    let address: IPAddress
    /// The port listened on: the one asked for, or the one the system picked for 0.
    let port: UInt16

    /// The address and port as a URL's authority writes them: `127.0.0.1:7357`, `[::1]:7357`.
    var authority: String { "\(address.urlHost):\(port)" }

    /// Listens on `address` and `port` (0: a free port the system picks), with a backlog of
    /// 1024 connections.
    ///
    /// - Throws: ``Failure`` naming the address and the system's reason (`Address already
    ///   in use`, `Cannot assign requested address`).
    static func listen(on address: IPAddress, port: UInt16) throws(Failure) -> ListeningSocket {
        let family = address.isIPv6 ? AF_INET6 : AF_INET
        let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        func failure(_ code: Int32) -> Failure {
            Failure(address: "\(address.urlHost):\(port)", reason: String(cString: strerror(code)), code: code)
        }
        guard descriptor >= 0 else { throw failure(errno) }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound = address.withSocketAddress(port: port) { bind(descriptor, $0, $1) }
        guard bound == 0, Glibc.listen(descriptor, 1024) == 0 else {
            let code = errno
            close(descriptor)
            throw failure(code)
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(descriptor)
            throw failure(code)
        }
        let boundPort = withUnsafePointer(to: &storage) { pointer in
            address.isIPv6
                ? pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
                : pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
        }
        return ListeningSocket(descriptor: descriptor, address: address, port: boundPort)
    }

    /// Listens on `address` at `port` when given; else at `preferredPort`, or a free port
    /// when that one is taken.
    static func listen(on address: IPAddress, port: UInt16?, preferredPort: UInt16) throws(Failure) -> ListeningSocket {
        if let port { return try listen(on: address, port: port) }
        do {
            return try listen(on: address, port: preferredPort)
        } catch  where error.code == EADDRINUSE {
            return try listen(on: address, port: 0)
        }
    }
}
