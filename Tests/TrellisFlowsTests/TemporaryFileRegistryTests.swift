import Foundation
import Testing
@testable import TrellisFlows

/// The temporary files a signal removes: every file `AtomicFile` is writing is recorded
/// until it is renamed or removed, and removing them all deletes exactly those.
struct TemporaryFileRegistryTests {
    @Test func aWriteInProgressIsRecordedUntilItIsRenamed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-registry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let destination = directory.appendingPathComponent("golden.txt").path
        var recorded: (String, Bool)?
        try AtomicFile.write(to: destination) { temporary in
            try Data("new\n".utf8).write(to: URL(fileURLWithPath: temporary))
            recorded = (temporary, TemporaryFileRegistry.shared.contains(temporary))
        }
        #expect(recorded?.1 == true)
        #expect(recorded.map { TemporaryFileRegistry.shared.contains($0.0) } == false)
    }

    @Test func unlinkingAllRemovesTheRecordedFilesOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-registry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let registry = TemporaryFileRegistry()
        let names = ["a.tmp", "b.tmp", "kept.txt"]
        for name in names { try Data(name.utf8).write(to: directory.appendingPathComponent(name)) }
        registry.insert(directory.appendingPathComponent("a.tmp").path)
        registry.insert(directory.appendingPathComponent("b.tmp").path)
        registry.insert(directory.appendingPathComponent("renamed.tmp").path)
        registry.remove(directory.appendingPathComponent("renamed.tmp").path)
        #expect(registry.unlinkAll() == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["kept.txt"])
        #expect(registry.unlinkAll() == 0)
    }

    /// A folder being filled (an HTML report's pages) goes with everything in it; a
    /// folder forgotten once renamed into place stays.
    @Test func unlinkingAllRemovesTheRecordedFoldersWithWhatTheyHold() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-registry-\(UUID().uuidString)")
        let filling = directory.appendingPathComponent(".flows.0A1B2C3D.tmp")
        let placed = directory.appendingPathComponent("flows")
        for folder in [filling, placed] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("shot"), withIntermediateDirectories: true)
            try Data("page".utf8).write(to: folder.appendingPathComponent("a.html"))
            try Data("png".utf8).write(to: folder.appendingPathComponent("shot/diff.png"))
        }
        let registry = TemporaryFileRegistry()
        registry.insert(filling.path, as: .folder)
        registry.insert(placed.path, as: .folder)
        registry.remove(placed.path)
        #expect(registry.contains(filling.path) && !registry.contains(placed.path))
        #expect(registry.unlinkAll() == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["flows"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: placed.path).sorted() == ["a.html", "shot"])
        #expect(registry.unlinkAll() == 0)
    }
}
