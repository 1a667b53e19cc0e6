import Foundation
import Testing
import TrellisCommandLine

/// Help and "did you mean" are generated from each command's declaration.
///
/// Each command's help is compared with `Tests/CLITests/Help/NAME.txt` (and `trellis
/// --help` with `trellis.txt`), for every command the command line declares. Run with
/// `TRELLIS_RECORD=1` to rewrite them; a recording run still fails.
struct HelpTests {
    static let commands = TrellisCommandLine.commandNames
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Help")

    @Test(arguments: [nil] + commands.map(Optional.some))
    func helpMatchesItsGoldenFile(_ command: String?) throws {
        let result = try CLIRunner.run(command.map { [$0, "--help"] } ?? ["--help"])
        #expect(result.status == 0)
        try GoldenText.expect(result.stdout, matches: Self.goldens.appendingPathComponent((command ?? "trellis") + ".txt"), what: "the help")
    }

    /// No golden file is left for a command that no longer exists.
    @Test func everyGoldenFileIsACommandsHelp() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path).filter { $0.hasSuffix(".txt") }
        #expect(Set(files) == Set((["trellis"] + Self.commands).map { $0 + ".txt" }))
    }

    @Test(arguments: commands)
    func everyCommandHasHelpWithAnExample(_ command: String) throws {
        let result = try CLIRunner.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        #expect(result.stdout.contains("\nUSAGE: trellis \(command)"))
        #expect(result.stdout.contains("\n  -h, --help          show this help\n"))
        #expect(result.stdout.contains("\nEXAMPLES:\n  trellis \(command)"))
        #expect(try CLIRunner.run(["help", command]).stdout == result.stdout)
        #expect(try CLIRunner.run([command, "-h"]).stdout == result.stdout)
    }

    @Test(arguments: commands + ["audit"])
    func helpTextsHaveNoLiteralBackslashes(_ command: String) throws {
        // A line continuation written as `\\` in a multi-line string literal prints a
        // backslash; no help text has one.
        let result = try CLIRunner.run([command, "--help"])
        #expect(!result.stdout.contains("\\"))
    }

    @Test func theMainHelpListsEveryCommandWithItsFirstExample() throws {
        let result = try CLIRunner.run(["--help"])
        for command in Self.commands {
            #expect(result.stdout.contains("\n  \(command) "))
            #expect(result.stdout.contains("\n  trellis \(command)"))
        }
    }

    @Test(arguments: [
        (["rnu"], "trellis: error: unknown command 'rnu'; did you mean 'run'?\nsee 'trellis --help'\n"),
        (["help", "rnu"], "trellis: error: unknown command 'rnu'; did you mean 'run'?\nsee 'trellis --help'\n"),
        (["rendr"], "trellis: error: unknown command 'rendr'; did you mean 'render'?\nsee 'trellis --help'\n"),
        (["run", "x.xml", "--widht", "3"], "trellis: error: unknown option '--widht'; did you mean '--width'?\nsee 'trellis run --help'\n"),
        (["render", "x.xml", "--scal", "2"], "trellis: error: unknown option '--scal'; did you mean '--scale'?\nsee 'trellis render --help'\n"),
        (["test", "x.yaml", "--reprot", "r.xml"], "trellis: error: unknown option '--reprot'; did you mean '--report'?\nsee 'trellis test --help'\n"),
        (["layouts", "--scale", "2"], "trellis: error: unknown option '--scale'\nsee 'trellis layouts --help'\n"),
        (["layouts", "extra"], "trellis: error: 'layouts' takes no arguments\nsee 'trellis layouts --help'\n"),
        (["schema", "extra"], "trellis: error: unknown schema 'extra'; the schemas are screen and flow\nsee 'trellis schema --help'\n"),
        (["render", "x.xml", "-o", "a.svg", "--output", "b.svg"], "trellis: error: option '--output' was given more than once\nsee 'trellis render --help'\n"),
    ])
    func misspeltNamesSuggestTheClosestDeclaredOne(_ arguments: [String], _ stderr: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == stderr)
    }

    /// An option whose value is a path refuses an empty one (`--html ""`, as an unset
    /// shell variable gives), before anything is read or written.
    @Test(arguments: [
        (["test", "x.yaml", "--html", ""], "trellis: error: --html expects a folder path, not an empty one\nsee 'trellis test --help'\n"),
        (["test", "x.yaml", "--artifacts", ""], "trellis: error: --artifacts expects a folder path, not an empty one\nsee 'trellis test --help'\n"),
        (["test", "x.yaml", "--report", ""], "trellis: error: --report expects a file path, not an empty one\nsee 'trellis test --help'\n"),
        (["render", "x.xml", "-o", ""], "trellis: error: --output expects a file path, not an empty one\nsee 'trellis render --help'\n"),
    ])
    func anEmptyPathIsAUsageError(_ arguments: [String], _ stderr: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == stderr)
    }

    @Test func defaultsInHelpAreTheLoadersOwn() throws {
        let help = try CLIRunner.run(["validate", "--help"]).stdout
        #expect(help.contains("--max-views N       refuse screens with more than N elements (default: 250000)"))
        #expect(help.contains("--max-file-size B   refuse screen files larger than B bytes (default: 67108864)"))
    }
}
