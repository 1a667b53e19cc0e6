import Foundation
import TrellisCore

/// Writes files whole or not at all. Every file Trellis writes goes through here:
/// `trellis render -o`, golden files recorded by `trellis test --record`, `--report`
/// JUnit files, `--artifacts` and the accessors of `TrellisScreensPlugin`. The pages of
/// an HTML report are created (``create(_:at:)``) in a new folder that is renamed into
/// place whole once every page is written.
///
/// What is at the path decides how it is written (`FileDestination` has the rules):
/// - a new or regular file: the content goes to a temporary file in the destination's
///   directory, which is then renamed over the destination (POSIX `rename` replaces it in
///   one step). A reader sees the old file or the new one, never half of one; when
///   writing fails, the old file is left as it was and the temporary file is removed. A
///   replaced file keeps its permission bits, and its owner and group where the process
///   may set them (root may; others keep the group when they belong to it).
/// - a symbolic link: replaced by the new file, as a regular file is; nothing is ever
///   written through a link (a repository's `b.actual.png` linking outside it becomes
///   the picture, and the file it linked to is not touched), except the system's own
///   links under `/dev/` and `/proc/` to a character device or FIFO (`/dev/stdout`),
///   written in place.
/// - a character device or FIFO (`/dev/null`, a terminal, a named pipe): written in place,
///   never replaced; opening a FIFO waits for a reader, as a shell's `>` does.
/// - a directory, block device or socket: refused with an ``AtomicFileError``.
///
/// Hard links: replacing a file gives its path a new file, so other hard links to the
/// old file keep the old content (as with git checkouts and editors' safe saves).
///
/// The temporary file is named `.NAME.RANDOM.tmp` (hidden, beside NAME; a long NAME is
/// shortened so the whole stays within the 255 bytes a file name may have), so a process
/// killed mid-write leaves at most that file, never a damaged NAME; a process that
/// removes ``removeTemporaryFiles()`` when a signal stops it leaves nothing. It is not
/// synced to disk before the rename (as Foundation's `.atomic` writes): the guarantee is
/// against crashes of the process, not of the machine.
public enum AtomicFile {
    /// Writes `data` to the file at `path`, replacing it atomically (or in place for a
    /// character device or FIFO).
    ///
    /// - Throws: ``AtomicFileError`` naming `path` and the reason.
    public static func write(_ data: Data, to path: String) throws(AtomicFileError) {
        try write(to: path) { FileDescriptorWriter.writeAll(data, to: $0) }
    }

    /// Writes `parts` one after the other as the file at `path`, by the same rules as
    /// data, without joining them or copying them into a `Data` first.
    ///
    /// - Throws: ``AtomicFileError`` naming `path` and the reason.
    public static func write(_ parts: [UInt8]..., to path: String) throws(AtomicFileError) {
        try write(to: path) { FileDescriptorWriter.writeAll(parts, to: $0) }
    }

    /// Writes what `writeAll` writes to an open file descriptor (returning 0, or the
    /// `errno` of the write that failed) to the file at `path`, by the rules above.
    private static func write(to path: String, writingWith writeAll: (Int32) -> Int32) throws(AtomicFileError) {
        switch try FileDestination.inspect(path) {
        case .inPlace(let target):
            try writeInPlace(to: target, asked: path, writingWith: writeAll)
        case .absent(let target):
            try replace(target, asked: path, keeping: nil, write: writeAll)
        case .regular(let target, let mode, let owner, let group):
            try replace(target, asked: path, keeping: (mode, owner, group), write: writeAll)
        }
    }

