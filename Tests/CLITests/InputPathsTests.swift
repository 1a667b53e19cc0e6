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
        var undecodable: [String] = []
        let listed = try InputPaths.subpaths(of: folder, undecodable: &undecodable).sorted()
        #expect(undecodable.isEmpty)
        #expect(listed == FileManager.default.subpaths(atPath: folder)?.sorted())
        #expect(
            listed == [
                ".dot.yaml", ".hidden", ".hidden/h.yaml", "a.yaml", "dir.yaml", "la.yaml", "link",
                "notes.txt", "sub", "sub/b.yaml", "sub/deeper", "sub/deeper/c.yml", "流程", "流程/周一.yaml",
            ])
    }

    @Test func aFolderArgumentGivesItsFilesInPathOrder() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("d").path
        var unreadable = 0
        let entries = try InputPaths.expand([folder + "/"], unreadable: &unreadable) { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
        #expect(unreadable == 0)
        #expect(
            entries.map(\.relativePath) == [".dot.yaml", ".hidden/h.yaml", "a.yaml", "dir.yaml", "la.yaml", "sub/b.yaml", "sub/deeper/c.yml", "流程/周一.yaml"])
        #expect(entries.first?.path == folder + "/.dot.yaml")
        #expect(entries.allSatisfy { !$0.explicit })
    }

    @Test func aMissingPathIsExit66() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-missing-\(UUID().uuidString)").path
        var undecodable: [String] = []
        let failure = #expect(throws: CommandFailure.self) { try InputPaths.subpaths(of: missing, undecodable: &undecodable) }
        #expect(failure?.code == .noInput)
        #expect(failure?.message == "cannot read the folder '\(missing)': No such file or directory")
    }

    /// A name that is not UTF-8 cannot be opened through a Swift string: it is reported,
    /// naming it with the byte escaped, the rest is run, and the command ends with 66.
    @Test func aFileNameThatIsNotUTF8IsReportedAndTheRestRun() throws {
        let directory = try CLIRunner.directory(with: [:])
        let flows = directory.appendingPathComponent("flows").path
        try FileManager.default.createDirectory(atPath: flows, withIntermediateDirectories: true)
        try "<screen>\n  <button title=\"OK\"/>\n</screen>\n".write(toFile: flows + "/s.xml", atomically: true, encoding: .utf8)
        try "screen: s.xml\n---\n- tapOn: OK\n".write(toFile: flows + "/ok.yaml", atomically: true, encoding: .utf8)
        // "bad\xFF.yaml" and a folder "dir\xFE", made from their bytes.
        for (bytes, isFolder) in [(Array("bad".utf8) + [0xFF] + Array(".yaml".utf8), false), (Array("dir".utf8) + [0xFE], true)] {
            let path = Array(flows.utf8) + [UInt8(ascii: "/")] + bytes + [0]
            let made = path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { isFolder ? mkdir($0.baseAddress!, 0o755) : creat($0.baseAddress!, 0o644) }
            }
            #expect(made >= 0)
            if !isFolder { close(made) }
        }
        let test = try CLIRunner.run(["test", "flows"], in: directory)
        #expect(test.status == 66)
        #expect(test.stdout.contains("▸ flows/ok.yaml\n  ✓ tapOn 'OK'"))
        #expect(
            test.stderr == """
                trellis: error: cannot read 'flows/bad\\xFF.yaml': its name is not UTF-8 (Trellis reads files and folders whose names are UTF-8); the other files are read
                trellis: error: cannot read the folder 'flows/dir\\xFE/': its name is not UTF-8 (Trellis reads files and folders whose names are UTF-8); the other files are read

                """)
        let validate = try CLIRunner.run(["validate", "flows"], in: directory)
        #expect(validate.status == 66)
        #expect(validate.stderr.contains("'flows/bad\\xFF.yaml': its name is not UTF-8"))
    }
}
