import Foundation

/// Reads input files that must be regular files (screens, flows, the files `runFlow`
/// names), without ever blocking on something that is not one.
///
/// The path is checked with `stat` before it is opened, and opened with `O_NONBLOCK` and
/// checked again with `fstat`, so a FIFO, a socket or a device, named directly or through
/// a symbolic link, is refused with a reason instead of blocking in `open` or `read`
/// (as coreutils' tools refuse what they cannot read whole). A file whose size is over
/// the limit is refused before any byte of it is read.
public enum RegularFile {
    /// What identifies a file whatever path names it: its device and inode numbers, as
    /// `stat` reports them after following symbolic links.
    public struct Identity: Hashable, Sendable {
        /// The device the file is on (`st_dev`).
        public var device: UInt64
        /// The file's inode number on that device (`st_ino`).
        public var inode: UInt64
    }

    /// Why a file could not be read.
    public enum ReadError: Error, Hashable, Sendable {
        /// The file cannot be opened or read; the reason is in words, e.g. "no such
        /// file", "it is a FIFO (named pipe), not a regular file".
        case unreadable(reason: String)
        /// The file holds more bytes than the limit given; `size` is its size as far as
        /// it was read.
        case tooLarge(size: Int)
    }

    /// The identity of the file at `path` (following symbolic links), or nil when it
    /// cannot be examined.
    public static func identity(of path: String) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Identity(status)
    }

    /// The bytes of the regular file at `path` and its identity.
    ///
    /// - Parameters:
    ///   - path: the file's path, absolute or relative to the working directory.
    ///   - maximumSize: the most bytes accepted; a larger file is refused.
    /// - Throws: ``ReadError/unreadable(reason:)`` for a missing, unreadable or special
    ///   file (a directory, FIFO, socket or device), ``ReadError/tooLarge(size:)`` for
    ///   one over `maximumSize`.
    public static func read(_ path: String, maximumSize: Int) throws(ReadError) -> (bytes: [UInt8], identity: Identity) {
        let (descriptor, opened) = try open(path, maximumSize: maximumSize)
        defer { close(descriptor) }
        let capacity = maximumSize < Int.max ? maximumSize + 1 : maximumSize
        // Read straight into the array, asking for one byte more than the file's size so
        // that one read sees the end: a zeroed chunk per file cost more than reading a
        // small flow file.
        let expected = min(capacity, max(0, Int(clamping: opened.st_size)) + 1)
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let read = Foundation.read(descriptor, base + count, buffer.count - count)
                if read < 0, errno == EINTR { continue }
                if read < 0 { failure = errno }
                if read <= 0 { return }
                count += read
            }
        }
        if failure != 0 { throw .unreadable(reason: reason(failure)) }
        // Only a file that grew since it was looked at fills the array: read on in chunks.
        var chunk = bytes.count == expected ? [UInt8](repeating: 0, count: 64 << 10) : []
        while !chunk.isEmpty, bytes.count < capacity {
            let wanted = min(chunk.count, capacity - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: reason(errno))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        if bytes.count > maximumSize { throw .tooLarge(size: bytes.count) }
        return (bytes, Identity(opened))
    }

    /// Opens the regular file at `path` for reading, with the checks of
    /// ``read(_:maximumSize:)``, and returns its descriptor, which the caller closes, for a
    /// reader that needs only part of the file (an image's header).
    ///
    /// - Parameters:
    ///   - path: the file's path, absolute or relative to the working directory.
    ///   - maximumSize: the most bytes accepted; a larger file is refused.
    /// - Throws: as ``read(_:maximumSize:)``.
    public static func openForReading(_ path: String, maximumSize: Int = .max) throws(ReadError) -> Int32 {
        try open(path, maximumSize: maximumSize).descriptor
    }

    /// Opens `path` after checking that it names a regular file of at most `maximumSize`
    /// bytes, and checks the opened file again: its descriptor and status.
    private static func open(_ path: String, maximumSize: Int) throws(ReadError) -> (descriptor: Int32, status: stat) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .unreadable(reason: reason(errno)) }
        try requireRegular(status)
        if Int(clamping: status.st_size) > maximumSize { throw .tooLarge(size: Int(clamping: status.st_size)) }
        let descriptor = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw .unreadable(reason: reason(errno)) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else {
            let code = errno
            close(descriptor)
            throw .unreadable(reason: reason(code))
        }
        do {
            try requireRegular(opened)
        } catch {
            close(descriptor)
            throw error
        }
        guard Identity(opened) == Identity(status) else {
            close(descriptor)
            throw .unreadable(reason: "it was replaced while being opened")
        }
        return (descriptor, opened)
    }

    /// Throws unless `status` is a regular file's, naming what it is instead.
    private static func requireRegular(_ status: stat) throws(ReadError) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .unreadable(reason: "it is a directory")
        case S_IFIFO: throw .unreadable(reason: "it is a FIFO (named pipe), not a regular file")
        case S_IFSOCK: throw .unreadable(reason: "it is a socket, not a regular file")
        case S_IFCHR: throw .unreadable(reason: "it is a character device, not a regular file")
        case S_IFBLK: throw .unreadable(reason: "it is a block device, not a regular file")
        default: throw .unreadable(reason: "it is not a regular file")
        }
    }

    /// The system's reason for `code`, in the words the loaders have always used for
    /// the common ones.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "no such file"
        case EACCES, EPERM: return "permission denied"
        default: return String(cString: strerror(code))
        }
    }
}

extension RegularFile.Identity {
    init(_ status: stat) {
        self.init(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }
}