    /// Calls `body` with the path of a new temporary file to write, then puts its content
    /// at `path` by the rules of `write(_:to:)`. When `body` throws, or the rename
    /// fails, the temporary file is removed and `path` is left untouched.
    ///
    /// - Throws: `body`'s error as is, or ``AtomicFileError`` when `path` cannot be written.
    public static func write(to path: String, using body: (String) throws -> Void) throws {
        let destination = try FileDestination.inspect(path)
        let target: String
        switch destination {
        case .inPlace(let device):
            target = (NSTemporaryDirectory() as NSString).appendingPathComponent((device as NSString).lastPathComponent)
        case .absent(let file), .regular(let file, _, _, _):
            target = file
        }
        let temporary = temporaryPath(for: target)
        TemporaryFileRegistry.shared.insert(temporary)
        defer { TemporaryFileRegistry.shared.remove(temporary) }
        do {
            try body(temporary)
            switch destination {
            case .inPlace(let device):
                let data: Data
                do { data = try Data(contentsOf: URL(fileURLWithPath: temporary)) } catch {
                    throw AtomicFileError(path: path, reason: AtomicFileError.reason(for: error))
                }
                try writeInPlace(to: device, asked: path) { FileDescriptorWriter.writeAll(data, to: $0) }
                unlink(temporary)
            case .absent:
                try rename(temporary, over: target, asked: path)
            case .regular(_, let mode, let owner, let group):
                let descriptor = open(temporary, O_WRONLY | O_CLOEXEC)
                let failure = descriptor < 0 ? errno : keep(mode: mode, owner: owner, group: group, on: descriptor)
                if descriptor >= 0 { close(descriptor) }
                guard failure == 0 else { throw AtomicFileError(path: path, errno: failure) }
                try rename(temporary, over: target, asked: path)
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Checks, changing nothing, that `path` could be written now: what is there is not
    /// refused, and its directory exists (or, with `creatingDirectories`, its nearest
    /// existing ancestor is a directory) and the process may write there. Commands call
    /// it before long work whose result goes to `path`.
    ///
    /// - Throws: ``AtomicFileError`` with the reason a write would fail.
    public static func checkWritable(_ path: String, creatingDirectories: Bool = false) throws(AtomicFileError) {
        switch try FileDestination.inspect(path) {
        case .inPlace(let device):
            guard access(device, W_OK) == 0 else { throw AtomicFileError(path: path, errno: errno) }
        case .absent(let file), .regular(let file, _, _, _):
            try checkDirectory(FileDestination.directory(of: file), creating: creatingDirectories, asked: path)
        }
    }

    /// Checks, changing nothing, that files could be written in `directory`, creating it
    /// (and its missing ancestors) first: it is a directory the process may write in, or
    /// its nearest existing ancestor is.
    ///
    /// - Throws: ``AtomicFileError`` with the reason a write would fail.
    public static func checkWritableDirectory(_ directory: String) throws(AtomicFileError) {
        try checkDirectory(directory, creating: true, asked: directory)
    }

    private static func checkDirectory(_ start: String, creating: Bool, asked path: String) throws(AtomicFileError) {
        var directory = start
        var info = stat()
        while stat(directory, &info) != 0 {
            guard errno == ENOENT, creating, directory != "/", directory != "." else {
                throw errno == ENOENT ? missingDirectory(directory, asked: path) : AtomicFileError(path: path, errno: errno)
            }
            directory = FileDestination.directory(of: directory)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw AtomicFileError(path: path, reason: "'\(directory)' is not a directory") }
        guard access(directory, W_OK | X_OK) == 0 else { throw AtomicFileError(path: path, errno: errno) }
    }

    /// Removes every temporary file this process is writing and has not yet renamed into
    /// place, and every folder recorded with ``recordTemporaryFolder(_:)`` and not yet
    /// forgotten, with all it holds. For a signal handler that runs on an ordinary thread
    /// (as the `trellis` command's does) before the process exits; it takes a lock, so it
    /// is not for handlers that run inside the signal. It waits for steps run
    /// ``withoutInterruption(_:)``, and from then on no temporary file is created: a
    /// writer that would create one waits for the process to end.
    public static func removeTemporaryFiles() {
        TemporaryFileRegistry.shared.unlinkAll()
    }

    /// Records `folder`, about to be created and filled to be renamed into place whole
    /// (the pages of an HTML report), so that ``removeTemporaryFiles()`` removes it with
    /// everything in it when a signal stops the process first. Call
    /// ``forgetTemporaryFolder(_:)`` once it is renamed or removed.
    public static func recordTemporaryFolder(_ folder: String) {
        TemporaryFileRegistry.shared.insert(folder, as: .folder)
    }

    /// Says that `folder`, recorded with ``recordTemporaryFolder(_:)``, has been created:
    /// when ``removeTemporaryFiles()`` ran in between (a signal is ending the process),
    /// the folder is removed and the caller waits for the end.
    public static func confirmCreated(temporaryFolder folder: String) {
        TemporaryFileRegistry.shared.confirmCreated(folder)
    }

    /// Runs `body`, steps that must end all done once begun (putting an HTML report's
    /// pages, `index.html` and `report.json` in place), with ``removeTemporaryFiles()``
    /// held back until they end: a signal meanwhile stops the process after them, so what
    /// they put in place is never half the new and half the old. Not to be nested.
    public static func withoutInterruption<Result>(_ body: () -> Result) -> Result {
        TemporaryFileRegistry.shared.withoutInterruption(body)
    }

    /// Forgets `folder`, recorded with ``recordTemporaryFolder(_:)``.
    public static func forgetTemporaryFolder(_ folder: String) {
        TemporaryFileRegistry.shared.remove(folder)
    }

    /// Creates the file at `path`, which must not exist, holding `parts` one after the
    /// other (one `writev`), with mode 0666 less the process's umask. For files in a
    /// folder no reader looks in until it is complete and renamed into place whole (an
    /// HTML report's pages, Docs/flows.md): such a folder is already all-or-nothing, so
    /// none of `write(_:to:)`'s temporary file, rename and look at the destination is
    /// needed. When writing fails, the part written is removed.
    ///
    /// - Throws: ``AtomicFileError`` naming `path` and the reason ("File exists" when
    ///   there is already something at `path`; nothing is followed or replaced).
    public static func create(_ parts: [[UInt8]], at path: String) throws(AtomicFileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw AtomicFileError(path: path, errno: errno) }
        var failure = FileDescriptorWriter.writeAll(parts, to: descriptor)
        if close(descriptor) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(path)
            throw AtomicFileError(path: path, errno: failure)
        }
    }

    /// The temporary file for `path`: `DIRECTORY/.NAME.RANDOM.tmp` for `DIRECTORY/NAME`,
    /// RANDOM being 8 hexadecimal digits, new at each call. NAME is cut (at a character
    /// boundary) when the whole would pass ``maximumNameLength``.
    public static func temporaryPath(for path: String) -> String {
        // The name after the last "/", found in the bytes (Foundation's path methods cost
        // more than the write itself for a report's small files).
        let utf8 = path.utf8
        let slash = path.hasSuffix("/") ? nil : utf8.lastIndex(of: UInt8(ascii: "/"))
        let name = slash.map { path[path.index(after: $0)...] } ?? Substring((path as NSString).lastPathComponent)
        // What is left for NAME of the 255 bytes: less ".", and ".RANDOM.tmp".
        let room = maximumNameLength - 1 - 13
        var kept = name
        while kept.utf8.count > room { kept.removeLast() }
        let directory: Substring
        if let slash {
            // The part before the last "/", less the slashes that end it; "/" for the root.
            var end = slash
            while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
            directory = end == utf8.startIndex ? "/" : path[..<end]
        } else {
            directory = Substring(PathName.directory(of: path))
        }
        // Put together in bytes: DIRECTORY/.NAME.RANDOM.tmp.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(directory.utf8.count + kept.utf8.count + 16)
        if !directory.isEmpty {
            bytes.append(contentsOf: directory.utf8)
            if !directory.hasSuffix("/") { bytes.append(UInt8(ascii: "/")) }
        }
        bytes.append(UInt8(ascii: "."))
        bytes.append(contentsOf: kept.utf8)
        bytes.append(UInt8(ascii: "."))
        appendHexadecimalDigits(of: TemporaryFileRegistry.shared.randomNameNumber(), to: &bytes)
        bytes.append(contentsOf: ".tmp".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as 8 uppercase hexadecimal digits, leading zeros kept (a UUID's
    /// first 8 digits, with none of the cost of making one: a report writes thousands of
    /// files).
    private static func appendHexadecimalDigits(of value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 28, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: value >> UInt32(shift)) & 0x0F
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
        }
    }

    /// The longest file name, in bytes, that Linux and macOS file systems take
    /// (`NAME_MAX`).
    public static let maximumNameLength = 255

    /// Writes through a temporary file beside `target` and renames it over `target`,
    /// giving it `kept`'s mode, owner and group when replacing a file.
    private static func replace(
        _ target: String, asked path: String, keeping kept: (mode: mode_t, owner: uid_t, group: gid_t)?,
        write: (Int32) -> Int32
    ) throws(AtomicFileError) {
        var temporary = temporaryPath(for: target)
        var descriptor: Int32 = -1
        for _ in 0..<8 {
            TemporaryFileRegistry.shared.insert(temporary)
            // A file that replaces another is private until it has the other's mode.
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, kept == nil ? 0o666 : 0o600)
            if descriptor >= 0 { TemporaryFileRegistry.shared.confirmCreated(temporary) }
            if descriptor >= 0 || errno != EEXIST { break }
            TemporaryFileRegistry.shared.remove(temporary)
            temporary = temporaryPath(for: target)
        }
        defer { TemporaryFileRegistry.shared.remove(temporary) }
        guard descriptor >= 0 else {
            throw errno == ENOENT ? missingDirectory(FileDestination.directory(of: target), asked: path) : AtomicFileError(path: path, errno: errno)
        }
        var failure = write(descriptor)
        if failure == 0, let kept { failure = keep(mode: kept.mode, owner: kept.owner, group: kept.group, on: descriptor) }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw AtomicFileError(path: path, errno: failure)
        }
        do { try rename(temporary, over: target, asked: path) } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Gives the open file the old file's owner and group (as far as permitted: the
    /// group alone when the owner cannot be given, nothing when neither can), then its
    /// permission bits. Returns 0, or `errno` when the mode cannot be set.
    private static func keep(mode: mode_t, owner: uid_t, group: gid_t, on descriptor: Int32) -> Int32 {
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_uid != owner || info.st_gid != group,
            fchown(descriptor, owner, group) != 0
        {
            _ = fchown(descriptor, uid_t.max, group)
        }
        return fchmod(descriptor, mode) == 0 ? 0 : errno
    }

    private static func rename(_ temporary: String, over target: String, asked path: String) throws(AtomicFileError) {
        guard Foundation.rename(temporary, target) == 0 else { throw AtomicFileError(path: path, errno: errno) }
    }

    /// Writes what `writeAll` writes into the character device or FIFO at `target`,
    /// without truncating or replacing it.
    private static func writeInPlace(to target: String, asked path: String, writingWith writeAll: (Int32) -> Int32) throws(AtomicFileError) {
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AtomicFileError(path: path, errno: errno) }
        var failure = writeAll(descriptor)
        if close(descriptor) != 0, failure == 0 { failure = errno }
        guard failure == 0 else { throw AtomicFileError(path: path, errno: failure) }
    }

    private static func missingDirectory(_ directory: String, asked path: String) -> AtomicFileError {
        AtomicFileError(path: path, reason: "the directory '\(directory)' does not exist")
    }
}
