import Foundation

extension Signals {
    private final class Interception: @unchecked Sendable {
        let lock = NSLock()
        var handler: (@Sendable (Int32) -> Void)?
    }

    private static let interception = Interception()

    /// Makes the next `SIGINT`, `SIGTERM` or `SIGHUP` call `handler` (with the signal, on
    /// the signal thread) instead of ending the process: a command that runs until it is
    /// stopped (`trellis studio`) then stops cleanly and exits 0. Only the next one: a
    /// second signal ends the process as usual. Has an effect only once ``install()`` has
    /// run, in the process `main` started.
    static func intercept(_ handler: @escaping @Sendable (Int32) -> Void) {
        interception.lock.lock()
        defer { interception.lock.unlock() }
        interception.handler = handler
    }

    /// Calls and forgets the handler ``intercept(_:)`` set, if any, with `received`;
    /// returns whether there was one (then the process goes on).
    static func handOver(_ received: Int32) -> Bool {
        interception.lock.lock()
        let handler = interception.handler
        interception.handler = nil
        interception.lock.unlock()
        guard let handler else { return false }
        handler(received)
        return true
    }
}
