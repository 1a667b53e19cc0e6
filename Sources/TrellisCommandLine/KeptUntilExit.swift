import Foundation

/// Objects a command leaves for the end of the process to reclaim, as compilers leave
/// their trees: ``TrellisCommandLine/main(registry:arguments:)`` ends the process with
/// `exit` as soon as the command returns, so taking down a loaded screen of many views
/// one release at a time first would only cost time (a tenth of a large `run`).
///
/// Only a process started by `main` keeps them; commands run in a process that goes on
/// (``TrellisCommandLine/run(registry:arguments:)``, the tests) let them go as usual.
enum KeptUntilExit {
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var isKeeping = false
    }

    private static let state = State()

    /// Makes ``keep(_:)`` keep its objects from now on; `main` calls it before the command runs.
    static func keepFromNowOn() {
        state.lock.lock()
        defer { state.lock.unlock() }
        state.isKeeping = true
    }

    /// Keeps `value` (a loaded screen, the flows of a run and their results) alive until
    /// the process ends, when `main` started the command: a reference to it is never
    /// released, so nothing it holds is taken down one release at a time.
    ///
    /// Generic, not `AnyObject`: an array passed as `AnyObject` would be bridged to a new
    /// `NSArray`, which would be kept while the array itself is released.
    static func keep<Value>(_ value: Value) {
        state.lock.lock()
        defer { state.lock.unlock() }
        // A reference never released: the value outlives every other one to it.
        if state.isKeeping { _ = Unmanaged.passRetained(Kept(value)) }
    }

    /// A value held by a reference, so that it can be kept as an object is.
    private final class Kept<Value> {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}
