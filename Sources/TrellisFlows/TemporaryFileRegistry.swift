import Foundation

/// The temporary files ``AtomicFile`` has created and not yet renamed or removed, so that
/// a process stopped by a signal can remove them before it exits
/// (``AtomicFile/removeTemporaryFiles()``).
///
/// This is process-wide state on purpose: signals are delivered to the process, not to
/// a writer. It is guarded by an `NSLock` (a pthread mutex, which the thread sanitizer
/// checks exactly), which is why the class can be `@unchecked Sendable`.
final class TemporaryFileRegistry: @unchecked Sendable {
    /// The process's registry.
    static let shared = TemporaryFileRegistry()

    private let lock = NSLock()
    private var paths: Set<String> = []

    /// Records `path` before the file is created.
    func insert(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.insert(path)
    }

    /// Forgets `path` once it has been renamed or removed.
    func remove(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.remove(path)
    }

    /// Whether `path` is recorded.
    func contains(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return paths.contains(path)
    }

    /// Removes every recorded file and forgets them; returns how many were recorded.
    @discardableResult
    func unlinkAll() -> Int {
        lock.lock()
        defer { lock.unlock() }
        for path in paths { unlink(path) }
        defer { paths.removeAll() }
        return paths.count
    }
}
