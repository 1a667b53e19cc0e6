import Foundation
import Trellis

/// Standard output and standard error, written as UTF-8 with POSIX `write`
/// (``FileDescriptorWriter``), never with Foundation's `FileHandle.write`, which stops
/// the process when a write fails.
///
/// A failed write (a full disk, a closed descriptor, a file-size limit) is remembered and
/// later writes to that stream are skipped; ``TrellisCommandLine`` then ends the command
/// with 74 (sysexits' `EX_IOERR`) and one line on standard error, when standard error
/// still works. The failures are process-wide state because the streams are; they are
/// guarded by a lock, as flows print from several threads.
enum Output {
    /// A stream that failed, and the system's reason.
    struct Failure: Equatable {
        var stream: String
        var reason: String
    }

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var failures: [Int32: Failure] = [:]
        /// Standard output's bytes given to ``writeBuffered(_:)`` and not written yet.
        var pending: [UInt8] = []
        /// When standard output was last written, on the monotonic clock.
        var lastWrite = ContinuousClock.now
        /// What the streams would have been given while ``Output/capturing(_:)`` runs,
        /// by descriptor; nil otherwise.
        var captured: [Int32: [UInt8]]?
    }

    /// Held for the whole of ``capturing(_:)``, so that captures never overlap.
    private static let captureLock = NSLock()

    /// Runs `body` with both streams captured instead of written, for commands run inside
    /// a test process (whose own output is the test runner's): returns its result and
    /// what it printed on each stream. Captures run one at a time.
    static func capturing<Result>(_ body: () throws -> Result) rethrows -> (result: Result, output: String, error: String) {
        captureLock.lock()
        defer { captureLock.unlock() }
        state.lock.lock()
        flushLocked()
        state.captured = [:]
        state.lock.unlock()
        defer {
            state.lock.lock()
            state.captured = nil
            state.lock.unlock()
        }
        let result = try body()
        state.lock.lock()
        flushLocked()
        let streams = state.captured ?? [:]
        state.lock.unlock()
        return (result, String(decoding: streams[STDOUT_FILENO] ?? [], as: UTF8.self), String(decoding: streams[STDERR_FILENO] ?? [], as: UTF8.self))
    }

    /// ``writeBuffered(_:)`` writes its pending bytes once they reach this many bytes…
    static let bufferedBytesLimit = 1 << 16
    /// …or once this long has passed since standard output was last written, so a slow
    /// run still shows its progress.
    static let bufferedDelayLimit = Duration.milliseconds(100)

    private static let state = State()

    /// Writes `text` and a newline to standard output.
    static func print(_ text: String) {
        write(text + "\n")
    }

    /// Writes `text` to standard output as is.
    static func write(_ text: String) {
        send(text, to: STDOUT_FILENO)
    }

    /// Adds `text` to standard output's pending bytes, written with the next write to
    /// either stream, by ``flush()``, or here once they reach ``bufferedBytesLimit`` or
    /// ``bufferedDelayLimit`` has passed since the last write. `trellis test` prints its
    /// step lines this way: a system call per line cost a tenth of a fast run. The signal
    /// thread flushes before the process stops (``Signals``), so nothing printed is lost.
    static func writeBuffered(_ text: String) {
        state.lock.lock()
        defer { state.lock.unlock() }
        state.pending.append(contentsOf: text.utf8)
        if state.pending.count >= bufferedBytesLimit || state.lastWrite.duration(to: .now) >= bufferedDelayLimit {
            flushLocked()
        }
    }

    /// Writes standard output's pending bytes (``writeBuffered(_:)``), if any.
    static func flush() {
        state.lock.lock()
        defer { state.lock.unlock() }
        flushLocked()
    }

    /// Writes `bytes` (UTF-8 text) to standard output as they are.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { send($0, to: STDOUT_FILENO) }
    }

    /// Writes `bytes` (UTF-8 text) to standard output as they are.
    static func write(_ bytes: UnsafeRawBufferPointer) {
        send(bytes, to: STDOUT_FILENO)
    }

    /// Writes "trellis: " + `text` and a newline to standard error.
    static func error(_ text: String) {
        send("trellis: " + text + "\n", to: STDERR_FILENO)
    }

    /// Writes `text` as is (plus a newline when missing) to standard error.
    static func errorVerbatim(_ text: String) {
        send(text.hasSuffix("\n") ? text : text + "\n", to: STDERR_FILENO)
    }

    /// The first stream that failed, standard output before standard error; nil while
    /// every write has worked.
    static var failure: Failure? {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.failures[STDOUT_FILENO] ?? state.failures[STDERR_FILENO]
    }

    /// Whether standard output has failed, so long runs can stop early.
    static var standardOutputFailed: Bool {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.failures[STDOUT_FILENO] != nil
    }

    private static func send(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { send(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes `bytes` to `descriptor` after standard output's pending bytes, so the two
    /// streams keep the order in which things were printed.
    private static func send(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        state.lock.lock()
        defer { state.lock.unlock() }
        flushLocked()
        writeLocked(bytes, to: descriptor)
    }

    /// Writes and empties the pending bytes; the caller holds the lock.
    private static func flushLocked() {
        guard !state.pending.isEmpty else { return }
        state.pending.withUnsafeBytes { writeLocked($0, to: STDOUT_FILENO) }
        state.pending.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` unless `descriptor` failed before, remembering a failure; the caller
    /// holds the lock.
    private static func writeLocked(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        if state.captured != nil {
            state.captured?[descriptor, default: []].append(contentsOf: bytes)
            return
        }
        guard state.failures[descriptor] == nil else { return }
        if descriptor == STDOUT_FILENO { state.lastWrite = .now }
        let code = FileDescriptorWriter.writeAll(bytes, to: descriptor)
        // A reader that has gone (`trellis … | head`): the end coreutils give it.
        if code == EPIPE, Signals.brokenPipeEndsTheProcess { Signals.endByBrokenPipe() }
        if code != 0 {
            let stream = descriptor == STDOUT_FILENO ? "standard output" : "standard error"
            state.failures[descriptor] = Failure(stream: stream, reason: String(cString: strerror(code)))
        }
    }
}

extension Output {
    /// Fills standard input, output and error when the process was started with them
    /// closed (`>&-`), as coreutils do: otherwise the next file opened would take the
    /// number, and "standard output" would be written into a report or a picture. Each is
    /// filled with `/dev/null` opened the wrong way round, so writes to a closed standard
    /// output fail with `EBADF` (and the command exits 74) instead of vanishing.
    static func reserveClosedDescriptors() {
        for (descriptor, mode) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY)] {
            guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { continue }
            let opened = open("/dev/null", mode)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
