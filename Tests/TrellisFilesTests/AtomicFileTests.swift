import Foundation
import Testing
import TrellisFiles

/// `AtomicFile`: a file is replaced whole or left as it was, and no temporary file stays
/// behind either way.
struct AtomicFileTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    private func contents(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func writesANewFileAndReplacesAnOldOne() throws {
        let path = directory.appendingPathComponent("golden.txt").path
        try AtomicFile.write(Data("first\n".utf8), to: path)
        #expect(try contents("golden.txt") == "first\n")
        try AtomicFile.write(Data("second\n".utf8), to: path)
        #expect(try contents("golden.txt") == "second\n")
        #expect(try listing() == ["golden.txt"])
    }

    /// `create` makes a new file in one go, for a folder put in place whole: its parts in
    /// order, mode 0666 less the umask, and never over anything already there.
    @Test func createMakesANewFileAndNeverReplacesOne() throws {
        let path = directory.appendingPathComponent("page.html").path
        try AtomicFile.create([Array("<p>".utf8), [], Array("one</p>\n".utf8)], at: path)
        #expect(try contents("page.html") == "<p>one</p>\n")
        let mask = umask(0o022)
        umask(mask)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == Int(0o666 & ~mask))
        #expect(throws: AtomicFileError(path: path, reason: "File exists")) {
            try AtomicFile.create([Array("two".utf8)], at: path)
        }
        #expect(try contents("page.html") == "<p>one</p>\n")
        // A link is not followed: its target is left alone.
        try Data("target\n".utf8).write(to: directory.appendingPathComponent("target.txt"))
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link").path, withDestinationPath: "target.txt")
        #expect(throws: AtomicFileError(path: directory.appendingPathComponent("link").path, reason: "File exists")) {
            try AtomicFile.create([Array("over".utf8)], at: directory.appendingPathComponent("link").path)
        }
        #expect(try contents("target.txt") == "target\n")
        #expect(throws: AtomicFileError(path: directory.appendingPathComponent("none/page.html").path, reason: "No such file or directory")) {
            try AtomicFile.create([], at: directory.appendingPathComponent("none/page.html").path)
        }
    }

    @Test func theTemporaryFileIsHiddenBesideTheDestination() {
        let temporary = AtomicFile.temporaryPath(for: "/a/b/golden.txt")
        #expect(temporary.hasPrefix("/a/b/.golden.txt."))
        #expect(temporary.hasSuffix(".tmp"))
        #expect(temporary.count == "/a/b/.golden.txt.".count + 8 + ".tmp".count)
    }

    @Test func eachTemporaryNameIsNewAndHexadecimal() {
        // Two hundred names: the chance that two of 32 random bits agree is below 10⁻⁵.
        let names = (0..<200).map { _ in AtomicFile.temporaryPath(for: "/a/golden.txt") }
        #expect(Set(names).count == names.count)
        for name in names {
            let digits = name.dropFirst("/a/.golden.txt.".count).dropLast(".tmp".count)
            #expect(digits.count == 8 && digits.allSatisfy { "0123456789ABCDEF".contains($0) })
        }
    }

    @Test func aWriterThatFailsHalfWayLeavesTheOldFileWhole() throws {
        let path = directory.appendingPathComponent("golden.txt").path
        try AtomicFile.write(Data("old\n".utf8), to: path)
        struct Interrupted: Error {}
        var written: String?
        #expect(throws: Interrupted.self) {
            try AtomicFile.write(to: path) { temporary in
                try Data("half of the n".utf8).write(to: URL(fileURLWithPath: temporary))
                written = temporary
                throw Interrupted()
            }
        }
        #expect(written.map { FileManager.default.fileExists(atPath: $0) } == false)
        #expect(try contents("golden.txt") == "old\n")
        #expect(try listing() == ["golden.txt"])
    }

    /// A name of 250 bytes leaves no room for `.NAME.RANDOM.tmp` within the 255 bytes a
    /// file name may have, so the temporary name keeps only the start of NAME.
    @Test func aLongNameGetsAShortenedTemporaryName() throws {
        let name = String(repeating: "g", count: 246) + ".txt"
        let path = directory.appendingPathComponent(name).path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        try AtomicFile.write(Data("new\n".utf8), to: path)
        #expect(try contents(name) == "new\n")
        #expect(try listing() == [name])
        let temporary = (AtomicFile.temporaryPath(for: path) as NSString).lastPathComponent
        // 255 = "." + 241 bytes of the name + "." + 8 hexadecimal digits + ".tmp".
        #expect(temporary.utf8.count == 255)
        #expect(temporary.hasPrefix("." + String(repeating: "g", count: 241) + "."))
    }

    @Test func aDestinationThatIsADirectoryIsAnErrorAndLeavesNothing() throws {
        let path = directory.appendingPathComponent("golden.txt").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let error = #expect(throws: AtomicFileError.self) { try AtomicFile.write(Data("new\n".utf8), to: path) }
        #expect(error?.description == "cannot write '\(path)': Is a directory")
        #expect(try listing() == ["golden.txt"])
    }

    /// Permissions do not stop root, so this case runs only for other users.
    @Test(.enabled(if: geteuid() != 0, "root writes into read-only directories"))
    func anUnwritableDirectoryLeavesTheOldFileWhole() throws {
        let path = directory.appendingPathComponent("golden.txt").path
        try AtomicFile.write(Data("old\n".utf8), to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path) }
        let error = #expect(throws: AtomicFileError.self) { try AtomicFile.write(Data("new\n".utf8), to: path) }
        #expect(error?.reason == "Permission denied")
        #expect(try contents("golden.txt") == "old\n")
        #expect(try listing() == ["golden.txt"])
    }
}
