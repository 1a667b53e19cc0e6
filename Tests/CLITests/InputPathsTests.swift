import Foundation
import Testing
@testable import TrellisCommandLine

/// A folder argument stands for the files under it, listed as Foundation lists them.
struct InputPathsTests {
    /// A folder holding nested and hidden folders, a dotted file, a link to a file, a
    /// link to a folder outside, a folder whose name ends in `.yaml` and a name of
    /// several bytes.
    private func makeTree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-inputs-\(UUID().uuidString)")
        let manager = FileManager.default
        for folder in ["d/sub/deeper", "d/.hidden", "d/dir.yaml", "d/流程", "outside"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["d/a.yaml", "d/sub/b.yaml", "d/sub/deeper/c.yml", "d/.hidden/h.yaml", "d/.dot.yaml", "d/流程/周一.yaml", "d/notes.txt", "outside/o.yaml"] {
            try Data("- tapOn: A\n".utf8).write(to: root.appendingPathComponent(file))
        }
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("d/link").path, withDestinationPath: "../outside")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("d/la.yaml").path, withDestinationPath: "a.yaml")
        return root
    }

    @Test func aFolderListsWhatFoundationLists() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("d").path
        let listed = try InputPaths.subpaths(of: folder).sorted()
        #expect(listed == FileManager.default.subpaths(atPath: folder)?.sorted())
        #expect(listed == [
            ".dot.yaml", ".hidden", ".hidden/h.yaml", "a.yaml", "dir.yaml", "la.yaml", "link",
            "notes.txt", "sub", "sub/b.yaml", "sub/deeper", "sub/deeper/c.yml", "流程", "流程/周一.yaml",
        ])
    }

    @Test func aFolderArgumentGivesItsFilesInPathOrder() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("d").path
        let entries = try InputPaths.expand([folder + "/"]) { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
        #expect(entries.map(\.relativePath) == [".dot.yaml", ".hidden/h.yaml", "a.yaml", "dir.yaml", "la.yaml", "sub/b.yaml", "sub/deeper/c.yml", "流程/周一.yaml"])
        #expect(entries.first?.path == folder + "/.dot.yaml")
        #expect(entries.allSatisfy { !$0.explicit })
    }

    @Test func aMissingPathIsExit66() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-missing-\(UUID().uuidString)").path
        let failure = #expect(throws: CommandFailure.self) { try InputPaths.subpaths(of: missing) }
        #expect(failure?.code == .noInput)
        #expect(failure?.message == "cannot read the folder '\(missing)': No such file or directory")
    }
}
