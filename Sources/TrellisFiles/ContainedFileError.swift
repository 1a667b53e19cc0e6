import Foundation

/// A file inside a folder that ``ContainedFile`` would not or could not read: its path,
/// the reason, and whether it was refused (a link, a device, too large: the folder's
/// content is wrong) or could not be read (the system's reason).
public struct ContainedFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why the file was not read.
    public enum Kind: Sendable {
        /// The file is not one that is read: a link, a device, a FIFO, a socket, too large.
        case refused
        /// The system could not read it (permission, input/output error).
        case unreadable
    }

    /// The path, the folder named and the components below it.
    public var path: String
    /// Why, in Trellis's words or the system's.
    public var reason: String
    /// Refused or unreadable.
    public var kind: Kind

    /// Creates the error.
    public init(path: String, reason: String, kind: Kind) {
        self.path = path
        self.reason = reason
        self.kind = kind
    }

    init(path: String, errno code: Int32, kind: Kind) {
        self.init(path: path, reason: String(cString: strerror(code)), kind: kind)
    }

    public var description: String {
        "cannot read '\(path)': \(reason)"
    }
}
