import Foundation
import Testing
import TrellisFiles

/// `AtomicFile` and what is at the path: FIFOs are written in place, links are replaced
/// and never written through, replaced files keep their mode, owner and group, and refused kinds
/// are errors that change nothing.
struct AtomicFileDestinationTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-destination-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    private func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    private func contents(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    private func info(_ name: String) -> stat {
        var info = stat()
        lstat(path(name), &info)
        return info
    }

    /// Runs `body` while another thread reads the FIFO at `path` to its end with POSIX
    /// `read` (Foundation reads a file by its size, which for a FIFO is 0), and returns
    /// what was read.
    static func readFIFO(_ path: String, while body: () throws -> Void) rethrows -> String {
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var bytes: [UInt8] = []
        Thread.detachNewThread {
            let descriptor = open(path, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while descriptor >= 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[..<count]
            }
            close(descriptor)
            finished.signal()
        }
        try body()
        finished.wait()
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(.timeLimit(.minutes(1))) func aFIFOIsWrittenInPlaceAndStaysAFIFO() throws {
        let fifo = path("report.xml")
        #expect(mkfifo(fifo, 0o600) == 0)
        let text = try Self.readFIFO(fifo) { try AtomicFile.write(Data("<report/>\n".utf8), to: fifo) }
        #expect(text == "<report/>\n")
        #expect(info("report.xml").st_mode & S_IFMT == S_IFIFO)
        #expect(try listing() == ["report.xml"])
    }

    @Test(.timeLimit(.minutes(1))) func aWriterBodyReachesAFIFOThroughATemporaryFileElsewhere() throws {
        let fifo = path("picture.png")
        #expect(mkfifo(fifo, 0o600) == 0)
        let text = try Self.readFIFO(fifo) {
            try AtomicFile.write(to: fifo) { temporary in try Data("drawn\n".utf8).write(to: URL(fileURLWithPath: temporary)) }
        }
        #expect(text == "drawn\n")
        #expect(info("picture.png").st_mode & S_IFMT == S_IFIFO)
        #expect(try listing() == ["picture.png"])
    }

    /// Whatever a link points to (a file, nothing, a chain, a loop, a folder), the link
    /// is replaced by a regular file holding the new bytes and its target is untouched.
    @Test(arguments: [
        ("goldens/real.txt", "a link to a file"),
        ("missing.txt", "a link to nothing"),
        ("second", "a chain of links"),
        ("link.txt", "a link to itself"),
        ("goldens", "a link to a folder"),
    ])
    func aSymbolicLinkIsReplacedNeverWrittenThrough(target: String, what: String) throws {
        try FileManager.default.createDirectory(atPath: path("goldens"), withIntermediateDirectories: false)
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path("goldens/real.txt")))
        #expect(symlink("goldens/real.txt", path("second")) == 0)
        #expect(symlink(target, path("link.txt")) == 0)
        try AtomicFile.write(Data("new\n".utf8), to: path("link.txt"))
        #expect(info("link.txt").st_mode & S_IFMT == S_IFREG, "\(what)")
        #expect(try contents("link.txt") == "new\n")
        #expect(try contents("goldens/real.txt") == "old\n", "\(what)")
        #expect(try listing() == ["goldens", "link.txt", "second"], "\(what)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("goldens")) == ["real.txt"])
        // A writer body's file goes in place the same way.
        #expect(unlink(path("link.txt")) == 0 && symlink(target, path("link.txt")) == 0)
        try AtomicFile.write(to: path("link.txt")) { try Data("drawn\n".utf8).write(to: URL(fileURLWithPath: $0)) }
        #expect(try contents("link.txt") == "drawn\n")
        #expect(try contents("goldens/real.txt") == "old\n", "\(what)")
    }

    /// `/dev/stdout` is the system's link to the process's standard output, written in
    /// place (here `/dev/null`'s link in `/dev/fd` stands for it: the test's own output
    /// must stay clean).
    @Test func theSystemsLinkToAStreamIsWrittenInPlace() throws {
        let descriptor = open("/dev/null", O_WRONLY)
        defer { close(descriptor) }
        try AtomicFile.write(Data("x".utf8), to: "/dev/fd/\(descriptor)")
        #expect(try listing().isEmpty)
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        try Data("secret\n".utf8).write(to: URL(fileURLWithPath: path("token.txt")))
        #expect(chmod(path("token.txt"), 0o600) == 0)
        let before = info("token.txt").st_ino
        try AtomicFile.write(Data("new secret\n".utf8), to: path("token.txt"))
        #expect(info("token.txt").st_mode & 0o7777 == 0o600)
        #expect(info("token.txt").st_ino != before, "replaced by rename, not rewritten")
        #expect(try contents("token.txt") == "new secret\n")
        try AtomicFile.write(to: path("token.txt")) { try Data("drawn\n".utf8).write(to: URL(fileURLWithPath: $0)) }
        #expect(info("token.txt").st_mode & 0o7777 == 0o600)
    }

    /// Only root may give a file to another user.
    @Test(.enabled(if: geteuid() == 0, "only root can give files away"))
    func aReplacedFileKeepsItsOwnerAndGroup() throws {
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path("owned.txt")))
        #expect(chown(path("owned.txt"), 4321, 8765) == 0)
        try AtomicFile.write(Data("new\n".utf8), to: path("owned.txt"))
        #expect(info("owned.txt").st_uid == 4321)
        #expect(info("owned.txt").st_gid == 8765)
    }

    /// A hard link shares a file; replacing the file at one name leaves the other name
    /// with the old content (documented on `AtomicFile`).
    @Test func aHardLinkKeepsTheOldContent() throws {
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path("one.txt")))
        #expect(link(path("one.txt"), path("two.txt")) == 0)
        try AtomicFile.write(Data("new\n".utf8), to: path("one.txt"))
        #expect(try contents("one.txt") == "new\n")
        #expect(try contents("two.txt") == "old\n")
    }

    @Test func aMissingDirectoryIsNamed() throws {
        let target = path("no/such/out.png")
        let error = #expect(throws: AtomicFileError.self) { try AtomicFile.write(Data("x".utf8), to: target) }
        #expect(error?.description == "cannot write '\(target)': the directory '\(path("no/such"))' does not exist")
        let check = #expect(throws: AtomicFileError.self) { try AtomicFile.checkWritable(target) }
        #expect(check == error)
        try AtomicFile.checkWritable(target, creatingDirectories: true)
        try AtomicFile.checkWritableDirectory(path("no/such"))
        #expect(try listing().isEmpty, "checks change nothing")
    }

    @Test func checksRefuseWhatAWriteWouldRefuse() throws {
        try Data("x".utf8).write(to: URL(fileURLWithPath: path("file.txt")))
        let inside = #expect(throws: AtomicFileError.self) { try AtomicFile.checkWritable(path("file.txt/report.xml")) }
        #expect(inside?.reason == "Not a directory")
        let directory = #expect(throws: AtomicFileError.self) { try AtomicFile.checkWritableDirectory(path("file.txt")) }
        #expect(directory?.reason == "'\(path("file.txt"))' is not a directory")
        let isDirectory = #expect(throws: AtomicFileError.self) { try AtomicFile.checkWritable(self.directory.path) }
        #expect(isDirectory?.reason == "Is a directory")
        try AtomicFile.checkWritable(path("file.txt"))
    }

    @Test func aSocketIsRefused() throws {
        let socketPath = path("s")
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0, "the socket path fits sun_path")
        let error = #expect(throws: AtomicFileError.self) { try AtomicFile.write(Data("x".utf8), to: socketPath) }
        #expect(error?.reason == "it is a socket; Trellis writes regular files, character devices and FIFOs only")
        #expect(info("s").st_mode & S_IFMT == S_IFSOCK)
    }
}
