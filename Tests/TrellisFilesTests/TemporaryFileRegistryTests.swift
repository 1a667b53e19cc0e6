import Foundation
import Testing

@testable import TrellisFiles

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

    /// Steps run without interruption (putting a report in place) end before the
    /// removal a signal starts: it waits for them.
    @Test func unlinkingAllWaitsForStepsRunWithoutInterruption() async throws {
        let registry = TemporaryFileRegistry()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let unlinked = ManagedFlag()
        Thread.detachNewThread {
            registry.withoutInterruption {
                entered.signal()
                release.wait()
            }
        }
        entered.wait()
        Thread.detachNewThread {
            registry.unlinkAll()
            unlinked.set()
        }
        try await Task.sleep(for: .milliseconds(100))
        #expect(!unlinked.isSet, "the removal ran while the steps did")
        release.signal()
        for _ in 0..<200 where !unlinked.isSet { try await Task.sleep(for: .milliseconds(10)) }
        #expect(unlinked.isSet)
    }

    /// A folder still being written into when the removal runs goes all the same: it is
    /// renamed first, so files created afterwards under its name fail rather than keep
    /// it from going.
    @Test func aFolderStillBeingWrittenIntoIsRemoved() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-registry-\(UUID().uuidString)")
        let filling = directory.appendingPathComponent(".flows.0A1B2C3D.tmp")
        try FileManager.default.createDirectory(at: filling, withIntermediateDirectories: true)
        let registry = TemporaryFileRegistry()
        registry.insert(filling.path, as: .folder)
        let stop = ManagedFlag()
        let writer = Thread {
            var number = 0
            while !stop.isSet {
                number += 1
                let descriptor = open(filling.path + "/page\(number).html", O_WRONLY | O_CREAT | O_EXCL, 0o666)
                if descriptor >= 0 { close(descriptor) }
            }
        }
        writer.start()
        Thread.sleep(forTimeInterval: 0.02)
        #expect(registry.unlinkAll() == 1)
        stop.set()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
    }
}

/// A flag set from one thread and read from another.
private final class ManagedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        defer { lock.unlock() }
        value = true
    }
}
