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

    /// The system's reason behind a Foundation file error (its POSIX error when it has
    /// one), else the error's own description.
    public static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return error.localizedDescription
    }
}
