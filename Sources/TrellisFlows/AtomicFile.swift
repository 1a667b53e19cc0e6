import Foundation

/// Writes files whole or not at all: the content goes to a temporary file in the
/// destination's directory, which is then renamed over the destination (POSIX `rename`
/// replaces it in one step). A reader sees the old file or the new one, never half of
/// one; when writing fails, the old file is left as it was and the temporary file is
/// removed. Every file Trellis writes goes through here: `trellis render -o`, golden files
/// recorded by `trellis test --record`, `--report` JUnit files and `--artifacts`.
///
/// The temporary file is named `.NAME.RANDOM.tmp` (hidden, beside NAME), so a process
/// killed mid-write leaves at most that file, never a damaged NAME. It is not synced to
/// disk before the rename (as Foundation's `.atomic` writes): the guarantee is against
/// crashes of the process, not of the machine.
public enum AtomicFile {
    /// Writes `data` to the file at `path`, replacing it atomically.
    ///
    /// - Throws: ``AtomicFileError`` naming the path and the system's reason.
    public static func write(_ data: Data, to path: String) throws(AtomicFileError) {
        do {
            try write(to: path) { temporary in
                let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                guard descriptor >= 0 else { throw AtomicFileError(path: path, reason: String(cString: strerror(errno))) }
                let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
                try handle.write(contentsOf: data)
                try handle.close()
            }
        } catch let error as AtomicFileError {
            throw error
        } catch {
            throw AtomicFileError(path: path, reason: AtomicFileError.reason(for: error))
        }
    }

    /// Calls `body` with the path of a new temporary file to write, in the directory of
    /// `path`, then renames it to `path`. When `body` throws, or the rename fails, the
    /// temporary file is removed and `path` is left untouched.
    ///
    /// - Throws: `body`'s error as is, or ``AtomicFileError`` when the rename fails.
    public static func write(to path: String, using body: (String) throws -> Void) throws {
        let temporary = temporaryPath(for: path)
        do {
            try body(temporary)
            guard rename(temporary, path) == 0 else {
                throw AtomicFileError(path: path, reason: String(cString: strerror(errno)))
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// The temporary file for `path`: `DIRECTORY/.NAME.RANDOM.tmp` for `DIRECTORY/NAME`,
    /// RANDOM being 8 hexadecimal digits, new at each call.
    public static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let random = UUID().uuidString.prefix(8)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(random).tmp").path
    }
}

/// A file that could not be written: its path and the system's reason.
public struct AtomicFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The destination, as the caller gave it.
    public var path: String
    /// Why, in the system's words ("Permission denied", "File too large").
    public var reason: String

    /// Creates the error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        "cannot write '\(path)': \(reason)"
    }

    /// The system's reason behind a Foundation file error (its POSIX error when it has
    /// one), else the error's own description.
    static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return error.localizedDescription
    }
}
