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

    /// What a recorded path is: a file, or a folder removed with all it holds.
    enum Kind {
        case file
        case folder
    }

    private let lock = NSLock()
    private var paths: [String: Kind] = [:]
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

    /// Records `path` before the file (or folder) is created.
    func insert(_ path: String, as kind: Kind = .file) {
        lock.lock()
        defer { lock.unlock() }
        paths[path] = kind
    }

    /// Forgets `path` once it has been renamed or removed.
    func remove(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths[path] = nil
    }

    /// Whether `path` is recorded.
    func contains(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return paths[path] != nil
    }

    /// Removes every recorded file, and every recorded folder with all it holds, and
    /// forgets them; returns how many were recorded.
    @discardableResult
    func unlinkAll() -> Int {
        lock.lock()
        defer { lock.unlock() }
        for (path, kind) in paths {
            switch kind {
            case .file: unlink(path)
            case .folder: try? FileManager.default.removeItem(atPath: path)
            }
        }
        defer { paths.removeAll() }
        return paths.count
    }
}
