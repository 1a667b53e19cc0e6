import Foundation

/// A file that could not be written: its path and the system's reason.
public struct AtomicFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The destination, as the caller gave it (never the temporary file's name).
    public var path: String
    /// Why, in the system's words ("Permission denied", "File too large"), or Trellis's own
    /// ("the directory 'out' does not exist").
    public var reason: String

    /// Creates the error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The error for `path` with the system's message for `errno`.
    init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
    }

    public var description: String {
        "cannot write '\(path)': \(reason)"
    }

    /// The system's reason behind a Foundation file error, in the words the rest of
    /// Trellis's messages use: its POSIX error's (`No such file or directory`) when it has
    /// one, else the reason its Cocoa file error code stands for; never Foundation's own
    /// sentences (`The file doesn't exist.`) or codes (`NSCocoaErrorDomain error 256`).
    public static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if nsError.domain == NSCocoaErrorDomain, let code = cocoaReasons[nsError.code] { return String(cString: strerror(code)) }
        if nsError.domain == NSCocoaErrorDomain { return "the file system refused it (Foundation file error \(nsError.code))" }
        return "\(error)"
    }

    /// Foundation's file error codes and the POSIX errors they stand for.
    private static let cocoaReasons: [Int: Int32] = [
        NSFileNoSuchFileError: ENOENT, NSFileReadNoSuchFileError: ENOENT, NSFileReadNoPermissionError: EACCES,
        NSFileWriteNoPermissionError: EACCES, NSFileWriteOutOfSpaceError: ENOSPC, NSFileWriteVolumeReadOnlyError: EROFS,
        NSFileWriteFileExistsError: EEXIST, NSFileReadTooLargeError: EFBIG, NSFileReadUnknownError: EIO, NSFileWriteUnknownError: EIO,
        NSFileLockingError: ENOLCK, NSFileReadInvalidFileNameError: EINVAL, NSFileWriteInvalidFileNameError: EINVAL,
    ]
}
