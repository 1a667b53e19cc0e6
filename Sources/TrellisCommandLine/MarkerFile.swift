import Foundation
import Trellis

/// An empty file whose existence and modification time are the message, as Bazel's test
/// protocol uses them (Docs/ci.md): the shard status file (`TEST_SHARD_STATUS_FILE`) and
/// the premature exit file (`TEST_PREMATURE_EXIT_FILE`).
enum MarkerFile {
    /// Creates the file at `path`, empty, or sets the modification time of the one there
    /// to now, leaving its contents alone (as `touch` does).
    ///
    /// Opened without blocking, so a FIFO with no reader is refused at once instead of
    /// holding the run.
    ///
    /// - Returns: nil when done, else why not: `the directory 'out' does not exist`, or
    ///   the system's reason (`Is a directory`, `Permission denied`).
    static func touch(_ path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return reason(errno, path: path) }
        let touched = futimens(descriptor, nil) == 0 ? 0 : errno
        let closed = close(descriptor) == 0 ? 0 : errno
        let failure = touched != 0 ? touched : closed
        return failure == 0 ? nil : reason(failure, path: path)
    }

    /// Removes the file at `path`; one already gone is fine.
    ///
    /// - Returns: nil when done, else the system's reason.
    static func remove(_ path: String) -> String? {
        guard unlink(path) != 0, errno != ENOENT else { return nil }
        return String(cString: strerror(errno))
    }

    /// The system's reason for `code`, or for a missing directory the one that is
    /// missing, as ``AtomicFile`` names it.
    private static func reason(_ code: Int32, path: String) -> String {
        let directory = directory(of: path)
        if code == ENOENT, !FileManager.default.fileExists(atPath: directory) {
            return "the directory '\(directory.debugEscaped)' does not exist"
        }
        return String(cString: strerror(code))
    }

    /// The folder `path` is in: all before its last `/` (trailing ones aside), `.` when it
    /// has none. Written out because Foundation's `deletingLastPathComponent` stops the
    /// process on `.`.
    static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
