import Foundation
import TrellisCore

/// What a path that Trellis is about to write names, and so how it is written
/// (``AtomicFile``):
///
/// - nothing: a new regular file is made (through a temporary file renamed into place);
/// - a regular file: it is replaced atomically, keeping its mode and, where the process
///   may set them, its owner and group;
/// - a symbolic link: the link itself is replaced by the new file (the rename replaces
///   the directory entry), so nothing is ever written through a link a repository or
///   another user put there; its target is left as it was. The one exception is the
///   system's own links under `/dev/` and `/proc/` to a character device or FIFO
///   (`/dev/stdout`, `/dev/fd/N`), written in place;
/// - a character device or a FIFO (`/dev/null`, a terminal, a named pipe): written in
///   place, never renamed over or truncated;
/// - a directory, a block device or a socket: refused.
enum FileDestination: Equatable {
    /// Nothing, or a symbolic link, is at `path`: a new file is made there, replacing the
    /// link.
    case absent(path: String)
    /// A regular file at `path`, its permission bits, owner and group.
    case regular(path: String, mode: mode_t, owner: uid_t, group: gid_t)
    /// A character device or FIFO, written in place through `path`.
    case inPlace(path: String)

    /// Inspects `path` without changing anything.
    ///
    /// - Throws: ``AtomicFileError`` for a directory, a block device, a socket, or a path
    ///   that cannot be inspected (the system's reason).
    static func inspect(_ path: String) throws(AtomicFileError) -> FileDestination {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return .absent(path: path) }
            throw AtomicFileError(path: path, errno: errno)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .regular(path: path, mode: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid)
        case S_IFLNK:
            // The system's links to a stream (`/dev/stdout` → `/proc/self/fd/1` → a pipe
            // or terminal) are written through; no repository can put a file there.
            var target = stat()
            if isSystemPath(path), stat(path, &target) == 0, [S_IFCHR, S_IFIFO].contains(target.st_mode & S_IFMT) {
                return .inPlace(path: path)
            }
            return .absent(path: path)
        default:
            return try special(info.st_mode, at: path, asked: path)
        }
    }

    /// Whether `path` names a file under `/dev/` or `/proc/`.
    private static func isSystemPath(_ path: String) -> Bool {
        path.hasPrefix("/dev/") || path.hasPrefix("/proc/")
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
