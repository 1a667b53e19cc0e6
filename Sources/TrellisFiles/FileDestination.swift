import Foundation
import TrellisCore

/// What a path that Trellis is about to write names, and so how it is written
/// (``AtomicFile``):
///
/// - nothing: a new regular file is made (through a temporary file renamed into place);
/// - a regular file: it is replaced atomically, keeping its mode and, where the process
///   may set them, its owner and group;
/// - a symbolic link: the link is followed (up to ``maximumLinks`` links) and its final
///   target is written by these rules, so the link itself is kept; a link to nothing
///   creates its target;
/// - a character device or a FIFO (`/dev/null`, a terminal, a named pipe): written in
///   place, never renamed over or truncated;
/// - a directory, a block device or a socket: refused.
enum FileDestination: Equatable {
    /// Nothing exists at `path`: a new file is made there.
    case absent(path: String)
    /// A regular file at `path` (the final target of any links), its permission bits,
    /// owner and group.
    case regular(path: String, mode: mode_t, owner: uid_t, group: gid_t)
    /// A character device or FIFO, written in place through `path`.
    case inPlace(path: String)

    /// The most symbolic links followed before giving up, as Linux's `MAXSYMLINKS`.
    static let maximumLinks = 40

    /// Inspects `path` without changing anything.
    ///
    /// - Throws: ``AtomicFileError`` for a directory, a block device, a socket, a loop of
    ///   links, or a path that cannot be inspected (the system's reason).
    static func inspect(_ path: String) throws(AtomicFileError) -> FileDestination {
        var current = path
        for _ in 0...maximumLinks {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT { return .absent(path: current) }
                throw AtomicFileError(path: path, errno: errno)
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return .regular(path: current, mode: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid)
            case S_IFLNK:
                // A link to a device or pipe is written through the link itself, which also
                // keeps the kernel's own links (`/dev/stdout`, `/proc/self/fd/N`) working.
                var target = stat()
                if stat(current, &target) == 0, target.st_mode & S_IFMT != S_IFREG {
                    return try special(target.st_mode, at: current, asked: path)
                }
                current = try linkTarget(current, asked: path)
            default:
                return try special(info.st_mode, at: current, asked: path)
            }
        }
        throw AtomicFileError(path: path, errno: ELOOP)
    }

    /// The path the link at `link` points to, relative targets taken from the link's
    /// directory.
    private static func linkTarget(_ link: String, asked path: String) throws(AtomicFileError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(link, &buffer, buffer.count - 1)
        guard length >= 0 else { throw AtomicFileError(path: path, errno: errno) }
        let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        return (directory(of: link) as NSString).appendingPathComponent(target)
    }

    /// How a file that is neither regular nor a link is written, or why it is refused.
    private static func special(_ mode: mode_t, at current: String, asked path: String) throws(AtomicFileError) -> FileDestination {
        switch mode & S_IFMT {
        case S_IFCHR, S_IFIFO: return .inPlace(path: current)
        case S_IFDIR: throw AtomicFileError(path: path, errno: EISDIR)
        case S_IFBLK: throw AtomicFileError(path: path, reason: "it is a block device; Trellis writes regular files, character devices and FIFOs only")
        case S_IFSOCK: throw AtomicFileError(path: path, reason: "it is a socket; Trellis writes regular files, character devices and FIFOs only")
        default: throw AtomicFileError(path: path, reason: "it is not a regular file, character device or FIFO")
        }
    }

    /// The directory holding `path` ("." for a bare name).
    static func directory(of path: String) -> String {
        let directory = PathName.directory(of: path)
        return directory.isEmpty ? "." : directory
    }
}
