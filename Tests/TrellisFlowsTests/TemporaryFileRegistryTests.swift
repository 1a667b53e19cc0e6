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
}
