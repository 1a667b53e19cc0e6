import Foundation

/// The temporary files ``AtomicFile`` has created and not yet renamed or removed, and the
/// folders being filled to be renamed into place whole (an HTML report's pages), so that
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
    private var folders: Set<String> = []
    /// The state of the generator of ``randomNameNumber()``, seeded once from the
    /// system's generator.
    private var nameState = UInt64.random(in: .min ... .max)

    /// A random number for a temporary file's name, made without a system call (a report
    /// names thousands of files): SplitMix64 (Steele, Lea and Flood, 2014) over a state
    /// seeded from the system's generator when the process first writes a file. A name
    /// taken anyway is met by the exclusive open, which asks for another.
    func randomNameNumber() -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        nameState &+= 0x9E37_79B9_7F4A_7C15
        var mixed = nameState
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: (mixed ^ (mixed >> 31)) >> 32)
    }

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

    /// Records `folder` before it is created.
    func insertFolder(_ folder: String) {
        lock.lock()
        defer { lock.unlock() }
        folders.insert(folder)
    }

    /// Forgets `folder` once it has been renamed or removed.
    func removeFolder(_ folder: String) {
        lock.lock()
        defer { lock.unlock() }
        folders.remove(folder)
    }

    /// Whether `folder` is recorded.
    func containsFolder(_ folder: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return folders.contains(folder)
    }

    /// Removes every recorded file, and every recorded folder with all it holds, and
    /// forgets them; returns how many were recorded.
    @discardableResult
    func unlinkAll() -> Int {
        lock.lock()
        defer { lock.unlock() }
        for path in paths { unlink(path) }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
        defer {
            paths.removeAll()
            folders.removeAll()
        }
        return paths.count + folders.count
    }
}
