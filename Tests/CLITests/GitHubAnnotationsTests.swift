import Foundation
import Testing
import Trellis

@testable import TrellisCommandLine

/// With `GITHUB_ACTIONS=true`, every located error is followed by a workflow command
/// (Docs/ci.md, "GitHub Actions"), escaped as GitHub's toolkit escapes.
@Suite(.timeLimit(.minutes(1)))
struct GitHubAnnotationsTests {
    @Test func aCommandNamesFileLineColumnAndMessage() {
        let line = GitHubAnnotations.error(at: SourceLocation(file: "flows/login.yaml", line: 4, column: 3), "tapOn 'OK': no visible view matches 'OK'")
        #expect(line == "::error file=flows/login.yaml,line=4,col=3::tapOn 'OK': no visible view matches 'OK'")
    }

    @Test func theMessageEscapesPercentCarriageReturnAndLineFeed() {
        #expect(GitHubAnnotations.escapedData("100% done\r\nnext\rlast\nend") == "100%25 done%0D%0Anext%0Dlast%0Aend")
        // `:` and `,` stay in a message.
        #expect(GitHubAnnotations.escapedData("a: b, c") == "a: b, c")
        // An already escaped text is escaped again, so it shows as written.
        #expect(GitHubAnnotations.escapedData("%0A") == "%250A")
    }

    @Test func theFileAlsoEscapesColonAndComma() {
        #expect(GitHubAnnotations.escapedProperty("C:/a,b%c\nd.yaml") == "C%3A/a%2Cb%25c%0Ad.yaml")
        let line = GitHubAnnotations.error(at: SourceLocation(file: "x:y,z.yaml", line: 1, column: 1), "m, n: o")
        #expect(line == "::error file=x%3Ay%2Cz.yaml,line=1,col=1::m, n: o")
    }

    @Test func diagnosticsAreEachFollowedByTheirCommandWarningsNot() {
        let diagnostics = [
            Diagnostic(at: SourceLocation(file: "a.yaml", line: 2, column: 5), "unknown command 'tapOnn'; did you mean 'tapOn'?"),
            Diagnostic(.warning, at: SourceLocation(file: "s.xml", line: 7, column: 1), "children piled at 0,0"),
            Diagnostic(at: SourceLocation(file: "b.yaml", line: 1, column: 1), "50% of it"),
        ]
        #expect(
            GitHubAnnotations.text(of: diagnostics, annotating: true) == """
                a.yaml:2:5: error: unknown command 'tapOnn'; did you mean 'tapOn'?
                ::error file=a.yaml,line=2,col=5::unknown command 'tapOnn'; did you mean 'tapOn'?
                s.xml:7:1: warning: children piled at 0,0
                b.yaml:1:1: error: 50% of it
                ::error file=b.yaml,line=1,col=1::50%25 of it
                """)
        #expect(GitHubAnnotations.text(of: diagnostics, annotating: false) == DiagnosticError(diagnostics).description)
    }

    @Test func aFailuresCommandIsStepColonReasonAsPrinted() {
        let failure = FlowFailure(
            location: SourceLocation(file: "f.yaml", line: 3, column: 3), step: "tapOn 'A'", message: "2 views match 'A':\n  button #a\n  button #b\tend")
        // Each line is escaped as the printer prints it (the tab as \t), then joined by %0A.
        #expect(GitHubAnnotations.error(for: failure) == "::error file=f.yaml,line=3,col=3::tapOn 'A': 2 views match 'A':%0A  button #a%0A  button #b\\tend")
    }

    @Test func aFailedFlowPrintsItsCommandOnStandardOutputAfterTheFailure() throws {
        let directory = try CLIRunner.directory(with: [
            "screen.xml": "<screen width=\"200\" height=\"100\">\n  <button id=\"ok\" title=\"OK\"/>\n</screen>\n",
            "a,b.yaml": "screen: screen.xml\n---\n- tapOn: OK\n- tapOn: Nope\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test", "a,b.yaml"], in: directory, environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let failure = "a,b.yaml:4:3: error: tapOn 'Nope': no visible view matches 'Nope'; visible candidates: 'OK'"
        #expect(
            lines.firstIndex(of: "    " + failure).map { lines[$0 + 1] }
                == "::error file=a%2Cb.yaml,line=4,col=3::tapOn 'Nope': no visible view matches 'Nope'; visible candidates: 'OK'")
        // Once, after the failure: the summary under "Failures:" has none.
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 1)
        #expect(result.stderr.isEmpty)
        // Any other value changes nothing.
        let other = try CLIRunner.run(["test", "a,b.yaml"], in: directory, environment: ["GITHUB_ACTIONS": "1"])
        #expect(!other.stdout.contains("::error"))
    }

    @Test func loadErrorsPrintTheirCommandsOnStandardErrorAfterEachError() throws {
        let directory = try CLIRunner.directory(with: [
            "screen.xml": "<screen width=\"200\" height=\"100\">\n  <button id=\"ok\" title=\"OK\"/>\n</screen>\n",
            "bad.yaml": "screen: screen.xml\n---\n- tapOnn: OK\n- asertVisible: OK\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        for command in ["test", "validate"] {
            let result = try CLIRunner.run([command, "bad.yaml"], in: directory, environment: ["GITHUB_ACTIONS": "true"])
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(lines.count >= 4)
            #expect(lines[0].hasPrefix("bad.yaml:3:3: error: unknown command 'tapOnn'"))
            #expect(lines[1] == "::error file=bad.yaml,line=3,col=3::" + lines[0].dropFirst("bad.yaml:3:3: error: ".count))
            #expect(lines[2].hasPrefix("bad.yaml:4:3: error: unknown command 'asertVisible'"))
            #expect(lines[3] == "::error file=bad.yaml,line=4,col=3::" + lines[2].dropFirst("bad.yaml:4:3: error: ".count))
        }
    }
}
