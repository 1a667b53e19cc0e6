import Foundation
import Testing

@testable import TrellisCommandLine

/// The empty files of Bazel's test protocol: touched, removed, and the folder named when
/// it is missing.
struct MarkerFileTests {
    @Test func theFolderOfAPathIsAllBeforeItsLastSlash() {
        #expect(MarkerFile.directory(of: "out/test.shard") == "out")
        #expect(MarkerFile.directory(of: "a/b/c/") == "a/b")
        #expect(MarkerFile.directory(of: "/test.shard") == "/")
        #expect(MarkerFile.directory(of: "test.shard") == ".")
        #expect(MarkerFile.directory(of: ".") == ".")
        #expect(MarkerFile.directory(of: "/") == "/")
        #expect(MarkerFile.directory(of: "") == ".")
    }

    @Test func touchCreatesAndRemoveRemovesOnceAndAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-marker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("premature").path
        #expect(MarkerFile.touch(path) == nil)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(MarkerFile.remove(path) == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
        // Already gone is fine.
        #expect(MarkerFile.remove(path) == nil)
        #expect(MarkerFile.touch(folder.appendingPathComponent("no/such/file").path) == "the directory '\(folder.path)/no/such' does not exist")
        #expect(MarkerFile.touch("") == "No such file or directory")
    }
}
