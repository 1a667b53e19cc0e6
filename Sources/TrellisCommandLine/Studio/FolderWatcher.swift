import Foundation

/// Watches folders and everything under them with Linux's inotify, and reports the paths
/// that changed: a file written and closed, created, deleted, renamed in or out (an
/// editor's rename-over save), or its attributes changed. Folders created later are
/// watched as they appear, with the files already in them reported; hidden files and
/// folders (a name starting with `.`) are neither watched nor reported.
///
/// Changes are gathered for ``coalescing`` from the first one, so an editor's burst of
/// writes and a rename is reported once, then handed to `onChange` on the watcher's thread
/// as paths (the watched folder's path, `/`, the name), sorted, each once. When the
/// kernel's queue overflowed, the watched roots themselves are reported.
final class FolderWatcher: @unchecked Sendable {
    /// The folders watched with everything under them, as given.
    let roots: [String]
    /// How long changes are gathered before they are reported: 30 ms by default.
    let coalescing: Duration
    /// The folders that could not be watched when the watcher was made, each with the
    /// system's reason (`No space left on device` past `fs.inotify.max_user_watches`).
    private(set) var failures: [(folder: String, reason: String)] = []

    private let descriptor: Int32
    private let wakePipe: WakePipe
    private let onChange: @Sendable ([String]) -> Void
    /// The folder each watch descriptor watches; the watcher thread's after ``start()``.
    private var folders: [Int32: String] = [:]
    private let lock = NSLock()
    private var stopping = false
    private var running = false
    private let finished = DispatchSemaphore(value: 0)

    /// The events watched on every folder.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB) | UInt32(IN_ONLYDIR)

    /// Watches `roots` and every folder under them; nil when inotify cannot be used (no
    /// descriptor left, or `fs.inotify.max_user_instances` reached).
    init?(roots: [String], coalescing: Duration = .milliseconds(30), onChange: @escaping @Sendable ([String]) -> Void) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0, let wakePipe = WakePipe() else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        self.roots = roots
        self.coalescing = coalescing
        self.descriptor = descriptor
        self.wakePipe = wakePipe
        self.onChange = onChange
        for root in roots { _ = watchTree(root, reporting: false) }
    }

    deinit {
        close(descriptor)
    }

    /// Starts reporting changes on a thread of its own.
    func start() {
        lock.lock()
        defer { lock.unlock() }
        guard !running, !stopping else { return }
        running = true
        Thread.detachNewThread {
            self.run()
            self.finished.signal()
        }
    }

    /// Stops watching; returns once the thread has ended (a report being made finishes first).
    func stop() {
        lock.lock()
        let wasRunning = running && !stopping
        stopping = true
        lock.unlock()
        guard wasRunning else { return }
        wakePipe.wake()
        finished.wait()
    }

    private var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var changed = Set<String>()
        var reportAt: ContinuousClock.Instant?
        while !isStopping {
            var timeout: Int32 = -1
            if let reportAt {
                let (seconds, attoseconds) = ContinuousClock.now.duration(to: reportAt).components
                timeout = Int32(max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
            }
            var descriptors = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wakePipe.readDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            if poll(&descriptors, 2, timeout) > 0, descriptors[0].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    changed.formUnion(changes(in: buffer[0..<count]))
                    if reportAt == nil, !changed.isEmpty { reportAt = .now + coalescing }
                }
            }
            if let due = reportAt, due <= .now, !isStopping {
                onChange(changed.sorted())
                changed.removeAll()
                reportAt = nil
            }
        }
    }

    /// The paths that `events`, inotify's records, name; watches folders that appeared.
    private func changes(in events: ArraySlice<UInt8>) -> [String] {
        var paths: [String] = []
        var offset = events.startIndex
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= events.endIndex {
            let (watch, mask, length) = events.withUnsafeBytes { raw in
                let base = offset - events.startIndex
                return (
                    raw.loadUnaligned(fromByteOffset: base, as: Int32.self), raw.loadUnaligned(fromByteOffset: base + 4, as: UInt32.self),
                    Int(raw.loadUnaligned(fromByteOffset: base + 12, as: UInt32.self))
                )
            }
            let nameBytes = events[(offset + headerSize)..<min(events.endIndex, offset + headerSize + length)].prefix { $0 != 0 }
            offset += headerSize + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 { paths += roots }
            if mask & UInt32(IN_IGNORED) != 0 { folders[watch] = nil }
            guard let folder = folders[watch], !nameBytes.isEmpty, nameBytes.first != UInt8(ascii: ".") else { continue }
            let path = folder + "/" + String(decoding: nameBytes, as: UTF8.self)
            paths.append(path)
            guard mask & UInt32(IN_ISDIR) != 0 else { continue }
            if mask & UInt32(IN_MOVED_FROM | IN_DELETE) != 0 { unwatchTree(path) }
            if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { paths += watchTree(path, reporting: true) }
        }
        return paths
    }

    /// Watches `folder` and every folder under it, not following symbolic links; returns
    /// the paths under it when `reporting` (a folder that appeared: what was made in it
    /// before its watch was added is reported too).
    private func watchTree(_ folder: String, reporting: Bool) -> [String] {
        var found: [String] = []
        var pending = [folder]
        while let next = pending.popLast() {
            let watch = inotify_add_watch(descriptor, next, Self.mask)
            guard watch >= 0 else {
                if !reporting { failures.append((next, String(cString: strerror(errno)))) }
                continue
            }
            folders[watch] = next
            let names = (try? FileManager.default.contentsOfDirectory(atPath: next)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = next + "/" + name
                if reporting { found.append(path) }
                var status = stat()
                if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { pending.append(path) }
            }
        }
        return found
    }

    /// Stops watching `folder` and the folders under it (moved away or deleted).
    private func unwatchTree(_ folder: String) {
        for (watch, path) in folders where path == folder || path.hasPrefix(folder + "/") {
            inotify_rm_watch(descriptor, watch)
            folders[watch] = nil
        }
    }
}
