import Foundation
import Testing
import TrellisFiles

/// `ContainedFile` reads only regular files below the folder named, within a bound: a
/// link anywhere below it, a FIFO, a folder, `..` or a file past the bound is refused,
/// naming the path; a missing file is nil.
@Suite(.timeLimit(.minutes(1)))
struct ContainedFileTests {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-contained-\(UUID().uuidString)").path
        for folder in ["shard/flows/shot", "outside"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
        }
        try Data("<p>page</p>".utf8).write(to: URL(fileURLWithPath: directory + "/shard/flows/a.html"))
        try Data("png".utf8).write(to: URL(fileURLWithPath: directory + "/shard/flows/shot/diff.png"))
        try Data("token".utf8).write(to: URL(fileURLWithPath: directory + "/outside/secret.txt"))
        #expect(symlink(directory + "/outside/secret.txt", directory + "/shard/flows/b.svg") == 0)
        #expect(symlink(directory + "/outside", directory + "/shard/linked") == 0)
        #expect(mkfifo(directory + "/shard/flows/c.svg", 0o600) == 0)
    }

    @Test func aRegularFileIsReadAndAMissingOneIsNil() throws {
        let shard = directory + "/shard"
        #expect(try ContainedFile.read("flows/a.html", inside: shard, limit: 100) == Array("<p>page</p>".utf8))
        #expect(try ContainedFile.read("flows/none.html", inside: shard, limit: 100) == nil)
        #expect(try ContainedFile.read("none/a.html", inside: shard, limit: 100) == nil)
        #expect(try ContainedFile.list("flows/shot", inside: shard) == ["diff.png"])
        #expect(try ContainedFile.list("flows/none", inside: shard) == nil)
    }

    /// Each path below the shard and the reason it is refused.
    @Test(arguments: [
        ("flows/b.svg", "it is a symbolic link; files inside a report are never read through one"),
        ("linked/secret.txt", "it is a symbolic link; files inside a report are never read through one"),
        ("flows/c.svg", "it is a FIFO, not a regular file"),
        ("flows/shot", "it is a folder, not a regular file"),
        ("flows/../../outside/secret.txt", "'..' would leave the folder"),
        ("flows/a.html", "it is 11 bytes, more than the 10 bytes read"),
    ])
    func whatIsNotARegularFileWithinTheBoundIsRefused(relative: String, reason: String) throws {
        let shard = directory + "/shard"
        let error = #expect(throws: ContainedFileError.self) { try ContainedFile.read(relative, inside: shard, limit: 10) }
        #expect(error?.kind == .refused)
        #expect(error?.reason == reason)
        #expect(error?.description.hasPrefix("cannot read '\(shard)/") == true)
    }

    @Test func aLinkedFolderIsNotListed() throws {
        let error = #expect(throws: ContainedFileError.self) { try ContainedFile.list("linked", inside: directory + "/shard") }
        #expect(error?.description == "cannot read '\(directory)/shard/linked': it is a symbolic link; files inside a report are never read through one")
    }
}
