import Foundation
import Testing

@testable import TrellisCommandLine

/// `-e KEY=VALUE` (`--env`) on `test` and `validate` (Docs/cli.md, "`trellis test`"):
/// VALUE is everything after the first `=`; a binding without `=`, a bad name or a name
/// given twice is a usage error.
@Suite(.timeLimit(.minutes(1)))
struct VariableOptionTests {
    func variables(_ arguments: [String], for declaration: CommandDeclaration = TestCommand.declaration) -> Result<[String: String], CommandFailure> {
        do throws(CommandFailure) {
            return .success(try VariableOption.variables(from: ParsedArguments(arguments, for: declaration)))
        } catch {
            return .failure(error)
        }
    }

    func usageMessage(_ arguments: [String]) -> String? {
        guard case .failure(let failure) = variables(arguments), failure.code == .usage else { return nil }
        return failure.message
    }

    @Test func valueIsEverythingAfterTheFirstEquals() throws {
        let bound = try variables(["flows", "-e", "USER=ann", "--env", "QUERY=a=b==c", "-e", "EMPTY=", "--env=_X1=  spaced \n"]).get()
        #expect(bound == ["USER": "ann", "QUERY": "a=b==c", "EMPTY": "", "_X1": "  spaced \n"])
        #expect(try variables(["flows"]).get().isEmpty)
        // `-e=KEY=VALUE` splits at the first `=` too: the option, then KEY=VALUE.
        #expect(try variables(["flows", "-e=A=1"]).get() == ["A": "1"])
    }

    @Test func validateTakesItToo() throws {
        #expect(try variables(["Examples", "-e", "A=1"], for: ValidateCommand.declaration).get() == ["A": "1"])
    }

    @Test func aBindingWithoutEqualsIsAUsageError() {
        #expect(usageMessage(["flows", "-e", "USER"]) == "-e expects KEY=VALUE (a variable name, '=', then the value, possibly empty), not 'USER'")
        #expect(usageMessage(["flows", "-e", ""]) == "-e expects KEY=VALUE (a variable name, '=', then the value, possibly empty), not ''")
    }

    @Test(arguments: ["=x", "1X=a", "USER-NAME=x", "A B=1", "É=1", "a.b=c", "\u{1B}=1"])
    func aKeyThatIsNotAVariableNameIsAUsageError(_ binding: String) {
        let name = String(binding.prefix { $0 != "=" })
        #expect(
            usageMessage(["flows", "-e", binding])
                == "-e '\(binding.debugEscaped)': '\(name.debugEscaped)' is not a variable name (a letter or '_', then letters, digits or '_')")
    }

    @Test func aKeyBoundTwiceIsAUsageErrorNamingBoth() throws {
        #expect(
            usageMessage(["flows", "-e", "USER=ann", "--env", "USER=bob"])
                == "-e binds 'USER' twice ('USER=ann' and 'USER=bob'); give each name once")
        // Even with the same value.
        #expect(usageMessage(["flows", "-e", "A=1", "-e", "A=1"]) == "-e binds 'A' twice ('A=1' and 'A=1'); give each name once")
        // Names differ by case.
        #expect(try variables(["flows", "-e", "a=1", "-e", "A=2"]).get() == ["a": "1", "A": "2"])
    }

    @Test func aMissingValueIsAUsageError() throws {
        let result = try CLIRunner.run(["test", "flows", "-e"])
        #expect(result.status == 2)
        #expect(result.stderr == "trellis: error: option '-e' needs a value\nsee 'trellis test --help'\n")
    }

    @Test func theCommandLineExits2WithTheMessage() throws {
        for command in ["test", "validate"] {
            let result = try CLIRunner.run([command, "Examples/flows", "-e", "1X=a"])
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr
                    == "trellis: error: -e '1X=a': '1X' is not a variable name (a letter or '_', then letters, digits or '_')\nsee 'trellis \(command) --help'\n"
            )
        }
    }

    @Test func aBoundNameThatNothingUsesIsFine() throws {
        let directory = try CLIRunner.directory(with: [
            "screen.xml": "<screen width=\"200\" height=\"100\">\n  <button id=\"ok\" title=\"OK\"/>\n</screen>\n",
            "a.yaml": "screen: screen.xml\n---\n- tapOn: OK\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let test = try CLIRunner.run(["test", "a.yaml", "-e", "UNUSED=1"], in: directory)
        #expect(test.status == 0)
        let validate = try CLIRunner.run(["validate", "a.yaml", "--env", "UNUSED="], in: directory)
        #expect(validate.status == 0)
        #expect(validate.stdout == "1 file valid\n")
    }
}
