import Foundation

/// The results of ``FlowLoadSession/readAhead(_:jobs:)``, one slot per file, filled from
/// several threads.
///
/// Safety: every access to `results` and `next` holds `lock`, which is why the class can be
/// `@unchecked Sendable`.
final class ParsesAhead: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<FlowLoadSession.FileParse, FlowLoadError>?]
    private var next = 0

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// The index of the next file no thread has taken, or nil when every file is taken.
    func takeNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < results.count else { return nil }
        defer { next += 1 }
        return next
    }

    func set(_ result: Result<FlowLoadSession.FileParse, FlowLoadError>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        results[index] = result
    }

    /// Every slot, once every thread is done.
    var all: [Result<FlowLoadSession.FileParse, FlowLoadError>?] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
