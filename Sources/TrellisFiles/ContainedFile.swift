import Foundation

/// Reads files inside a folder someone else wrote (a shard of an HTML report given to
/// `trellis report merge`) without ever leaving it: every folder below `folder` and the
/// file itself are opened with `O_NOFOLLOW`, so a symbolic link anywhere below the folder
/// is refused, named, instead of read through; a device, FIFO or socket is refused
/// instead of read (opened without waiting, so a FIFO never blocks); and a file larger
/// than the bound given is refused before it is read. The folder named itself may be a
/// link (the user chose it). Docs/cli.md, "Files Trellis writes", states the rules.
public enum ContainedFile {
    /// The bytes of the regular file at `relativePath` (components separated by `/`)
    /// inside `folder`, at most `limit` bytes.
    ///
    /// - Returns: nil when there is no such file (a missing component).
    /// - Throws: ``ContainedFileError`` naming the path: a link below `folder`, a file
    ///   that is not a regular file, one larger than `limit` bytes, or a read that failed.
    public static func read(_ relativePath: String, inside folder: String, limit: Int) throws(ContainedFileError) -> [UInt8]? {
        let path = join(folder, relativePath)
        guard let descriptor = try open(relativePath, inside: folder, directory: false) else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ContainedFileError(path: path, errno: errno, kind: .unreadable) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw ContainedFileError(path: path, reason: "it is \(kindName(info.st_mode)), not a regular file", kind: .refused)
        }
        guard Int(info.st_size) <= limit else {
            throw ContainedFileError(path: path, reason: "it is \(info.st_size) bytes, more than the \(limit) bytes read", kind: .refused)
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while count < bytes.count {
            let result = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress.map { $0 + count }, $0.count - count) }
            if result < 0, errno == EINTR { continue }
            guard result >= 0 else { throw ContainedFileError(path: path, errno: errno, kind: .unreadable) }
            if result == 0 { break }
            count += result
            // A file that grows while it is read is refused past the bound as well.
            if count > limit { throw ContainedFileError(path: path, reason: "it is more than the \(limit) bytes read", kind: .refused) }
            if count == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: 4096)) }
        }
        return Array(bytes[..<count])
    }

    /// The names in the folder at `relativePath` inside `folder` ("." and ".." left out),
    /// sorted; nil when there is no such folder.
    ///
    /// - Throws: ``ContainedFileError`` for a link below `folder`, or a path that is not a
    ///   folder.
    public static func list(_ relativePath: String, inside folder: String) throws(ContainedFileError) -> [String]? {
        guard let descriptor = try open(relativePath, inside: folder, directory: true) else { return nil }
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            throw ContainedFileError(path: join(folder, relativePath), errno: errno, kind: .unreadable)
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Opens `relativePath` inside `folder` one component at a time, never following a
    /// link; nil when a component is missing.
    private static func open(_ relativePath: String, inside folder: String, directory: Bool) throws(ContainedFileError) -> Int32? {
        var current = Foundation.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else {
            if errno == ENOENT { return nil }
            throw ContainedFileError(path: folder, errno: errno, kind: .unreadable)
        }
        let components = relativePath.split(separator: "/").map(String.init)
        var reached = folder
        for (index, component) in components.enumerated() {
            reached = join(reached, component)
            guard component != "..", component != "." else {
                close(current)
                throw ContainedFileError(path: reached, reason: "'\(component)' would leave the folder", kind: .refused)
            }
            let last = index == components.count - 1
            var flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | O_NOCTTY
            if !last || directory { flags |= O_DIRECTORY }
            let next = openat(current, component, flags)
            let failure = errno
            close(current)
            guard next >= 0 else {
                if failure == ENOENT { return nil }
                var info = stat()
                if fstatat(AT_FDCWD, reached, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFLNK {
                    throw ContainedFileError(path: reached, reason: "it is a symbolic link; files inside a report are never read through one", kind: .refused)
                }
                if failure == ENOTDIR {
                    throw ContainedFileError(path: reached, reason: "it is \(kindName(info.st_mode)), not a folder", kind: .refused)
                }
                throw ContainedFileError(path: reached, errno: failure, kind: .unreadable)
            }
            current = next
        }
        return current
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "a regular file"
        }
    }
}
