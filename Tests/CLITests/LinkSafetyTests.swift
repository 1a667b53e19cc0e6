import Foundation
import Testing

/// Links a repository (or a shard folder) can hold are never followed by what Trellis
/// writes or merges (Docs/cli.md, "Files Trellis writes"): a file Trellis writes replaces
/// a link at its path, leaving the link's target as it was, and `report merge` refuses a
/// link, a device or FIFO, or a file past its bound inside a shard (65, naming it).
struct LinkSafetyTests: ScratchDirectoryTests {
    let directory: URL

    init() throws {
        directory = try NothingLostTests.directory(adding: [
            "shot.yaml": "screen: big.xml\n---\n- assertScreenshot: b\n", "snap.yaml": "screen: big.xml\n---\n- assertSnapshot: big\n",
        ])
        try FileManager.default.createDirectory(atPath: path("outside"), withIntermediateDirectories: false)
        try Data("token\n".utf8).write(to: URL(fileURLWithPath: path("outside/secret.txt")))
    }

    /// Each command's output file is a link to `outside/secret.txt`: after the run the
    /// secret is as it was and the output is a regular file of its own.
    @Test(arguments: [
        ("b.actual.png", ["test", "shot.yaml"], Int32(1)),
        ("b.png", ["test", "shot.yaml", "--record"], 1),
        ("big.snapshot.txt", ["test", "snap.yaml", "--record"], 1),
        ("report/index.html", ["test", "failing.yaml", "--html", "report"], 1),
        ("report/report.json", ["test", "failing.yaml", "--html", "report"], 1),
        ("art/failing.txt", ["test", "failing.yaml", "--artifacts", "art"], 1),
        ("junit.xml", ["test", "failing.yaml", "--report", "junit.xml"], 1),
        ("out.svg", ["render", "big.xml", "-o", "out.svg"], 0),
    ])
    func aLinkAtAnOutputIsReplacedNeverWrittenThrough(link: String, arguments: [String], status: Int32) throws {
        let folder = (path(link) as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // An earlier report's index.html is replaced; without report.json it would be refused.
        if link == "report/index.html" { try Data("{}".utf8).write(to: URL(fileURLWithPath: path("report/report.json"))) }
        #expect(symlink(path("outside/secret.txt"), path(link)) == 0)
        let result = try CLIRunner.run(arguments, in: directory)
        #expect(result.status == status, "\(result.stderr)")
        #expect(try String(contentsOfFile: path("outside/secret.txt"), encoding: .utf8) == "token\n", "\(link)")
        #expect(kind(link) == S_IFREG, "\(link)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("outside")) == ["secret.txt"])
    }

    /// What replaces a shard's picture file: a link outside the shard, a FIFO (which
    /// would wait for a writer), a device, and a sparse file past the 64 MiB bound.
    @Test(.timeLimit(.minutes(1)), arguments: ["link", "fifo", "device", "large"])
    func aShardFileThatIsNotARegularFileIsRefused(kind: String) throws {
        let written = try CLIRunner.run(["test", "failing.yaml", "--html", "s1"], in: directory)
        #expect(written.status == 1)
        let sheet = try #require(try FileManager.default.contentsOfDirectory(atPath: path("s1/flows")).first { $0.hasSuffix(".svg") })
        let picture = path("s1/flows/" + sheet)
        #expect(unlink(picture) == 0)
        var reason = ""
        switch kind {
        case "link":
            #expect(symlink(path("outside/secret.txt"), picture) == 0)
            reason = "it is a symbolic link; files inside a report are never read through one"
        case "fifo":
            #expect(mkfifo(picture, 0o600) == 0)
            reason = "it is a FIFO, not a regular file"
        case "device":
            #expect(symlink("/dev/zero", picture) == 0)
            reason = "it is a symbolic link; files inside a report are never read through one"
        default:
            #expect(makeSparseFile(atPath: picture, size: 65 << 20))
            reason = "it is \(65 << 20) bytes, more than the \(64 << 20) bytes read"
        }
        let result = try CLIRunner.run(["report", "merge", "out", "s1"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr == "cannot read 's1/flows/\(sheet)': \(reason)\n")
        #expect(!FileManager.default.fileExists(atPath: path("out/index.html")))
        #expect(try String(contentsOfFile: path("outside/secret.txt"), encoding: .utf8) == "token\n")
    }

    /// A shard's report.json that is a link, or that passes 64 MiB, is refused (65).
    @Test(arguments: ["link", "large"])
    func aShardsReportJSONIsReadWithinItsBound(kind: String) throws {
        try FileManager.default.createDirectory(atPath: path("s1"), withIntermediateDirectories: false)
        let json = path("s1/report.json")
        var reason: String
        if kind == "link" {
            #expect(symlink(path("outside/secret.txt"), json) == 0)
            reason = "it is a symbolic link; files inside a report are never read through one"
        } else {
            #expect(makeSparseFile(atPath: json, size: 200 << 20))
            reason = "it is \(200 << 20) bytes, more than the \(64 << 20) bytes read"
        }
        let result = try CLIRunner.run(["report", "merge", "out", "s1"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr == "cannot read 's1/report.json': \(reason)\n")
    }
}
