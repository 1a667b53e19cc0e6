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
    /// Whether ``unlinkAll()`` has run: the process is ending, and nothing more is
    /// recorded.
    private var closed = false
    /// Held while steps that must end together run (``withoutInterruption(_:)``);
    /// ``unlinkAll()`` waits for it.
    private let interruption = NSLock()
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
        return nextNameNumber()
    }

    /// The generator's next number (``randomNameNumber()``); the caller holds the lock.
    private func nextNameNumber() -> UInt32 {
        nameState &+= 0x9E37_79B9_7F4A_7C15
        var mixed = nameState
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: (mixed ^ (mixed >> 31)) >> 32)
    }

    /// Records `path` before the file (or folder) is created. Once ``unlinkAll()`` has
    /// run, the process is ending: the caller waits for its end instead of creating
    /// anything.
    func insert(_ path: String, as kind: Kind = .file) {
        lock.lock()
        guard !closed else {
            lock.unlock()
            Self.waitForTheEnd()
        }
        paths[path] = kind
        lock.unlock()
    }

    /// Confirms that `path`, recorded with ``insert(_:as:)``, has been created while
    /// the registry still removes it when the process ends; when ``unlinkAll()`` ran in
    /// between (and so found nothing to remove), removes it and waits for the end.
    func confirmCreated(_ path: String) {
        lock.lock()
        guard !closed else {
            lock.unlock()
            Self.remove(path)
            Self.waitForTheEnd()
        }
        lock.unlock()
    }

    /// Runs `body` with ``unlinkAll()`` held back until it ends, for steps that must end
    /// all done once begun (putting an HTML report's pages, index and `report.json` in
    /// place). Not to be nested.
    func withoutInterruption<Result>(_ body: () -> Result) -> Result {
        interruption.lock()
        defer { interruption.unlock() }
        return body()
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
    /// forgets them; returns how many were recorded. For the end of the process: from
    /// then on nothing more is recorded (``insert(_:as:)``). Waits while steps that must
    /// end together run (``withoutInterruption(_:)``).
    ///
    /// A folder is renamed before it is removed, so that a thread still writing into it
    /// creates nothing more there (its next file's folder no longer exists), and its
    /// removal is tried again while files written meanwhile keep it from going.
    @discardableResult
    func unlinkAll() -> Int {
        interruption.lock()
        defer { interruption.unlock() }
        lock.lock()
        defer { lock.unlock() }
        closed = true
        for (path, kind) in paths {
            switch kind {
            case .file:
                unlink(path)
            case .folder:
                let renamed = path + ".\(nextNameNumber()).gone"
                Self.remove(rename(path, renamed) == 0 ? renamed : path)
            }
        }
        defer { paths.removeAll() }
        return paths.count
    }

    /// Removes the file or folder at `path`, with all it holds; a folder that files
    /// still being written keep from going is tried again, a few times.
    private static func remove(_ path: String) {
        var status = stat()
        var tries = 0
        while tries < 16, lstat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                unlink(path)
                return
            }
            try? FileManager.default.removeItem(atPath: path)
            tries += 1
        }
    }

    /// Blocks the calling thread until the process ends (the signal's thread, having
    /// removed the temporary files, is about to end it).
    private static func waitForTheEnd() -> Never {
        while true { DispatchSemaphore(value: 0).wait() }
    }
}
